/**
 * The recording's pure parts (docs/PRODUCT.md §screens.teleprompter, recording): which container
 * MediaRecorder writes, a take's file name and duration, and what a camera failure says in pt-BR.
 */

/**
 * Preferred containers, best first. MP4 goes first where the browser records it (Safari; recent
 * Chrome): the networks take it as it is, where a .webm must be converted. Otherwise WebM.
 */
export const RECORDING_TYPES = [
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/** The first type the browser can record, or '' to let MediaRecorder choose. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string {
  return RECORDING_TYPES.find((t) => safely(() => isTypeSupported(t))) ?? '';
}

function safely(test: () => boolean): boolean {
  try {
    return test();
  } catch {
    return false;
  }
}

/** 'viraliza-tomada-2.mp4' for an MP4 take, '.webm' for anything else. */
export function takeFileName(takeNumber: number, mimeType: string): string {
  return `viraliza-tomada-${takeNumber}.${mimeType.toLowerCase().startsWith('video/mp4') ? 'mp4' : 'webm'}`;
}

/** A take's length as mm:ss (whole seconds, rounded down; an hour or more keeps counting minutes). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor((Number.isFinite(ms) ? ms : 0) / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const CAMERA_MESSAGES = {
  denied:
    'Não conseguimos acessar sua câmera. Permita o acesso no navegador para gravar — o teleprompter continua funcionando sem gravação.',
  missing:
    'Nenhuma câmera ou microfone encontrado. Conecte um e tente de novo — o teleprompter continua funcionando sem gravação.',
  busy: 'Sua câmera está em uso por outro aplicativo. Feche-o e tente de novo — o teleprompter continua funcionando sem gravação.',
  unsupported:
    'Este navegador não grava vídeo aqui. Tente o Chrome, o Edge, o Firefox ou o Safari atualizados — o teleprompter continua funcionando sem gravação.',
  failed: 'Não conseguimos gravar. Tente de novo — o teleprompter continua funcionando sem gravação.',
} as const;

/** getUserMedia's and MediaRecorder's failures, by DOMException name, as a message for the creator. */
export function cameraErrorMessage(err: unknown): string {
  const name = (err as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return CAMERA_MESSAGES.denied;
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return CAMERA_MESSAGES.missing;
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return CAMERA_MESSAGES.busy;
    case 'NotSupportedError':
    case 'TypeError':
      return CAMERA_MESSAGES.unsupported;
    default:
      return CAMERA_MESSAGES.failed;
  }
}

/** The centred 9:16 crop of a frame (the 'Formato 9:16' take): source rectangle and output size. */
export function verticalCrop(width: number, height: number): { sx: number; sy: number; sw: number; sh: number } {
  return coverCrop(width, height, 9 / 16);
}

/** The centred crop of a frame to `ratio` (width / height), in even sizes: encoders want them. */
export function coverCrop(
  width: number,
  height: number,
  ratio: number,
): { sx: number; sy: number; sw: number; sh: number } {
  if (width <= 0 || height <= 0) return { sx: 0, sy: 0, sw: 0, sh: 0 };
  if (width / height > ratio) {
    const sw = Math.round((height * ratio) / 2) * 2;
    return { sx: Math.round((width - sw) / 2), sy: 0, sw, sh: height - (height % 2) };
  }
  const sh = Math.round(width / ratio / 2) * 2;
  return { sx: 0, sy: Math.round((height - sh) / 2), sw: width - (width % 2), sh };
}

/** A take with burned-in captions is drawn at this size: 720 × 1280 in 9:16, 1280 × 720 otherwise. */
export function burnedSize(vertical: boolean): { width: number; height: number } {
  return vertical ? { width: 720, height: 1280 } : { width: 1280, height: 720 };
}

import { PROFILE_LIMITS, type AvatarContentType } from '@shared/profile/profile.schema';

/** The largest centred square of a w×h picture: what the avatar keeps. */
export function centerSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.max(1, Math.min(width, height));
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}

/** The base64 part of a `data:<type>;base64,<data>` URL. */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : '';
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

const readDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura da imagem falhou'));
    reader.readAsDataURL(blob);
  });

export class AvatarImageError extends Error {}

/**
 * Crops the picture to its centred square and draws it at 256×256 on a canvas, as WebP (JPEG
 * where the browser cannot write WebP): ~10–40 KB to upload, whatever the photo weighed.
 */
export async function resizeAvatar(
  file: Blob,
  side: number = PROFILE_LIMITS.avatarSide,
): Promise<{ contentType: AvatarContentType; data: string; dataUrl: string }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarImageError('Não foi possível ler esta imagem. Escolha um arquivo JPEG, PNG ou WebP.');
  }
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new AvatarImageError('Seu navegador não conseguiu preparar a imagem.');
  const crop = centerSquare(bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, crop.sx, crop.sy, crop.side, crop.side, 0, 0, side, side);
  bitmap.close();
  let blob = await toBlob(canvas, 'image/webp', 0.85);
  if (!blob || blob.type !== 'image/webp') blob = await toBlob(canvas, 'image/jpeg', 0.85);
  if (!blob) throw new AvatarImageError('Seu navegador não conseguiu preparar a imagem.');
  if (blob.size > PROFILE_LIMITS.avatarBytes) throw new AvatarImageError('A imagem passa do limite de 200 KB.');
  const dataUrl = await readDataUrl(blob);
  return {
    contentType: blob.type === 'image/webp' ? 'image/webp' : 'image/jpeg',
    data: base64OfDataUrl(dataUrl),
    dataUrl,
  };
}

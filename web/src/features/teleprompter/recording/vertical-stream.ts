import { layoutCaption, type CaptionLayout, type CaptionPosition } from '@shared/teleprompter/caption-style';
import { burnedSize, coverCrop, verticalCrop } from './take-format';

/** The frame rate a take is drawn and recorded at. */
export const TAKE_FPS = 30;

/** The burned-in captions: the cue on screen now (null for none) and where the creator wants it. */
export interface CaptionOverlay {
  cueText: () => string | null;
  position: CaptionPosition;
}

export interface CanvasTake {
  stream: MediaStream;
  stop: () => void;
  /** Frames drawn per second since the first frame: what the canvas path kept up with. */
  drawRate: () => number;
}

/** Draws one cue in the creator style: heavy white text over a black outline (the stroke under the fill). */
export function drawCaption(
  ctx: CanvasRenderingContext2D,
  text: string,
  frame: { width: number; height: number },
  position: CaptionPosition,
  cached?: { key: string; layout: CaptionLayout },
): { key: string; layout: CaptionLayout } {
  const key = `${position}\n${text}`;
  const font = (px: number) => `800 ${px}px system-ui, 'Segoe UI', Roboto, Arial, sans-serif`;
  let layout = cached?.key === key ? cached.layout : null;
  if (!layout) {
    layout = layoutCaption(text, frame, position, (t, px) => {
      ctx.font = font(px);
      return ctx.measureText(t).width;
    });
  }
  ctx.font = font(layout.fontPx);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.lineJoin = 'round';
  ctx.lineWidth = layout.outlinePx * 2;
  ctx.strokeStyle = '#000';
  ctx.fillStyle = '#fff';
  for (const row of layout.rows) ctx.strokeText(row.text, row.x, row.y);
  for (const row of layout.rows) ctx.fillText(row.text, row.x, row.y);
  return { key, layout };
}

function cameraVideo(source: MediaStream): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = source;
  void video.play().catch(() => undefined);
  return video;
}

/**
 * A take recorded from a canvas (docs/PRODUCT.md §screens.teleprompter, §screens.teleprompter.captions):
 * the camera drawn, centre-cropped, onto a canvas whose captured stream (plus the mic's track) is what
 * MediaRecorder records. 'Formato 9:16' alone keeps the camera's own pixels (the crop's size); with
 * burned-in captions the frame is 720 × 1280 (or 1280 × 720) and the current cue is drawn over it.
 * Drawn on a timer rather than requestAnimationFrame: rAF stops in a background tab and would freeze the
 * take, a timer only slows down. The timer keeps to a 30 fps schedule without drifting, so the frames
 * drawn per second say whether this device keeps up. Where the canvas cannot be captured: null.
 */
export function canvasStream(
  source: MediaStream,
  opts: { vertical: boolean; captions?: CaptionOverlay },
): CanvasTake | null {
  const track = source.getVideoTracks()[0];
  const canvas = document.createElement('canvas');
  if (!track || typeof canvas.captureStream !== 'function') return null;
  const { width = 640, height = 480 } = track.getSettings();
  const size = opts.captions ? burnedSize(opts.vertical) : null;
  const crop = size ? coverCrop(width, height, size.width / size.height) : verticalCrop(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx || crop.sw === 0) return null;
  canvas.width = size?.width ?? crop.sw;
  canvas.height = size?.height ?? crop.sh;
  const frame = { width: canvas.width, height: canvas.height };

  const video = cameraVideo(source);
  let caption: { key: string; layout: CaptionLayout } | undefined;
  const draw = () => {
    if (video.readyState >= 2)
      ctx.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, frame.width, frame.height);
    const text = opts.captions?.cueText();
    if (text && opts.captions) caption = drawCaption(ctx, text, frame, opts.captions.position, caption);
  };

  const period = 1000 / TAKE_FPS;
  const first = performance.now();
  let drawn = 0;
  let timer = 0;
  const tick = () => {
    draw();
    drawn++;
    timer = window.setTimeout(tick, Math.max(0, first + drawn * period - performance.now()));
  };
  tick();
  const stream = canvas.captureStream(TAKE_FPS);
  for (const audio of source.getAudioTracks()) stream.addTrack(audio);

  return {
    stream,
    drawRate: () => {
      const seconds = (performance.now() - first) / 1000;
      return seconds > 0 ? drawn / seconds : TAKE_FPS;
    },
    stop: () => {
      window.clearTimeout(timer);
      // the canvas's own video track ends; the mic's track belongs to the camera stream and stays
      for (const t of stream.getVideoTracks()) t.stop();
      video.srcObject = null;
    },
  };
}

/** The 'Formato 9:16' take without captions. */
export function verticalStream(source: MediaStream): CanvasTake | null {
  return canvasStream(source, { vertical: true });
}

const PROBE_FRAMES = 20;
const PROBE_CUE = 'Hoje eu vou te mostrar como eu organizo\na minha semana inteira em trinta minutos';

/**
 * How many frames a second this device can draw for a burned-in take, before recording: the camera's
 * current frame plus a two-row cue onto a 720 × 1280 (or 1280 × 720) canvas, 20 times in a row, each
 * frame read back (one pixel) so the drawing is really done. Resolves with the rate, or null where the
 * canvas cannot be drawn or the camera sent no frame within 3 s.
 */
export async function probeDrawRate(source: MediaStream, vertical: boolean): Promise<number | null> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const track = source.getVideoTracks()[0];
  if (!ctx || !track) return null;
  const frame = burnedSize(vertical);
  canvas.width = frame.width;
  canvas.height = frame.height;
  const { width = 640, height = 480 } = track.getSettings();
  const crop = coverCrop(width, height, frame.width / frame.height);
  const video = cameraVideo(source);
  try {
    if (video.readyState < 2) {
      // a camera that sends no frame within 3 s cannot be measured: no burned-in captions then
      let guard = 0;
      const loaded = await new Promise<boolean>((resolve) => {
        video.addEventListener('loadeddata', () => resolve(true), { once: true });
        guard = window.setTimeout(() => resolve(false), 3000);
      });
      window.clearTimeout(guard);
      if (!loaded) return null;
    }
    const start = performance.now();
    for (let i = 0; i < PROBE_FRAMES; i++) {
      ctx.drawImage(video, crop.sx, crop.sy, crop.sw, crop.sh, 0, 0, frame.width, frame.height);
      drawCaption(ctx, `${PROBE_CUE} ${i}`, frame, 'bottom');
      ctx.getImageData(0, 0, 1, 1);
    }
    const elapsed = performance.now() - start;
    return elapsed > 0 ? (PROBE_FRAMES * 1000) / elapsed : Infinity;
  } catch {
    return null;
  } finally {
    video.srcObject = null;
  }
}

import { scrollPixelsPerSecond } from '@shared/teleprompter/presets';

/**
 * The scroll engine's arithmetic, kept pure so it can be tested frame by frame
 * (docs/PRODUCT.md §limits.teleprompter: speed % × 3 px/s). The hook (use-scroll-engine.ts) owns the clock, the
 * DOM and the offset; everything it decides goes through these functions.
 *
 * Offsets are in CSS pixels of the text layer: 0 puts the first line on the focus line, and an
 * offset of `y` shows the layer moved up by `y` (translate3d(0, -y px, 0)).
 */

/**
 * The longest step one frame may take. A background tab pauses requestAnimationFrame, and the first
 * frame back would otherwise jump by the whole time away; 250 ms keeps that a small step (75 px at
 * full speed) while a busy device's slow frames (100–200 ms) still keep time.
 */
export const MAX_FRAME_MS = 250;

/** The voice mode's easing time constant: ~63 % of the way to the followed word in 180 ms. */
export const VOICE_EASE_MS = 180;

/** The line box of the reading text, in ems (the layer's line-height). */
export const LINE_HEIGHT = 1.5;

/** Where the focus line sits, as a fraction of the reading area's height. */
export const FOCUS_FRACTION = 1 / 3;

const frame = (dtMs: number) => (Number.isFinite(dtMs) ? Math.min(Math.max(dtMs, 0), MAX_FRAME_MS) : 0);

/** Time-driven scrolling: the offset after `dtMs` at `speed` (percent). Independent of the frame rate. */
export function advance(offset: number, dtMs: number, speed: number): number {
  return offset + (scrollPixelsPerSecond(speed) * frame(dtMs)) / 1000;
}

/**
 * Exponential approach to `target` (the voice mode): frame-rate independent, never overshoots,
 * and snaps the last half pixel so the loop can go idle.
 */
export function approach(current: number, target: number, dtMs: number, tauMs = VOICE_EASE_MS): number {
  const next = current + (target - current) * (1 - Math.exp(-frame(dtMs) / tauMs));
  return Math.abs(target - next) < 0.5 ? target : next;
}

/**
 * The offset where playback stops by itself: the last visual row of the last line on the focus line.
 * `lastLineBottom` is the bottom of the last line that holds words (layer pixels), `rowHeight` one row.
 */
export function endOffset(lastLineBottom: number, rowHeight: number): number {
  return Math.max(0, lastLineBottom - rowHeight);
}

export function clampOffset(offset: number, end: number): number {
  return Math.min(Math.max(offset, 0), Math.max(end, 0));
}

/** 'Voltar uma linha': the row above the focus line. */
export function backOneLine(offset: number, rowHeight: number): number {
  return Math.max(0, offset - rowHeight);
}

/**
 * The line under the focus line: the last whose top is at or above the focus row's middle.
 * `lineTops` are ascending layer offsets; -1 when there are no lines.
 */
export function lineAtOffset(lineTops: ArrayLike<number>, offset: number, rowHeight: number): number {
  const probe = offset + rowHeight / 2;
  let lo = 0;
  let hi = lineTops.length - 1;
  let found = lineTops.length > 0 ? 0 : -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (lineTops[mid]! <= probe) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The text layer's transform for an offset: composited, no layout. */
export function translateY(offset: number): string {
  return `translate3d(0, ${(-offset).toFixed(2)}px, 0)`;
}

/** The reading text's mirror ('Espelhar') and upside-down ('Inverter') transform. */
export function readingTransform(mirror: boolean, flip: boolean): string {
  const parts = [mirror ? 'scaleX(-1)' : '', flip ? 'scaleY(-1)' : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : 'none';
}

/**
 * Where and how big a burned-in caption is drawn on a take's frame
 * (docs/PRODUCT.md §screens.teleprompter.captions): the creator style (large bold text with an outline),
 * wrapped to the frame's safe width, in the band the creator picked, clear of the networks' own buttons and captions
 * (the top 14 % and bottom 22 % of a 9:16 frame, 8 % each side). Pure: the page passes its canvas's
 * `measureText` as `measure`.
 */
export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];

export const CAPTION_POSITION_LABELS: Readonly<Record<CaptionPosition, string>> = {
  top: 'Em cima',
  middle: 'No meio',
  bottom: 'Embaixo',
};

export const SAFE_MARGINS = { top: 0.14, bottom: 0.22, side: 0.08 } as const;
/** Rows a burned-in caption may take before its font shrinks. */
const MAX_ROWS = 4;

export interface CaptionLayout {
  fontPx: number;
  /** The outline's width (the stroke is drawn under the fill). */
  outlinePx: number;
  /** Each row's text and the baseline-centre point it is drawn at. */
  rows: Array<{ text: string; x: number; y: number }>;
}

function wrap(words: readonly string[], maxWidth: number, fontPx: number, measure: Measure): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of words) {
    const next = row ? `${row} ${word}` : word;
    if (row && measure(next, fontPx) > maxWidth) {
      rows.push(row);
      row = word;
    } else row = next;
  }
  if (row) rows.push(row);
  return rows;
}

export type Measure = (text: string, fontPx: number) => number;

export function layoutCaption(
  text: string,
  frame: { width: number; height: number },
  position: CaptionPosition,
  measure: Measure,
): CaptionLayout {
  const words = text.split(/\s+/).filter(Boolean);
  const maxWidth = frame.width * (1 - 2 * SAFE_MARGINS.side);
  // large: 7.5 % of the frame's short side (54 px on 720 × 1280), smaller only to fit
  const base = Math.round(Math.min(frame.width, frame.height) * 0.075);
  const smallest = Math.round(base / 2);
  let fontPx = base;
  let rows = wrap(words, maxWidth, fontPx, measure);
  while (fontPx > smallest && (rows.length > MAX_ROWS || rows.some((r) => measure(r, fontPx) > maxWidth))) {
    fontPx = Math.max(smallest, Math.round(fontPx * 0.9));
    rows = wrap(words, maxWidth, fontPx, measure);
  }
  const lineHeight = Math.round(fontPx * 1.2);
  const block = rows.length * lineHeight;
  const top =
    position === 'top'
      ? frame.height * SAFE_MARGINS.top
      : position === 'bottom'
        ? frame.height * (1 - SAFE_MARGINS.bottom) - block
        : (frame.height - block) / 2;
  return {
    fontPx,
    outlinePx: Math.max(2, Math.round(fontPx * 0.16)),
    // the baseline one em under the row's top: the glyphs stay inside the band
    rows: rows.map((r, i) => ({ text: r, x: frame.width / 2, y: Math.round(top + i * lineHeight + fontPx) })),
  };
}

import { SAFE_MARGINS, layoutCaption, type Measure } from './caption-style';

/** A bold sans's width, near enough: 0.6 em a character. */
const measure: Measure = (text, fontPx) => text.length * fontPx * 0.6;
const FRAME = { width: 720, height: 1280 };
const CUE = 'Hoje eu vou te mostrar como eu organizo\na minha semana inteira';

describe('layoutCaption (docs/PRODUCT.md §screens.teleprompter.captions)', () => {
  it('draws large text inside the side margins, rows centred', () => {
    const layout = layoutCaption(CUE, FRAME, 'bottom', measure);
    expect(layout.fontPx).toBeGreaterThanOrEqual(40);
    expect(layout.outlinePx).toBeGreaterThanOrEqual(2);
    for (const row of layout.rows) {
      expect(row.x).toBe(360);
      expect(measure(row.text, layout.fontPx)).toBeLessThanOrEqual(FRAME.width * (1 - 2 * SAFE_MARGINS.side));
    }
    expect(layout.rows.map((r) => r.text).join(' ')).toBe(CUE.replace('\n', ' '));
  });

  it('keeps to the safe band of the position chosen', () => {
    const top = layoutCaption(CUE, FRAME, 'top', measure);
    const middle = layoutCaption(CUE, FRAME, 'middle', measure);
    const bottom = layoutCaption(CUE, FRAME, 'bottom', measure);
    expect(top.rows[0]!.y - top.fontPx).toBeGreaterThanOrEqual(FRAME.height * SAFE_MARGINS.top - 1);
    expect(bottom.rows.at(-1)!.y).toBeLessThanOrEqual(FRAME.height * (1 - SAFE_MARGINS.bottom));
    expect(top.rows[0]!.y).toBeLessThan(middle.rows[0]!.y);
    expect(middle.rows[0]!.y).toBeLessThan(bottom.rows[0]!.y);
    expect(Math.abs((middle.rows[0]!.y + middle.rows.at(-1)!.y) / 2 - FRAME.height / 2)).toBeLessThan(middle.fontPx);
  });

  it('shrinks the font for a long edited cue rather than leaving the frame', () => {
    const long = Array.from({ length: 40 }, () => 'palavra').join(' ');
    const layout = layoutCaption(long, FRAME, 'middle', measure);
    expect(layout.fontPx).toBeLessThan(layoutCaption(CUE, FRAME, 'middle', measure).fontPx);
    for (const row of layout.rows)
      expect(measure(row.text, layout.fontPx)).toBeLessThanOrEqual(FRAME.width * (1 - 2 * SAFE_MARGINS.side));
  });
});

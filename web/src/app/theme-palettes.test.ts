import { THEME_CONDITIONS, THEME_PALETTES, themedBrand } from './theme-palettes';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Chakra's dark background (gray.950). */
const DARK_BG = '#09090b';

describe('the shop themes as brand palettes (docs/ARCHITECTURE.md §hub-themes)', () => {
  it('has the 5 themes, eleven shades each', () => {
    expect(Object.keys(THEME_PALETTES)).toEqual(['neon', 'dark', 'tropical', 'espacial', 'retro']);
    for (const shades of Object.values(THEME_PALETTES)) expect(shades).toHaveLength(11);
  });

  it.each(Object.entries(THEME_PALETTES))('%s keeps the text on and in its colours readable (4.5:1)', (_id, shades) => {
    expect(contrast('#ffffff', shades[6]!)).toBeGreaterThanOrEqual(4.5); // white on solid (600)
    expect(contrast('#ffffff', shades[7]!)).toBeGreaterThanOrEqual(4.5); // fg (700) on white
    expect(contrast(DARK_BG, shades[3]!)).toBeGreaterThanOrEqual(4.5); // fg in dark mode (300)
  });

  it('gives every brand shade the violet by default and each theme its own under its <html> condition', () => {
    const brand = themedBrand({ '600': '#7c3aed' } as Record<string, string>);
    expect(brand['600']!.value).toEqual(
      expect.objectContaining({ base: '#7c3aed', _tema_neon: THEME_PALETTES.neon![6], _tema_retro: '#c2410c' }),
    );
    expect(THEME_CONDITIONS.tema_neon).toBe('html[data-tema="neon"] &');
  });
});

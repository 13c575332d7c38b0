/**
 * The shop's themes as Chakra tokens (docs/ARCHITECTURE.md §hub-themes): each one repaints the
 * `brand` palette, which every component takes as its colorPalette, while `data-tema` on <html>
 * names it. Each solid (600) keeps white text at 4.5:1 or more, each 700 reads at 4.5:1 on white
 * and each 300 on the dark background, as `brand` does (./theme-config.ts).
 */
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

/** Each theme's eleven shades, 50 to 950, space-separated. */
const PALETTES: Readonly<Record<string, string>> = {
  // fuchsia
  neon: '#fdf4ff #fae8ff #f5d0fe #f0abfc #e879f9 #d946ef #c026d3 #a21caf #86198f #701a75 #4a044e',
  // graphite
  dark: '#fafafa #f4f4f5 #e4e4e7 #d4d4d8 #a1a1aa #71717a #52525b #3f3f46 #27272a #18181b #09090b',
  // teal, one step darker than Tailwind's so that its solid carries white text
  tropical: '#f0fdfa #ccfbf1 #99f6e4 #5eead4 #2dd4bf #0d9488 #0f766e #115e59 #134e4a #042f2e #022322',
  // indigo
  espacial: '#eef2ff #e0e7ff #c7d2fe #a5b4fc #818cf8 #6366f1 #4f46e5 #4338ca #3730a3 #312e81 #1e1b4b',
  // burnt orange
  retro: '#fff7ed #ffedd5 #fed7aa #fdba74 #fb923c #f97316 #c2410c #9a3412 #7c2d12 #431407 #2a0c04',
};

export const THEME_PALETTES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(PALETTES).map(([id, shades]) => [id, shades.split(' ')]),
);

/** The attribute on <html> that names the active theme. */
export const THEME_ATTRIBUTE = 'data-tema';

const conditionOf = (id: string) => `tema_${id}`;

/** One condition per theme, `_tema_neon`: <html> carries `data-tema="neon"`. */
export const THEME_CONDITIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(PALETTES).map((id) => [conditionOf(id), `html[${THEME_ATTRIBUTE}="${id}"] &`]),
);

/**
 * The brand palette as semantic tokens: Viraliza's violet by default, each theme's shades under its
 * condition. Tokens, not global CSS: Chakra's tokens layer comes after the base layer, so only a
 * token can re-point another. The semantic tokens built on the shades (brand.solid, brand.fg, …)
 * read their CSS variables, so light and dark both follow.
 */
export function themedBrand(violet: Readonly<Record<string, string>>) {
  return Object.fromEntries(
    SHADES.map((shade, i) => [
      shade,
      {
        value: {
          base: violet[shade]!,
          ...Object.fromEntries(
            Object.entries(THEME_PALETTES).map(([id, colors]) => [`_${conditionOf(id)}`, colors[i]!]),
          ),
        },
      },
    ]),
  );
}

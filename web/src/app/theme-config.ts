import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { THEME_CONDITIONS, themedBrand } from './theme-palettes';

/**
 * Chakra's colour palettes our screens name (brand is ours, below). Turning every palette's tokens
 * into CSS variables is most of the system's creation, one long task at start: teal, cyan and
 * purple, which no screen names, cost a phone ~35 ms there (docs/PERFORMANCE.md §content-pages).
 * scripts/build/chakra-recipes.test.ts fails when a screen names a palette left out.
 */
const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'pink'] as const;

const KEPT_COLORS = new Set<string>([
  ...PALETTES,
  // Plain colours, and the semantic groups every recipe reads.
  ...['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border'],
]);

function keptColors<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => KEPT_COLORS.has(name))) as T;
}

/**
 * Chakra's tokens and the recipes of the content pages (the landing page, the legal pages), which
 * hydrate with only these (docs/PERFORMANCE.md §content-pages); the app adds the rest (./theme.ts).
 * Chakra's bundle-optimization guide: the full set is ~100 KB of JS every page would evaluate.
 * scripts/build/chakra-recipes.test.ts fails when a component we import needs a recipe left out.
 */
export const chakraBase = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: keptColors(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: keptColors(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/**
 * Viraliza's design tokens on top of Chakra's defaults. `brand` is a violet whose
 * solid shade (600) keeps white text above 4.5:1; every component picks it up through
 * the global colorPalette.
 */
const VIOLET = {
  50: '#f5f3ff',
  100: '#ede9fe',
  200: '#ddd6fe',
  300: '#c4b5fd',
  400: '#a78bfa',
  500: '#8b5cf6',
  600: '#7c3aed',
  700: '#6d28d9',
  800: '#5b21b6',
  900: '#4c1d95',
  950: '#2e1065',
};

export const viralizaConfig = defineConfig({
  conditions: THEME_CONDITIONS,
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
  theme: {
    keyframes: {
      // The landing page's platform strip: the list twice in a row, moved by one copy's width.
      marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Success toasts and solid green buttons carry white text: green.600 gives 3.3:1, 700 gives 5:1.
        green: { solid: { value: '{colors.green.700}' } },
        // Inline field errors (12 px): Chakra's red.500 gives 3.8:1 on white, red.600 gives 4.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        brand: {
          // the shop's active theme repaints these shades (docs/ARCHITECTURE.md §hub-themes)
          ...themedBrand(VIOLET),
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

import type { SystemContext } from '@chakra-ui/react';

/**
 * Where a page's styles live (docs/ARCHITECTURE.md §prerender). Chakra's global CSS (the reset, the
 * tokens as CSS variables, the base styles: the same for every page) is written by the build into
 * every HTML file, in the element with this id; the page's own critical CSS follows it directly.
 */
export const GLOBAL_CSS_ID = 'estilos-globais';

/** Emotion's key: the class names' prefix, and the attribute its server and browser caches share. */
export const EMOTION_KEY = 'vz';

/**
 * The system as ChakraProvider receives it: without the two <Global> elements it would render for
 * the global CSS, which the HTML already has. Rendered, they serialized ~32 KB of styles on every
 * start and moved the pre-rendered <style> elements, which makes the browser restyle the whole page
 * (docs/PERFORMANCE.md §bundle).
 */
export function withoutGlobalCss(system: SystemContext): SystemContext {
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}

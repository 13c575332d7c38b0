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
  // The system as prototype, not spread: Chakra as we patch it (docs/PERFORMANCE.md §bundle) builds
  // `_global` when it is first read, and nothing in the browser reads it. Own properties defined, not
  // assigned: an assignment would hit the prototype's getter.
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  }) as SystemContext;
}

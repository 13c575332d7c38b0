import createCache from '@emotion/cache';
import { EMOTION_KEY, GLOBAL_CSS_ID } from './page-styles';

/**
 * The browser's Emotion cache. It adopts the pre-rendered page's <style> element (the build writes
 * it right after the global CSS, ./page-styles.ts) where it stands: with the global CSS as the
 * insertion point, Emotion's "insert before the next sibling" is a no-op for it, where its default
 * cache would move it to the end of <head> and make the browser restyle the page. Styles added later
 * go after it, as before.
 */
export const browserEmotionCache = createCache({
  key: EMOTION_KEY,
  insertionPoint: document.getElementById(GLOBAL_CSS_ID) ?? undefined,
});

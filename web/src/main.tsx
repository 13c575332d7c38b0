/**
 * The entry, kept tiny on purpose (docs/ARCHITECTURE.md §prerender): a pre-rendered page must
 * paint before the app's code is evaluated, so the app (its chunks already preloaded by the HTML)
 * starts one frame after the first paint; on the SPA shell that frame costs ~16 ms. A hidden tab
 * paints no frames, so it starts at once.
 */
const start = () => void import('./app/start');
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

/**
 * The entry, kept tiny on purpose (docs/ARCHITECTURE.md §prerender): a pre-rendered page must
 * paint before the app's code is evaluated, so the app (its chunks already preloaded by the HTML)
 * starts one frame after the first paint; on the SPA shell that frame costs ~16 ms. A hidden tab
 * paints no frames, so it starts at once.
 *
 * The heaviest modules are evaluated first, each in a task of its own: evaluated in one go, the app
 * is one long task that keeps a tap waiting for all of it (docs/PERFORMANCE.md §bundle).
 */
const STAGES = [
  () => import('react-dom/client'),
  () => import('./app/theme'),
  () => import('react-router-dom'),
  () => import('@tanstack/react-query'),
  () => import('@shared/zod-locale'),
  () => import('./app/start'),
];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page's chunks, listed by the build (scripts/build/web-html.ts, APP_MODULES_META), fetched in
 * parallel once the page has painted: as preload tags in the HTML they would compete with it.
 */
function preloadPageModules() {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="viraliza:modules"]')?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

async function start() {
  preloadPageModules();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
}
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));

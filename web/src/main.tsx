import { startConfigRequest } from './config-request';
import { holdEarlyInput } from './early-input';

/**
 * The entry, kept tiny on purpose (docs/ARCHITECTURE.md §prerender): a pre-rendered page must
 * paint before the app's code is evaluated, so the app (its chunks already preloaded by the HTML)
 * starts one frame after the first paint; on the SPA shell that frame costs ~16 ms. A hidden tab
 * paints no frames, so it starts at once.
 *
 * The heaviest modules are evaluated first, each in a task of its own: evaluated in one go, the app
 * is one long task that keeps a tap waiting for all of it (docs/PERFORMANCE.md §bundle).
 */
// Our own modules, never a library's namespace: `import('react-router-dom')` would mark every
// export used and keep all of it (~90 KB more of the router), where a module of ours imports only
// what it uses (docs/PERFORMANCE.md §bundle). react-dom/client is CommonJS, whole either way.
const APP_STAGES = [
  () => import('react-dom/client'),
  () => import('./app/theme-config'),
  () => import('./app/theme'),
  () => import('./app/router'),
  () => import('./lib/query-client'),
  () => import('@shared/zod-locale'),
  () => import('./app/start'),
];
/** A content page (the HTML marks it) is hydrated alone, without the app (docs/PERFORMANCE.md §content-pages). */
const CONTENT_STAGES = [
  () => import('react-dom/client'),
  () => import('./app/theme-config'),
  () => import('./app/content-theme'),
  () => import('./app/content-start'),
];
const root = document.getElementById('root');
const contentPage = root?.hasAttribute('data-content-page') ?? false;
// From now until the page answers taps, what the visitor does is held for it (docs/PERFORMANCE.md §early-input).
holdEarlyInput(root);
const STAGES = contentPage ? CONTENT_STAGES : APP_STAGES;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Preload links added per task: each request costs the browser ~0.8 ms of main thread, ~3 ms on a phone. */
const PRELOADS_PER_TASK = 4;

/**
 * The page's chunks, listed by the build (scripts/build/web-html.ts, APP_MODULES_META), fetched in
 * parallel once the page has painted: as preload tags in the HTML they would compete with it. A few
 * per task, so that ~50 of them do not make one long task (docs/PERFORMANCE.md §content-pages).
 */
async function preloadPageModules() {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="viraliza:modules"]')?.content ?? '';
  const hrefs = listed.split(' ').filter(Boolean);
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    const links = document.createDocumentFragment();
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    await nextTask();
  }
}

async function start() {
  // The app boots on /config.json: asked for with the modules, after the first paint like them,
  // it is there when the stages are done.
  if (!contentPage) startConfigRequest();
  void preloadPageModules();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
}
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));

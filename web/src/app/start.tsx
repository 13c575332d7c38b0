// zod's built-in messages (a schema check without a message of its own) in pt-BR, as on the server.
import '@shared/zod-locale';
import { routePath } from '@shared/navigation/app-routes';
import { isPrerenderedRoute } from '@shared/navigation/prerendered-routes';
import { StrictMode, startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { followColorMode } from '../lib/color-mode';
import { App } from './app';
import { PRERENDERED_PAGES } from './page-modules';
import { bootstrap } from './bootstrap';
import { browserEmotionCache } from './browser-emotion-cache';
import { useInteractiveMark } from './interactive-mark';

function BootError() {
  // It answers taps: the entry stops holding them for the app (docs/PERFORMANCE.md §early-input).
  useInteractiveMark();
  // Plain markup: this shows when the app could not start, so it depends on nothing.
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 480,
        margin: '20vh auto',
        padding: 16,
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 24 }}>Não foi possível iniciar o Viraliza</h1>
      <p style={{ color: '#52525b' }}>Verifique sua conexão e tente novamente.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '8px 16px', fontSize: 16, cursor: 'pointer' }}
      >
        Recarregar
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado em index.html');
followColorMode();

/**
 * A pre-rendered page (docs/ARCHITECTURE.md §prerender) is hydrated: React adopts the markup that
 * already painted. Any other page (the SPA shell) is rendered from scratch. The path check keeps
 * a page served for the wrong path (an old fallback) from being hydrated into another route.
 */
const prerendered = container.dataset.prerendered;
const path = routePath(window.location.pathname);

/** The pre-rendered page's module, evaluated before hydration in a task of its own (./router.tsx). */
async function pageReady(): Promise<void> {
  if (prerendered !== path || !isPrerenderedRoute(path)) return;
  await PRERENDERED_PAGES[path]();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

Promise.all([bootstrap(), pageReady()]).then(
  ([services]) => {
    const app = (
      <StrictMode>
        <CacheProvider value={browserEmotionCache}>
          <App services={services} />
        </CacheProvider>
      </StrictMode>
    );
    if (prerendered === path) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for its whole length (docs/PERFORMANCE.md §bundle): the page it adopts is
      // already painted.
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => console.warn('hidratação: a página foi redesenhada', error),
        });
      });
    } else {
      createRoot(container).render(app);
    }
  },
  (err: unknown) => {
    console.error('boot: falha ao iniciar', err);
    createRoot(container).render(<BootError />);
  },
);

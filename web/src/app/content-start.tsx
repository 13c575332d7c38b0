import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { routePath } from '@shared/navigation/app-routes';
import { isContentRoute } from '@shared/navigation/prerendered-routes';
import { followColorMode } from '../lib/color-mode';
import { browserEmotionCache } from './browser-emotion-cache';
import { ContentRoot } from './content-pages';
import { CONTENT_PAGES } from './page-modules';

/**
 * Hydrates a content page by itself (docs/PERFORMANCE.md §content-pages): its module (preloaded
 * by the HTML's module list), Chakra and React, and nothing of the app. A page served for another
 * path (an old fallback) is no content page: the app starts instead and renders that path.
 */
async function startContentPage(container: HTMLElement) {
  const path = routePath(window.location.pathname);
  if (container.dataset.prerendered !== path || !isContentRoute(path)) {
    await import('./start');
    return;
  }
  followColorMode();
  const { default: Page } = await CONTENT_PAGES[path]();
  // As a transition, like the app's hydration (./start.tsx): the page is painted already.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={browserEmotionCache}>
          <ContentRoot>
            <Page />
          </ContentRoot>
        </CacheProvider>
      </StrictMode>,
      { onRecoverableError: (error) => console.warn('hidratação: a página foi redesenhada', error) },
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('#root não encontrado em index.html');
void startContentPage(container).catch((err: unknown) => {
  // The pre-rendered page stays, readable, and its links still work without a script.
  console.error('boot: falha ao hidratar a página', err);
});

// The pre-render entry (docs/ARCHITECTURE.md §prerender): bundled for Node by the web build
// (scripts/build/prerender.ts), never shipped to the browser.
import '@shared/zod-locale';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { isContentRoute } from '@shared/navigation/prerendered-routes';
import type { AuthService } from './features/auth/auth-service';
import type { ApiClient } from './lib/api-client';
import type { AppServices } from './lib/services';
import { ContentRoot } from './app/content-pages';
import { CONTENT_PAGES } from './app/page-modules';
import { EMOTION_KEY, GLOBAL_CSS_ID } from './app/page-styles';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { system } from './app/theme';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's <style> tags for exactly that markup: the page's critical CSS. */
  styleTags: string;
}

/**
 * The services a pre-rendered page is drawn with. Nothing may call them while rendering: the page
 * is drawn as a signed-out visitor sees it before any script runs, with no environment of its
 * own (the same HTML serves the local and the AWS mode).
 */
function prerenderServices(): AppServices {
  const refuse = () => Promise.reject(new Error('pré-renderização: serviço indisponível'));
  const auth = new Proxy({} as AuthService, {
    get: (_, key) => (key === 'googleEnabled' ? true : key === 'localMode' ? false : refuse),
  });
  const config: RuntimeConfig = {
    mode: 'aws',
    apiUrl: '/api',
    wsUrl: '/ws',
    region: 'us-east-1',
    auth: { userPoolId: '', userPoolClientId: '', googleEnabled: true },
  };
  return { config, auth, api: new Proxy({} as ApiClient, { get: () => refuse }), refreshSession: refuse };
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The tree a route's page is drawn in, as the browser will hydrate it: a content page alone
 * (web/src/app/content-start.tsx), any other in the whole app (web/src/app/start.tsx).
 */
async function pageTree(path: string, origin: string) {
  if (isContentRoute(path)) {
    const { default: Page } = await CONTENT_PAGES[path]();
    return (
      <ContentRoot>
        <Page />
      </ContentRoot>
    );
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path}: a rota respondeu ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders services={prerenderServices()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/** Renders a tree with an Emotion cache of the browser's key and collects the CSS it used. */
async function renderWithStyles(tree: ReactNode) {
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(<CacheProvider value={cache}>{tree}</CacheProvider>);
  const html = await streamToString(prelude);
  return { html, chunks: emotion.extractCriticalToChunks(html), emotion };
}

/** Renders one route to HTML, waiting for its lazy page, and collects the CSS it uses. */
export async function prerenderRoute(path: string, origin: string): Promise<PrerenderedPage> {
  const { html, chunks, emotion } = await renderWithStyles(await pageTree(path, origin));
  // The providers leave the global CSS out (./app/page-styles.ts): the page's own rules only.
  if (chunks.styles.some((chunk) => chunk.key !== EMOTION_KEY))
    throw new Error(`${path}: a página trouxe CSS global, que já vai no HTML (${GLOBAL_CSS_ID})`);
  const styleTags = emotion.constructStyleTagsFromChunks(chunks);
  // `data-s` tells Emotion's browser cache the element is where it belongs (in <head>, not inside
  // #root): without it, the cache moves it to the end of <head> when the app starts.
  return { html, styleTags: styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=') };
}

/**
 * Chakra's global CSS (the reset, the tokens, the base styles), the same for every page: what
 * ChakraProvider's <Global> elements would insert, written by the build into every HTML file
 * (./app/page-styles.ts). The content pages' system has the same (scripts/build/chakra-recipes.test.ts).
 */
export async function renderGlobalCss(): Promise<string> {
  const { chunks } = await renderWithStyles(<ChakraProvider value={system}>{null}</ChakraProvider>);
  return chunks.styles.map((chunk) => chunk.css).join('');
}

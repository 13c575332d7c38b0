import { build, type Metafile } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_ROUTES, type PrerenderedRoute } from '../../shared/src/navigation/prerendered-routes';
import type * as PrerenderModule from '../../web/src/prerender';
import type { PrerenderedPage } from '../../web/src/prerender';

/**
 * Each pre-rendered route's page module (its lazy chunk in web/src/app/router.tsx): the build
 * preloads that chunk with the entry, so hydration does not wait for a second round trip.
 */
export const PAGE_MODULES: Record<PrerenderedRoute, string> = {
  '/': 'web/src/features/landing/landing-page.tsx',
  '/auth': 'web/src/features/auth/auth-page.tsx',
  '/contato': 'web/src/features/contact/contact-page.tsx',
  '/planos': 'web/src/features/billing/plans-page.tsx',
  '/politica-privacidade': 'web/src/features/legal/privacy-policy-page.tsx',
  '/termos-uso': 'web/src/features/legal/terms-of-use-page.tsx',
};

/** The output chunk of a route's page module, from the browser build's metafile. */
export function pageChunk(metafile: Metafile, route: PrerenderedRoute): string {
  const module = PAGE_MODULES[route];
  const output = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === module)?.[0];
  if (!output) throw new Error(`${route}: o build não tem o chunk de ${module}`);
  return output;
}

export interface PrerenderOptions {
  root: string;
  tsconfig: string;
  publicPath: string;
  /** The site's origin for canonical and Open Graph URLs. */
  origin: string;
  /** As the browser build's: emotion names classes differently in development, and hydration must match. */
  production: boolean;
}

export interface PrerenderResult {
  pages: Map<PrerenderedRoute, PrerenderedPage>;
  /** Chakra's global CSS, which every HTML file carries (web/src/app/page-styles.ts). */
  globalCss: string;
}

/**
 * Renders every public route to HTML with its critical CSS (docs/ARCHITECTURE.md §prerender):
 * web/src/prerender.tsx is bundled for Node (assets named as in the browser build, so their
 * URLs match) into a temporary folder, imported, and asked for each route and the global CSS.
 */
export async function prerenderRoutes(opts: PrerenderOptions): Promise<PrerenderResult> {
  const dir = await mkdtemp(join(tmpdir(), 'viraliza-prerender-'));
  try {
    const outfile = join(dir, 'prerender.mjs');
    await build({
      absWorkingDir: opts.root,
      entryPoints: [join(opts.root, 'web/src/prerender.tsx')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile,
      tsconfig: opts.tsconfig,
      jsx: 'automatic',
      publicPath: opts.publicPath,
      assetNames: '[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
      define: { 'process.env.NODE_ENV': JSON.stringify(opts.production ? 'production' : 'development') },
      // CommonJS packages bundled into ESM still call require() for Node's built-ins.
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      logLevel: 'warning',
    });
    const load = (instance: string) =>
      import(`${pathToFileURL(outfile).href}?${instance}`) as Promise<typeof PrerenderModule>;
    const globalCss = await (await load('global-css')).renderGlobalCss();
    const pages = new Map<PrerenderedRoute, PrerenderedPage>();
    for (const route of PRERENDERED_ROUTES) {
      // A fresh module instance per route, as a browser loads each page afresh: Chakra memoizes
      // its style objects across renders, keeping the property order of the first one it met, and
      // an order carried over from another page would name classes the hydration does not match.
      const { prerenderRoute } = await load(`route=${encodeURIComponent(route)}`);
      pages.set(route, await prerenderRoute(route, opts.origin));
    }
    return { pages, globalCss };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import { build } from 'esbuild';
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { barrelImportsPlugin } from './barrel-imports';
import { reportFileOf } from './build-guard';
import {
  DEFAULT_SITE_ORIGIN,
  PRERENDERED_ROUTES,
  isContentRoute,
  prerenderedFile,
  SPA_SHELL_FILE,
} from '../../shared/src/navigation/prerendered-routes';
import { documentHead } from '../../web/src/lib/document-head';
import { pageChunk, prerenderRoutes } from './prerender';
import { initialChunks, renderPageHtml } from './web-html';
import { writeWebIcons } from './web-icons';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = join(ROOT, 'web');
const ASSETS_DIR = 'assets';
const PUBLIC_PATH = `/${ASSETS_DIR}`;

export interface BuildWebOptions {
  /** Where index.html and assets/ are written (e.g. dist/web). */
  outdir: string;
  /** Minify and build for production (default true). */
  minify?: boolean;
  /** The site's origin, for the pre-rendered pages' canonical and Open Graph URLs. */
  origin?: string;
}

export interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebBuildReport {
  entry: string;
  /** The entry and every chunk it imports statically: what the first page load needs. */
  initial: BuiltFile[];
  /** Every JS/CSS file written (initial ones included). */
  all: BuiltFile[];
  /** Each pre-rendered route's HTML file and the chunks it preloads (the entry's, plus its page's). */
  pages: Array<{ route: string; file: string; htmlBytes: number; htmlGzipBytes: number; preloads: string[] }>;
  /** What the barrel plugin did (./barrel-imports.ts): 0 rewritten files means it silently stopped working. */
  barrel: { rewrittenFiles: number };
}

async function sizeOf(path: string): Promise<{ bytes: number; gzipBytes: number }> {
  const content = await readFile(path);
  return { bytes: content.byteLength, gzipBytes: gzipSync(content, { level: 9 }).byteLength };
}

/**
 * Bundles the SPA with esbuild: ESM with code splitting, hashed names under /assets,
 * `@shared/*` resolved through web/tsconfig.json; then writes the SPA shell (app.html) and the
 * public routes pre-rendered with their critical CSS (index.html, auth/index.html, …).
 * Runtime settings are not baked in: the app fetches /config.json at boot.
 */
export async function buildWebWithReport(opts: BuildWebOptions): Promise<WebBuildReport> {
  const outdir = resolve(ROOT, opts.outdir);
  const minify = opts.minify ?? true;
  const assetsOut = join(outdir, ASSETS_DIR);
  // Only what this build owns: config.json or other files a server put in outdir stay.
  await rm(assetsOut, { recursive: true, force: true });
  await mkdir(assetsOut, { recursive: true });

  const barrel = { rewrittenFiles: 0 };
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: join(WEB, 'src/main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome109', 'edge109', 'firefox115', 'safari16'],
    outdir: assetsOut,
    publicPath: PUBLIC_PATH,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    tsconfig: join(ROOT, 'web', 'tsconfig.json'),
    jsx: 'automatic',
    minify,
    sourcemap: minify ? 'linked' : 'inline',
    metafile: true,
    charset: 'utf8',
    legalComments: minify ? 'linked' : 'inline',
    define: {
      'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development'),
    },
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file', '.woff2': 'file' },
    logLevel: 'warning',
    plugins: [barrelImportsPlugin({ stats: barrel })],
  });

  const metafile = result.metafile;
  const entryOutput = Object.entries(metafile.outputs).find(([, out]) =>
    out.entryPoint?.endsWith('web/src/main.tsx'),
  )?.[0];
  if (!entryOutput) throw new Error('esbuild não produziu o entry main');
  const toUrl = (file: string) => `${PUBLIC_PATH}/${relative(assetsOut, resolve(ROOT, file)).split('\\').join('/')}`;

  // The entry only waits for a frame and imports the app (web/src/main.tsx): what the first
  // load needs is the entry plus the app's chunk and everything it imports statically.
  const appOutput = Object.entries(metafile.outputs).find(([, out]) =>
    out.entryPoint?.endsWith('web/src/app/start.tsx'),
  )?.[0];
  if (!appOutput) throw new Error('esbuild não produziu o chunk do app (web/src/app/start.tsx)');
  const initial = [...new Set([...initialChunks(metafile, entryOutput), ...initialChunks(metafile, appOutput)])];
  // A content page starts without the app (docs/PERFORMANCE.md §content-pages): its own start module instead.
  const contentOutput = Object.entries(metafile.outputs).find(([, out]) =>
    out.entryPoint?.endsWith('web/src/app/content-start.tsx'),
  )?.[0];
  if (!contentOutput)
    throw new Error('esbuild não produziu o chunk das páginas de conteúdo (web/src/app/content-start.tsx)');
  const contentInitial = initialChunks(metafile, contentOutput);
  const preload = initial.filter((f) => f !== entryOutput);
  const css = initial.map((f) => metafile.outputs[f]?.cssBundle).filter((f): f is string => !!f);
  const template = await readFile(join(WEB, 'index.html'), 'utf8');
  const origin = (opts.origin ?? DEFAULT_SITE_ORIGIN).replace(/\/+$/, '');
  const { pages: rendered, globalCss } = await prerenderRoutes({
    root: ROOT,
    tsconfig: join(WEB, 'tsconfig.json'),
    publicPath: PUBLIC_PATH,
    origin,
    production: minify,
  });
  const base = { entryUrl: toUrl(entryOutput), cssUrls: css.map(toUrl), globalCss };

  // The SPA shell, for every path without a page of its own (docs/ARCHITECTURE.md §prerender).
  await writeFile(
    join(outdir, SPA_SHELL_FILE),
    renderPageHtml(template, { ...base, preloadUrls: preload.map(toUrl), head: documentHead('/', origin) }),
  );
  const pages: WebBuildReport['pages'] = [];
  for (const route of PRERENDERED_ROUTES) {
    const page = rendered.get(route)!;
    // The page's own chunk and its static imports, fetched with the entry instead of after it.
    const own = initialChunks(metafile, pageChunk(metafile, route)).filter((f) => f !== entryOutput);
    const contentPage = isContentRoute(route);
    const preloads = [...new Set([...(contentPage ? contentInitial : preload), ...own])];
    const html = renderPageHtml(template, {
      ...base,
      preloadUrls: preloads.map(toUrl),
      head: documentHead(route, origin),
      page: { path: route, ...page, contentPage },
    });
    const file = join(outdir, prerenderedFile(route));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    pages.push({
      route,
      file: prerenderedFile(route),
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html, { level: 9 }).byteLength,
      preloads: preloads.map((f) => basename(f)),
    });
  }

  const publicDir = join(WEB, 'public');
  if (existsSync(publicDir) && (await stat(publicDir)).isDirectory()) await cp(publicDir, outdir, { recursive: true });
  await writeWebIcons(WEB, outdir);

  const describe = async (file: string): Promise<BuiltFile> => ({
    file: basename(file),
    ...(await sizeOf(resolve(ROOT, file))),
  });
  const code = Object.keys(metafile.outputs).filter((f) => /\.(js|css)$/.test(f));
  const report: WebBuildReport = {
    entry: basename(entryOutput),
    initial: await Promise.all([...initial, ...css].map(describe)),
    all: await Promise.all(code.map(describe)),
    pages,
    barrel,
  };
  // Read by the build guard after the e2e step (docs/ARCHITECTURE.md §build-guard).
  await writeFile(reportFileOf(outdir), JSON.stringify(report, null, 2));
  return report;
}

export async function buildWeb(opts: BuildWebOptions): Promise<void> {
  await buildWebWithReport(opts);
}

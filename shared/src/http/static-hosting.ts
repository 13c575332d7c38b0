/**
 * How the web build is served, defined once: CloudFront (infra/lib/constructs/hosting.ts: the
 * uploads' Cache-Control and content types, the viewer-request function's routing) and the
 * local server (scripts/local/server.ts) both follow these rules, and
 * infra/test/hosting-parity.test.ts compares the two (docs/ARCHITECTURE.md §hosting).
 * Paths here are relative to the build's root, with `/` separators and no leading slash.
 */
import { htmlFileForPath, PRERENDERED_ROUTES, SPA_SHELL_FILE } from '../navigation/prerendered-routes';

/** The folder of the hashed files esbuild writes: a new build gives them new names. */
export const ASSETS_DIR = 'assets';

/** The stage's runtime settings, fetched at boot; not a build file (the deploy or the local server writes it). */
export const RUNTIME_CONFIG_FILE = 'config.json';

/** What every build has: the landing page, and the shell's stand-in until the build writes app.html. */
export const FALLBACK_HTML_FILE = 'index.html';

/**
 * The Cache-Control of each class of file:
 * - `immutable`: hashed assets, whose name changes with their content;
 * - `revalidate`: the HTML pages and config.json, which name the current build and the stage's
 *   endpoints: the browser asks again each time (an ETag makes that a 304);
 * - `public`: the un-hashed public files (favicon, icons, manifest, robots.txt) keep their names
 *   across builds, so a day, then a week of serving the old one while fetching the new.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  public: 'public, max-age=86400, stale-while-revalidate=604800',
} as const;

export type CacheClass = keyof typeof CACHE_CONTROL;

interface FileType {
  contentType: string;
  /** A type CloudFront compresses: text, not already-compressed images or fonts. */
  compressible: boolean;
}

const FILE_TYPES: Readonly<Record<string, FileType>> = {
  html: { contentType: 'text/html; charset=utf-8', compressible: true },
  js: { contentType: 'text/javascript; charset=utf-8', compressible: true },
  css: { contentType: 'text/css; charset=utf-8', compressible: true },
  json: { contentType: 'application/json; charset=utf-8', compressible: true },
  map: { contentType: 'application/json; charset=utf-8', compressible: true },
  webmanifest: { contentType: 'application/manifest+json', compressible: true },
  svg: { contentType: 'image/svg+xml', compressible: true },
  txt: { contentType: 'text/plain; charset=utf-8', compressible: true },
  xml: { contentType: 'application/xml', compressible: true },
  png: { contentType: 'image/png', compressible: false },
  jpg: { contentType: 'image/jpeg', compressible: false },
  jpeg: { contentType: 'image/jpeg', compressible: false },
  webp: { contentType: 'image/webp', compressible: false },
  ico: { contentType: 'image/x-icon', compressible: false },
  woff2: { contentType: 'font/woff2', compressible: false },
};

const UNKNOWN_TYPE: FileType = { contentType: 'application/octet-stream', compressible: false };

/**
 * CloudFront compresses only objects from 1,000 to 10,000,000 bytes; the local server keeps the
 * same bounds, so a small file travels the same way on both.
 */
export const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;

export interface StaticFileRule {
  cacheClass: CacheClass;
  cacheControl: string;
  contentType: string;
  compressible: boolean;
}

/** The extension of a file's name, lower-case, without the dot; '' when it has none. */
export function extensionOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The class of a built file (see CACHE_CONTROL). */
export function cacheClassOf(file: string): CacheClass {
  if (file.startsWith(`${ASSETS_DIR}/`)) return 'immutable';
  if (file === RUNTIME_CONFIG_FILE || extensionOf(file) === 'html') return 'revalidate';
  return 'public';
}

/** How a built file is served: its Cache-Control, its content type, whether it may be compressed. */
export function staticFileRule(file: string): StaticFileRule {
  const cacheClass = cacheClassOf(file);
  const type = FILE_TYPES[extensionOf(file)] ?? UNKNOWN_TYPE;
  return { cacheClass, cacheControl: CACHE_CONTROL[cacheClass], ...type };
}

/** Whether a body of this rule and size travels compressed to a client that accepts it. */
export function compressesBody(rule: StaticFileRule, bytes: number): boolean {
  return rule.compressible && bytes >= COMPRESSIBLE_BYTES.min && bytes <= COMPRESSIBLE_BYTES.max;
}

/**
 * Whether a request path names a file (its last segment has an extension: `/favicon.svg`,
 * `/assets/main-X.js`) rather than a page (`/`, `/auth`, `/criar/simples`). A missing file is
 * a 404; a page is always answered with HTML. The app's routes have no dot in their last segment.
 */
export function namesFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.lastIndexOf('.') > 0;
}

/** The shell for the paths no pre-rendered page answers: app.html, or index.html in a build without one. */
export function shellFile(has: (file: string) => boolean): string {
  return has(SPA_SHELL_FILE) ? SPA_SHELL_FILE : FALLBACK_HTML_FILE;
}

/** The HTML file a page path is answered with: its pre-rendered page when the build has it, else the shell. */
export function pageFileForPath(pathname: string, has: (file: string) => boolean): string {
  const file = htmlFileForPath(pathname);
  return file !== SPA_SHELL_FILE && has(file) ? file : shellFile(has);
}

/**
 * The page routing as data, for CloudFront's viewer-request function: each pre-rendered route
 * (without a trailing slash) to its file, and the shell for every other page path.
 */
export function pageRouting(has: (file: string) => boolean): { routes: Record<string, string>; shell: string } {
  return {
    routes: Object.fromEntries(PRERENDERED_ROUTES.map((route) => [route, pageFileForPath(route, has)])),
    shell: shellFile(has),
  };
}

import { routePath } from './app-routes';

/**
 * The public routes the web build pre-renders to HTML (issue 15, performance): their headline
 * and forms paint before any script runs, then React hydrates them. Every other path gets the
 * SPA shell. The build (scripts/build/prerender.ts) writes these files, and the local server
 * and CloudFront both map a request path to them the same way (docs/ARCHITECTURE.md §hosting).
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/auth',
  '/contato',
  '/planos',
  '/politica-privacidade',
  '/termos-uso',
] as const;

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

export function isPrerenderedRoute(route: string): route is PrerenderedRoute {
  return (PRERENDERED_ROUTES as readonly string[]).includes(route);
}

/**
 * The pre-rendered routes whose page is content alone (no form, no data, no session): each is
 * hydrated by itself, without the router, React Query or the app's services, so a phone runs a
 * fraction of the app's code before the page answers a tap (docs/PERFORMANCE.md §content-pages).
 * Their links to the app's pages are plain page loads.
 */
export const CONTENT_ROUTES = [
  '/',
  '/politica-privacidade',
  '/termos-uso',
] as const satisfies readonly PrerenderedRoute[];

export type ContentRoute = (typeof CONTENT_ROUTES)[number];

export function isContentRoute(route: string): route is ContentRoute {
  return (CONTENT_ROUTES as readonly string[]).includes(route);
}

/** The SPA shell: no page in it, only the boot spinner; served for every other path. */
export const SPA_SHELL_FILE = 'app.html';

/** The file a pre-rendered route is written to, relative to the web build's root. */
export function prerenderedFile(route: PrerenderedRoute): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * The HTML file a request path is answered with: its pre-rendered page (a trailing slash is
 * the same page), or the shell. Query strings are not part of `pathname`.
 */
export function htmlFileForPath(pathname: string): string {
  const path = routePath(pathname);
  const route = PRERENDERED_ROUTES.find((r) => r === path);
  return route ? prerenderedFile(route) : SPA_SHELL_FILE;
}

/**
 * The origin the pre-rendered pages name in their canonical and Open Graph URLs when the build is
 * given none: the local server's default. `npm start` builds with its own port; the AWS deployment
 * replaces this origin with the distribution's URL as it uploads the pages (infra hosting.ts).
 */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

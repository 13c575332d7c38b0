import { routePath } from '@shared/navigation/app-routes';

/**
 * When the session check (and with it Amplify, in its own chunk) starts: at boot on pages that
 * need to know who is signed in, otherwise the first time a screen asks for the session status
 * (useAuthStatus). The landing page, /contato and the legal pages never ask, so their critical
 * path carries no auth code (docs/ARCHITECTURE.md §prerender).
 */

/** Public pages that never read the session. */
export const SESSION_FREE_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/contato',
  '/politica-privacidade',
  '/termos-uso',
]);

/** Whether the URL is the hosted UI's redirect back (Google sign-in): Amplify must read its code. */
export function isOAuthReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}

/** Whether the session check must start at boot for this URL: any page but the session-free ones, and any OAuth return. */
export function needsSessionAtBoot(url: { pathname: string; search: string }): boolean {
  return isOAuthReturn(url.search) || !SESSION_FREE_PATHS.has(routePath(url.pathname));
}

let start: (() => void) | null = null;
let demanded = false;

/** The composition root registers how to start the session check. */
export function onSessionDemand(starter: () => void): void {
  start = starter;
  if (demanded) starter();
}

/** A screen needs the session status: start the check once (idempotent). */
export function demandSession(): void {
  demanded = true;
  start?.();
}

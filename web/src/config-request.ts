/**
 * The request for /config.json, which the entry (web/src/main.tsx) starts with the page's modules:
 * the app's boot waits for the answer, so asked for by the app's last stage it put a round trip
 * between the last script and hydration (docs/PERFORMANCE.md §bundle).
 *
 * The entry imports this module alone, so esbuild keeps it inside the entry's own file: shared with
 * the app, it would be a chunk of its own that the entry waits for before its first line, a request
 * in the page's critical path. The app takes the request back through a property of `window`.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** Where the entry leaves the request for the app (read by web/src/config.ts). */
export const EARLY_CONFIG_REQUEST = '__viralizaConfigRequest';

export function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
}

/** Starts the request now; the app's boot takes its answer. */
export function startConfigRequest(): void {
  const request = fetchRuntimeConfig();
  // Failures are the boot's to report, when it takes the answer; until then they are not unhandled.
  request.catch(() => {});
  (globalThis as Record<string, unknown>)[EARLY_CONFIG_REQUEST] = request;
}

/**
 * The request for /config.json, which the entry (web/src/main.tsx) may start before the app's code
 * is evaluated: the app's boot waits for the answer, so asked for at the end of the stages it put
 * a round trip between the last script and hydration (docs/PERFORMANCE.md §bundle). A module of
 * its own, free of zod, so the entry carries only these lines.
 */
export const RUNTIME_CONFIG_PATH = '/config.json';

export function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<Response> {
  return fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
}

let early: Promise<Response> | undefined;

/** Starts the request now; the app's boot takes its answer (`takeEarlyConfigRequest`). */
export function startConfigRequest(): void {
  early = fetchRuntimeConfig();
  // Failures are the boot's to report, when it takes the answer; until then they are not unhandled.
  early.catch(() => {});
}

/** The early request, once: a later load (or a test) fetches afresh. */
export function takeEarlyConfigRequest(): Promise<Response> | undefined {
  const request = early;
  early = undefined;
  return request;
}

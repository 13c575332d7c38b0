/**
 * How long a generation job may take (docs/ARCHITECTURE.md §generation-jobs). Infra sizes the
 * worker Lambda from these (functions/src/routes.ts, GENERATION_WORKER), and the stale sweep
 * counts from them, not from the HTTP function's 29 s.
 */

/** The worker Lambda's timeout: a 30-minute script or a series on a slow model fits. */
export const WORKER_TIMEOUT_S = 300;

/** The longest an invoke event may wait for a worker before Lambda drops it (to the failure destination). */
export const WORKER_MAX_EVENT_AGE_S = 120;

/** The model call is given up this long before the worker's timeout, leaving time to refund or save. */
export const WORKER_WRITE_TIMEOUT_MS = (WORKER_TIMEOUT_S - 30) * 1000;

/**
 * A generation still pending this long after its charge is dead: its event waited at most
 * WORKER_MAX_EVENT_AGE_S, its worker ran at most WORKER_TIMEOUT_S, plus a minute of margin, so a
 * live worker is never taken for a dead one (docs/DATA-MODEL.md L6).
 */
export const STALE_GENERATION_MS = (WORKER_MAX_EVENT_AGE_S + WORKER_TIMEOUT_S + 60) * 1000;

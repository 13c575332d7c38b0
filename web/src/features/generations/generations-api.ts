import { API_ERROR_CODES, type ApiErrorCode } from '@shared/errors/api-error';
import type { GenerationView } from '@shared/generations/generation.schema';
import * as generationsApi from '@shared/generations/generations.api';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { realtimeBus } from '../realtime/realtime-bus';

/** GET /api/generations/{id}: where one of the user's generations stands (docs/ARCHITECTURE.md §generation-jobs). */
export function getGeneration(api: ApiClient, id: string, signal?: AbortSignal): Promise<GenerationView> {
  return api.call(generationsApi.get, { params: { id }, signal });
}

/** How often a page asks while its generation runs; a `script.done` or `script.failed` event asks at once. */
export const POLL_MS = 2000;

export interface WaitOptions {
  /** Each answer while it runs: the text streamed so far, to show after a reload. */
  onView?: (view: GenerationView) => void;
  /** Calls `wake` when the socket says the generation ended; answers the unsubscribe. */
  subscribe?: (wake: () => void) => () => void;
  /** Calls `wake` when the socket reconnects (its end may have been missed); the app's bus by default. */
  reconnects?: (wake: () => void) => () => void;
  signal?: AbortSignal;
  /** The pause between two asks (tests pass their own). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Waits for a generation job to end (docs/ARCHITECTURE.md §generation-jobs): asks the server, then every
 * POLL_MS or as soon as the socket says it ended, so a lost socket or a reload still gets the result.
 * Answers the finished view; a failed one throws its pt-BR message as an ApiError.
 */
export async function waitForGeneration(api: ApiClient, id: string, opts: WaitOptions = {}): Promise<GenerationView> {
  const sleep = opts.sleep ?? pause;
  for (;;) {
    const view = await getGeneration(api, id, opts.signal);
    if (view.status === 'failed') throw failureOf(view);
    if (view.status === 'done') return view;
    opts.onView?.(view);
    await untilWoken(sleep, opts);
  }
}

function untilWoken(sleep: NonNullable<WaitOptions['sleep']>, opts: WaitOptions): Promise<void> {
  const stops: Array<() => void> = [];
  const reconnects = opts.reconnects ?? ((wake: () => void) => realtimeBus.onReconnected(wake));
  const woken = new Promise<void>((resolve) => {
    if (opts.subscribe) stops.push(opts.subscribe(resolve));
    stops.push(reconnects(resolve));
  });
  return Promise.race([sleep(POLL_MS, opts.signal), woken]).finally(() => stops.forEach((stop) => stop()));
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), reject(signal.reason)), { once: true });
  });
}

/** A failed job as the error a failed request would have been (its code, its pt-BR message). */
function failureOf(view: GenerationView): ApiError {
  const code: ApiErrorCode = (API_ERROR_CODES as readonly string[]).includes(view.error ?? '')
    ? (view.error as ApiErrorCode)
    : 'internal';
  // 200: the read itself went well; the job is what failed
  return new ApiError(200, code, view.message ?? 'Erro ao gerar roteiro');
}

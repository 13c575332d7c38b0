import type { TextWriter, WriteOptions, WritePrompt } from '../../core/ports';

/**
 * How long the model may stay silent before the fallback writes instead: what is left of the
 * request's 26 s (generation/write-timeout.ts) once the offline writer's 3 s of streaming and a
 * margin are kept.
 */
export const FIRST_DELTA_TIMEOUT_MS = 20_000;

/** Error codes of a server that cannot be reached (Node's sockets and fetch). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** True when the error, or one it was caused by, says the server could not be reached. */
export function isUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 6) return false;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE.has(e.code)) return true;
  // 'localhost' tries ::1 and 127.0.0.1: an AggregateError holds both refusals
  if (Array.isArray(e.errors) && e.errors.some((x) => isUnreachable(x, depth + 1))) return true;
  return isUnreachable(e.cause, depth + 1);
}

/**
 * A model writer that the offline writer stands in for when the model cannot be reached
 * (docs/LOCAL-MODE.md §local-model): `npm start` found a model on this machine, and it stopped
 * answering since. Only before the model streamed anything: a connection refused or reset, or
 * no first delta within FIRST_DELTA_TIMEOUT_MS. A model that answered with an error status, or
 * broke off mid-stream, fails as before (the caller refunds); the caller's own timeout or
 * cancellation is never overridden. `onWrittenBy` tells the caller which writer wrote, so the
 * saved label is the truth. The model check ('diagnostic') never falls back: it asks the model.
 *
 * @example new FallbackWriter(new OpenAiWriter(opts), new OfflineWriter())
 */
export class FallbackWriter implements TextWriter {
  readonly kind: TextWriter['kind'];

  /** `giveUp` is the silence seam: a signal that fires when the model has been silent too long (tests fire it by hand). */
  constructor(
    private readonly primary: TextWriter,
    private readonly fallback: TextWriter,
    private readonly giveUp: () => AbortSignal = () => AbortSignal.timeout(FIRST_DELTA_TIMEOUT_MS),
  ) {
    this.kind = primary.kind;
  }

  async write(prompt: WritePrompt, opts: WriteOptions): Promise<string> {
    if (prompt.task.kind === 'diagnostic') return this.primary.write(prompt, opts);
    let streamed = false;
    let silent = false;
    const stop = new AbortController();
    const onCaller = () => stop.abort(opts.signal?.reason);
    const silence = this.giveUp();
    const onSilence = () => {
      if (streamed) return;
      silent = true;
      stop.abort(silence.reason);
    };
    if (opts.signal?.aborted) onCaller();
    opts.signal?.addEventListener('abort', onCaller, { once: true });
    silence.addEventListener('abort', onSilence, { once: true });
    try {
      return await this.primary.write(prompt, {
        ...opts,
        signal: stop.signal,
        onDelta: (text) => {
          streamed = true;
          opts.onDelta(text);
        },
      });
    } catch (err) {
      if (streamed || opts.signal?.aborted || !(silent || isUnreachable(err))) throw err;
      opts.onWrittenBy?.(this.fallback.kind);
      return this.fallback.write(prompt, opts);
    } finally {
      opts.signal?.removeEventListener('abort', onCaller);
      silence.removeEventListener('abort', onSilence);
    }
  }
}

import type { TextWriter, WritePrompt } from '../../core/ports';
import { WriterError } from '../../core/errors';
import { composeEdit, composeScript } from './offline/compose';

/** A long script still streams in about this long: chunks grow instead of the wait. */
const MAX_STREAM_MS = 3000;

/**
 * The local default writer: no network, no model. It composes a real pt-BR script from
 * the creator's inputs (see offline/compose.ts) and streams it a few words at a time with
 * a small delay, so the local app behaves like a model that types. Deterministic: the
 * same task always gives the same text.
 *
 * @example new OfflineWriter({ delayMs: 0 }).write(prompt, { onDelta: console.log })
 */
export class OfflineWriter implements TextWriter {
  readonly kind = 'offline' as const;
  private readonly delayMs: number;

  constructor(opts: { delayMs?: number } = {}) {
    this.delayMs = opts.delayMs ?? 18;
  }

  /** The text a task gets, without streaming. */
  compose(prompt: WritePrompt): string {
    const task = prompt.task;
    if (task.kind === 'script') return composeScript(task.request);
    if (task.kind === 'edit') return composeEdit(task.original, task.instruction, task.duration, task.request);
    return 'Diagnóstico: o redator offline está respondendo normalmente.';
  }

  async write(prompt: WritePrompt, opts: { onDelta: (text: string) => void; signal?: AbortSignal }): Promise<string> {
    const text = this.compose(prompt);
    const tokens = text.match(/\S+\s*/g) ?? [];
    // 2 words per chunk every 2 × delayMs; bigger chunks (same pace) when the whole text
    // would otherwise take longer than MAX_STREAM_MS.
    const chunkDelay = this.delayMs * 2;
    const maxChunks = chunkDelay > 0 ? Math.max(1, Math.floor(MAX_STREAM_MS / chunkDelay)) : Number.POSITIVE_INFINITY;
    const wordsPerChunk = Math.max(2, Math.ceil(tokens.length / maxChunks));
    const leading = text.match(/^\s*/)?.[0] ?? '';
    let sent = leading;
    if (leading) opts.onDelta(leading);
    for (let i = 0; i < tokens.length; i += wordsPerChunk) {
      if (opts.signal?.aborted) throw new WriterError('A geração foi cancelada.', { cause: opts.signal.reason });
      if (i > 0 && chunkDelay > 0) await sleep(chunkDelay);
      const chunk = tokens.slice(i, i + wordsPerChunk).join('');
      sent += chunk;
      opts.onDelta(chunk);
    }
    return sent;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

import type { TextWriter, WritePrompt } from '../../core/ports';
import { WriterError } from '../../core/errors';
import { analyse, analyseEdit } from './offline/analyse';
import { composeAnswer } from './offline/compose';
import { composeEdit } from './offline/edit';
import { composeStructured } from './offline/ideas';
import { composeImagePrompt } from './offline/image-prompt';
import { composeCoach } from './offline/coach';

/** Slowed, an idea tool's answer streams as long as a script of this many seconds (docs/LOCAL-MODE.md §writer). */
const STRUCTURED_SLOW_S = 600;

/** A long script still streams in about this long: chunks grow instead of the wait. */
const MAX_STREAM_MS = 3000;

/**
 * The local default writer: no network, no model. It composes a real pt-BR script from
 * the creator's inputs (offline/analyse.ts reads them, offline/compose.ts writes) and streams it a few words at a time with
 * a small delay, so the local app behaves like a model that types. Deterministic: the
 * same task always gives the same text.
 *
 * @example new OfflineWriter({ delayMs: 0 }).write(prompt, { onDelta: console.log })
 */
export class OfflineWriter implements TextWriter {
  readonly kind = 'offline' as const;
  private readonly delayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly msPerMinute: number;

  /**
   * `sleep` is the pacing seam: tests pass a recorder and assert the pace without the wall clock.
   * `msPerMinute` (OFFLINE_DELAY_MS) makes it as slow as a model under load: a script takes that long
   * per minute of video to stream, so a person and the e2e tests see the long path (docs/LOCAL-MODE.md §writer).
   */
  constructor(opts: { delayMs?: number; sleep?: (ms: number) => Promise<void>; msPerMinute?: number } = {}) {
    this.delayMs = opts.delayMs ?? 18;
    this.sleep = opts.sleep ?? realSleep;
    this.msPerMinute = opts.msPerMinute ?? 0;
  }

  /** The slow setting's time for the script's length (null when not slowed): the whole text streams in it. */
  private slowMs(prompt: WritePrompt): number | null {
    const task = prompt.task;
    const seconds =
      task.kind === 'script'
        ? task.request.duracao
        : task.kind === 'edit'
          ? task.duration
          : task.kind === 'structured'
            ? STRUCTURED_SLOW_S
            : 0;
    return this.msPerMinute > 0 && seconds > 0 ? (seconds / 60) * this.msPerMinute : null;
  }

  /** The text a task gets, without streaming: a script task's answer carries each script's extras, like a model's. */
  compose(prompt: WritePrompt): string {
    const task = prompt.task;
    // one way through: the request is read once into a Brief, and the composer writes from it alone
    if (task.kind === 'script')
      return composeAnswer(analyse(task.request, { seed: task.seed, wpm: task.wordsPerMinute }));
    if (task.kind === 'edit')
      return composeEdit(analyseEdit(task.original, task.instruction, task.duration, task.request));
    if (task.kind === 'structured') return composeStructured(task.tool, task.input, task.seed);
    if (task.kind === 'image-prompt') return composeImagePrompt(task.prompt, task.style, task.seed);
    if (task.kind === 'coach') return composeCoach(task.figures, task.seed);
    return 'Diagnóstico: o redator offline está respondendo normalmente.';
  }

  async write(prompt: WritePrompt, opts: { onDelta: (text: string) => void; signal?: AbortSignal }): Promise<string> {
    // the extras appendices (one JSON line after each `=== DADOS ===`) are hidden from the live
    // view, so each goes out in one chunk and only the script text is paced
    const segments = this.compose(prompt).split(APPENDIX);
    const visible = segments.filter((_, i) => i % 2 === 0);
    const tokens = visible.flatMap((s) => s.match(/\S+\s*/g) ?? []);
    // 2 words per chunk every 2 × delayMs; bigger chunks (same pace) when the whole text
    // would otherwise take longer than MAX_STREAM_MS. Slow (msPerMinute): 2 words per chunk, the
    // pause stretched so the whole takes its set time.
    const slow = this.slowMs(prompt);
    const streamMs = slow ?? MAX_STREAM_MS;
    const chunkDelay = slow !== null ? slow / Math.max(1, Math.ceil(tokens.length / 2)) : this.delayMs * 2;
    const maxChunks = chunkDelay > 0 ? Math.max(1, Math.floor(streamMs / chunkDelay)) : Number.POSITIVE_INFINITY;
    const wordsPerChunk = Math.max(2, Math.ceil(tokens.length / maxChunks));
    let sent = '';
    let chunks = 0;
    const emit = (chunk: string) => {
      sent += chunk;
      opts.onDelta(chunk);
    };
    for (const [i, segment] of segments.entries()) {
      if (i % 2 === 1) {
        emit(segment);
        continue;
      }
      const leading = segment.match(/^\s*/)?.[0] ?? '';
      if (leading) emit(leading);
      const words = segment.match(/\S+\s*/g) ?? [];
      for (let w = 0; w < words.length; w += wordsPerChunk) {
        if (opts.signal?.aborted) throw new WriterError('A geração foi cancelada.', { cause: opts.signal.reason });
        if (chunks++ > 0 && chunkDelay > 0) await this.sleep(chunkDelay);
        emit(words.slice(w, w + wordsPerChunk).join(''));
      }
    }
    return sent;
  }
}

/** An extras appendix as composeAnswer writes it: the delimiter line and one JSON line. */
const APPENDIX = /(\n*=== DADOS ===\n[^\n]*\n*)/;

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

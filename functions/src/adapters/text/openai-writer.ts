import { MAX_OUTPUT_TOKENS } from '@shared/scripts/script.schema';
import { WriterError } from '../../core/errors';
import type { TextWriter, WriteOptions, WritePrompt } from '../../core/ports';
import { stoppedError, type StopReason } from '../../core/stop-reason';
import { temperatureFor } from '../../core/sampling';

/**
 * Server-sent events, incrementally: feed it bytes as they arrive and it returns the
 * `data:` payloads of every event that is complete (multi-line data joined with \n,
 * comments and other fields ignored, CRLF or LF line endings).
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private readonly decoder = new TextDecoder();

  push(chunk: Uint8Array | string): string[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const out: string[] = [];
    let nl: number;
    while ((nl = this.buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + (this.buffer.startsWith('\r\n', nl) ? 2 : 1));
      if (line === '') {
        if (this.data.length) out.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith('data:')) {
        this.data.push(line.slice(5).replace(/^ /, ''));
      }
    }
    return out;
  }

  /** Whatever event the stream ended in the middle of. */
  end(): string[] {
    const rest = this.buffer.startsWith('data:') ? [...this.data, this.buffer.slice(5).replace(/^ /, '')] : this.data;
    this.buffer = '';
    this.data = [];
    return rest.length ? [rest.join('\n')] : [];
  }
}

/** The text of one chat.completion.chunk ('' for role-only or empty chunks) and its `finish_reason`, if any. */
export function readChunk(payload: string): { text: string; finishReason: string | null } {
  const parsed = JSON.parse(payload) as {
    choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
    error?: { message?: string };
  };
  if (parsed.error)
    throw new WriterError('O serviço de IA respondeu com um erro. Tente novamente.', { cause: parsed.error });
  const choice = parsed.choices?.[0];
  const content = choice?.delta?.content;
  return {
    text: typeof content === 'string' ? content : '',
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : null,
  };
}

/** The text of one chat.completion.chunk, '' for role-only or empty chunks. */
export const chunkText = (payload: string): string => readChunk(payload).text;

/**
 * `finish_reason` in the writers' words (docs/ARCHITECTURE.md §writers.stop-reason): `length` is a cut
 * answer; a stream that ended with neither a finish_reason nor `[DONE]` was interrupted.
 */
export function openAiStop(finishReason: string | null, sawDone: boolean): StopReason {
  if (finishReason === 'length') return 'truncated';
  if (finishReason === 'content_filter') return 'refused';
  return finishReason || sawDone ? 'end' : 'interrupted';
}

const TOO_SLOW = 'O modelo de IA demorou demais para responder. Tente novamente.';
const isAbort = (err: unknown) =>
  ['AbortError', 'TimeoutError'].includes((err as { name?: string } | null)?.name ?? '');

function statusError(status: number, cause: unknown): WriterError {
  if (status === 429)
    return new WriterError('O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.', {
      cause,
      code: 'rate_limited',
    });
  if (status === 401 || status === 403)
    return new WriterError('O serviço de IA recusou a credencial configurada. Avise o suporte.', { cause });
  if (status >= 400 && status < 500)
    return new WriterError('O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.', { cause });
  return new WriterError('O serviço de IA está indisponível no momento. Tente novamente em instantes.', { cause });
}

/**
 * Any OpenAI-compatible server (`POST {baseUrl}/chat/completions`, `stream: true`),
 * e.g. a local Ollama or llama.cpp server. Uses the global fetch.
 */
export class OpenAiWriter implements TextWriter {
  readonly kind = 'openai' as const;

  constructor(
    private readonly opts: { baseUrl: string; model: string; apiKey?: string },
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async write(prompt: WritePrompt, opts: WriteOptions): Promise<string> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.opts.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(this.opts.apiKey ? { authorization: `Bearer ${this.opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.opts.model,
          stream: true,
          max_tokens: opts.maxTokens ?? MAX_OUTPUT_TOKENS,
          temperature: temperatureFor(prompt.task),
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
        }),
        signal: opts.signal,
      });
    } catch (err) {
      if (isAbort(err)) throw new WriterError(TOO_SLOW, { cause: err });
      throw new WriterError('Não foi possível falar com o serviço de IA. Tente novamente em instantes.', {
        cause: err,
      });
    }
    if (!res.ok || !res.body) throw statusError(res.status, await res.text().catch(() => ''));

    const parser = new SseParser();
    let text = '';
    let done = false;
    let finishReason: string | null = null;
    const take = (payloads: string[]) => {
      for (const p of payloads) {
        if (p.trim() === '[DONE]') {
          done = true;
          return;
        }
        const chunk = readChunk(p);
        finishReason = chunk.finishReason ?? finishReason;
        const delta = chunk.text;
        if (delta) {
          text += delta;
          opts.onDelta(delta);
        }
      }
    };
    try {
      const reader = res.body.getReader();
      while (!done) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        take(parser.push(value));
      }
      if (!done) take(parser.end());
      await reader.cancel().catch(() => {});
    } catch (err) {
      if (err instanceof WriterError) throw err;
      if (isAbort(err)) throw new WriterError(TOO_SLOW, { cause: err });
      throw new WriterError('A resposta do modelo de IA foi interrompida. Tente novamente.', { cause: err });
    }
    const stopped = stoppedError(openAiStop(finishReason, done), prompt.task, { finishReason });
    if (stopped) throw stopped;
    return text;
  }
}

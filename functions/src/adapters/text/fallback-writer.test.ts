import { createServer } from 'node:net';
import type { WriterKind } from '@shared/scripts/script.schema';
import { WriterError } from '../../core/errors';
import type { TextWriter, WriteOptions, WritePrompt } from '../../core/ports';
import { FallbackWriter, isUnreachable } from './fallback-writer';
import { OfflineWriter } from './offline-writer';
import { OpenAiWriter } from './openai-writer';
import { refusedConnection } from '../../../test/support/writers';

const prompt: WritePrompt = {
  version: 'questions.test',
  system: 'Responda só com JSON.',
  user: 'Nicho: fitness',
  task: { kind: 'structured', tool: 'questions', input: { niche: 'fitness', quantity: 5 }, seed: 'seed-1' },
};
const offline = () => new OfflineWriter({ delayMs: 0 });

/** A loopback port nothing listens on: a connection there is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Calls `write` and records what the caller sees: the deltas and who wrote. */
async function call(writer: TextWriter, opts: Partial<WriteOptions> = {}) {
  const deltas: string[] = [];
  let writtenBy: WriterKind = writer.kind;
  const text = await writer.write(prompt, {
    onDelta: (d) => deltas.push(d),
    onWrittenBy: (kind) => (writtenBy = kind),
    ...opts,
  });
  return { text, deltas, writtenBy };
}

/** A model writer scripted by `answer`, which gets the options the wrapper passed. */
const model = (answer: (opts: WriteOptions) => Promise<string>): TextWriter => ({
  kind: 'openai',
  write: (_p, opts) => answer(opts),
});

describe('FallbackWriter: a local model that stops answering', () => {
  it('writes with the offline writer, labelled offline, when the model refuses the connection', async () => {
    const port = await closedPort();
    const writer = new FallbackWriter(
      new OpenAiWriter({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'llama3.1:8b' }),
      offline(),
    );
    expect(writer.kind).toBe('openai');
    const { text, deltas, writtenBy } = await call(writer);
    expect(text).toBe(offline().compose(prompt));
    expect(deltas.join('')).toBe(text);
    expect(writtenBy).toBe('offline');
  });

  it("keeps the model's answer and its label when the model answers", async () => {
    const writer = new FallbackWriter(
      model(async ({ onDelta }) => {
        onDelta('{"questions":');
        onDelta('["Como começar?"]}');
        return '{"questions":["Como começar?"]}';
      }),
      offline(),
    );
    expect(await call(writer)).toEqual({
      text: '{"questions":["Como começar?"]}',
      deltas: ['{"questions":', '["Como começar?"]}'],
      writtenBy: 'openai',
    });
  });

  it('fails as before when the model breaks off after streaming a delta', async () => {
    const writer = new FallbackWriter(
      model(async ({ onDelta }) => {
        onDelta('{"questions":');
        throw refusedConnection();
      }),
      offline(),
    );
    await expect(call(writer)).rejects.toThrow('Não foi possível falar com o serviço de IA');
  });

  it('fails as before when the model answers with an error status', async () => {
    const writer = new FallbackWriter(
      model(async () => {
        throw new WriterError('O serviço de IA está indisponível no momento. Tente novamente em instantes.');
      }),
      offline(),
    );
    await expect(call(writer)).rejects.toThrow('indisponível');
  });

  it('falls back when the model stays silent until it is given up on, and not once it has spoken', async () => {
    // the model waits for its signal, as a fetch to a hung server does
    const hung = model(
      ({ signal }) =>
        new Promise((_resolve, reject) =>
          signal!.addEventListener('abort', () => reject(new WriterError('O modelo de IA demorou demais.'))),
        ),
    );
    const silence = new AbortController();
    const pending = call(new FallbackWriter(hung, offline(), () => silence.signal));
    silence.abort();
    expect((await pending).writtenBy).toBe('offline');

    // a model that has spoken keeps its time: giving up on silence no longer stops it
    const later = new AbortController();
    let finish: (text: string) => void = () => {};
    const speaking = model(({ onDelta, signal }) => {
      onDelta('{"questions":');
      return new Promise((resolve, reject) => {
        finish = resolve;
        signal!.addEventListener('abort', () => reject(new WriterError('cancelado')));
      });
    });
    const answered = call(new FallbackWriter(speaking, offline(), () => later.signal));
    later.abort();
    finish('{"questions":["Como começar?"]}');
    expect(await answered).toMatchObject({ text: '{"questions":["Como começar?"]}', writtenBy: 'openai' });
  });

  it("never overrides the caller's own timeout or cancellation", async () => {
    const caller = new AbortController();
    caller.abort(new DOMException('tempo esgotado', 'TimeoutError'));
    const writer = new FallbackWriter(
      model(async ({ signal }) => {
        expect(signal!.aborted).toBe(true);
        throw refusedConnection();
      }),
      offline(),
    );
    await expect(call(writer, { signal: caller.signal })).rejects.toThrow('Não foi possível falar');
  });

  it('asks the model alone for the model check', async () => {
    const writer = new FallbackWriter(
      model(async () => {
        throw refusedConnection();
      }),
      offline(),
    );
    await expect(writer.write({ ...prompt, task: { kind: 'diagnostic' } }, { onDelta: () => {} })).rejects.toThrow(
      'Não foi possível falar',
    );
  });
});

describe('isUnreachable', () => {
  it('reads the connection error through the causes, an AggregateError too', () => {
    expect(isUnreachable(refusedConnection())).toBe(true);
    const both = new AggregateError([Object.assign(new Error('::1'), { code: 'ECONNREFUSED' })], 'connect');
    expect(isUnreachable(new WriterError('x', { cause: new TypeError('fetch failed', { cause: both }) }))).toBe(true);
    expect(isUnreachable(new WriterError('O serviço de IA está indisponível no momento.'))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });
});

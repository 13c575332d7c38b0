import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { scriptPrompt } from '../../scripts/prompts';
import { OpenAiWriter, SseParser, chunkText } from './openai-writer';

const enc = new TextEncoder();
const prompt = scriptPrompt({ mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' });
const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

function sseResponse(parts: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(enc.encode(p));
      c.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('SseParser', () => {
  it('returns complete events only, across chunk boundaries and CRLF', () => {
    const p = new SseParser();
    expect(p.push('data: {"a"')).toEqual([]);
    expect(p.push(':1}\r\n')).toEqual([]);
    expect(p.push('\r\n: comment\n\nevent: x\ndata: dois\ndata: linhas\n\n')).toEqual(['{"a":1}', 'dois\nlinhas']);
  });

  it('decodes UTF-8 split between chunks', () => {
    const p = new SseParser();
    const bytes = enc.encode('data: ação\n\n');
    expect([...p.push(bytes.slice(0, 8)), ...p.push(bytes.slice(8))]).toEqual(['ação']);
  });

  it('keeps an unterminated last event for end()', () => {
    const p = new SseParser();
    p.push('data: [DONE]');
    expect(p.end()).toEqual(['[DONE]']);
  });
});

describe('chunkText', () => {
  it('reads delta.content and ignores role-only chunks', () => {
    expect(chunkText('{"choices":[{"delta":{"content":"Oi"}}]}')).toBe('Oi');
    expect(chunkText('{"choices":[{"delta":{"role":"assistant"}}]}')).toBe('');
  });
});

describe('OpenAiWriter', () => {
  it('posts a streaming chat completion and yields the deltas', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return sseResponse([chunk('[GANCHO]\n'), chunk('Você erra'), chunk(' nisso.') + 'data: [DONE]\n\n']);
    }) as unknown as typeof fetch;
    const writer = new OpenAiWriter({ baseUrl: 'http://llm.local/v1', model: 'qwen', apiKey: 'k' }, fetchImpl);
    const seen: string[] = [];
    expect(await writer.write(prompt, { onDelta: (t) => seen.push(t) })).toBe('[GANCHO]\nVocê erra nisso.');
    expect(seen).toEqual(['[GANCHO]\n', 'Você erra', ' nisso.']);
    expect(calls[0]![0]).toBe('http://llm.local/v1/chat/completions');
    expect(calls[0]![1].headers).toMatchObject({ authorization: 'Bearer k' });
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({
      model: 'qwen',
      stream: true,
      max_tokens: 4000,
      temperature: 0.7,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
    });
  });

  it.each([
    [429, 'rate_limited', 'O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.'],
    [400, 'internal', 'O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.'],
    [503, 'internal', 'O serviço de IA está indisponível no momento. Tente novamente em instantes.'],
  ])('maps HTTP %i to a pt-BR WriterError', async (status, code, message) => {
    const writer = new OpenAiWriter(
      { baseUrl: 'http://llm.local/v1', model: 'qwen' },
      (async () => new Response('nope', { status })) as unknown as typeof fetch,
    );
    await expect(writer.write(prompt, { onDelta: () => {} })).rejects.toMatchObject({
      name: 'WriterError',
      code,
      message,
    });
  });

  it('maps a connection failure to a pt-BR WriterError', async () => {
    const writer = new OpenAiWriter({ baseUrl: 'http://llm.local/v1', model: 'qwen' }, (async () =>
      Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch);
    await expect(writer.write(prompt, { onDelta: () => {} })).rejects.toThrow(
      'Não foi possível falar com o serviço de IA. Tente novamente em instantes.',
    );
  });
});

/** A tiny OpenAI-compatible server on 127.0.0.1: it streams the chunks it is given for the next request. */
describe('OpenAiWriter against an OpenAI-compatible server', () => {
  let server: Server;
  let baseUrl = '';
  let next: string[] = [];
  const bodies: unknown[] = [];
  const finish = (reason: string) =>
    `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: reason }] })}\n\n`;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(next.join(''));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const write = () => new OpenAiWriter({ baseUrl, model: 'qwen' }).write(prompt, { onDelta: () => {} });

  it('returns an answer that finished with finish_reason stop', async () => {
    next = [chunk('[GANCHO]\n'), chunk('Você erra nisso.'), finish('stop'), 'data: [DONE]\n\n'];
    await expect(write()).resolves.toBe('[GANCHO]\nVocê erra nisso.');
    expect(bodies.at(-1)).toMatchObject({ model: 'qwen', stream: true });
  });

  it('fails an answer cut at the token cap (finish_reason length) with the pt-BR refund message', async () => {
    next = [chunk('[GANCHO]\n'), chunk('Você erra'), finish('length'), 'data: [DONE]\n\n'];
    await expect(write()).rejects.toMatchObject({
      name: 'StoppedAnswerError',
      stopReason: 'truncated',
      message: 'O roteiro ficou longo demais e foi cortado. Seus créditos foram devolvidos.',
    });
  });

  it('writes an idea tool JSON answer at temperature 0.3', async () => {
    next = [chunk('{}'), finish('stop')];
    const json = { ...prompt, task: { kind: 'structured', tool: 'questions', input: {}, seed: 's' } } as const;
    await new OpenAiWriter({ baseUrl, model: 'qwen' }).write(json, { onDelta: () => {} });
    expect(bodies.at(-1)).toMatchObject({ temperature: 0.3 });
  });

  it('fails a stream that ended with neither a finish_reason nor [DONE] as interrupted', async () => {
    next = [chunk('[GANCHO]\n'), chunk('Você erra')];
    await expect(write()).rejects.toMatchObject({ stopReason: 'interrupted' });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { detectLocalModel } from './local-model';

/** A tiny server on 127.0.0.1 that answers `routes` as JSON (404 elsewhere); `hang` never answers. */
async function fakeServer(routes: Record<string, unknown>, opts: { hang?: boolean } = {}) {
  const server = http.createServer((req, res) => {
    if (opts.hang) return; // the detection's timeout ends it
    const body = routes[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the local model detection (docs/LOCAL-MODE.md §local-model)', () => {
  it('finds Ollama with a chat model pulled, past an embedding model', async () => {
    const s = await fakeServer({
      '/api/tags': { models: [{ name: 'nomic-embed-text:latest' }, { name: 'llama3.1:8b' }] },
    });
    try {
      await expect(detectLocalModel({ origin: s.origin })).resolves.toEqual({
        baseUrl: `${s.origin}/v1`,
        model: 'llama3.1:8b',
        server: 'Ollama',
      });
    } finally {
      await s.close();
    }
  });

  it('finds any OpenAI-compatible server by its /v1/models', async () => {
    const s = await fakeServer({ '/v1/models': { object: 'list', data: [{ id: 'qwen2.5-7b-instruct' }] } });
    try {
      await expect(detectLocalModel({ origin: s.origin })).resolves.toEqual({
        baseUrl: `${s.origin}/v1`,
        model: 'qwen2.5-7b-instruct',
        server: 'servidor compatível com OpenAI',
      });
    } finally {
      await s.close();
    }
  });

  it('keeps the offline writer when Ollama runs with no model pulled', async () => {
    const s = await fakeServer({ '/api/tags': { models: [] }, '/v1/models': { data: [] } });
    try {
      await expect(detectLocalModel({ origin: s.origin })).resolves.toBeNull();
    } finally {
      await s.close();
    }
  });

  it('keeps the offline writer when nothing listens, or the server does not answer in time', async () => {
    const s = await fakeServer({});
    const closed = s.origin;
    await s.close();
    await expect(detectLocalModel({ origin: closed })).resolves.toBeNull();

    const slow = await fakeServer({}, { hang: true });
    try {
      await expect(detectLocalModel({ origin: slow.origin, timeoutMs: 20 })).resolves.toBeNull();
    } finally {
      await slow.close();
    }
  });

  it('asks only this machine', async () => {
    const fetch = jest.fn();
    for (const origin of ['http://192.168.0.10:11434', 'http://example.com:11434', 'https://localhost:11434', 'nada'])
      await expect(detectLocalModel({ origin, fetch })).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

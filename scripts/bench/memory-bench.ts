/**
 * The local server's memory under a stream of GETs (docs/LOCAL-MODE.md §memory): starts the whole
 * local app with its inspector open, fires rounds of mixed requests (pages, assets, /config.json,
 * /api/health, a demo account's authenticated API reads, 404s) and reads the server's
 * `process.memoryUsage()` and a full GC through the inspector, so nothing in the server is
 * there only for the bench.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startLocalApp } from './local-app';

const ROOT = path.resolve(__dirname, '../..');
const ROUNDS = 5;
const PER_ROUND = 10_000;
const CONCURRENCY = 8;
const IDLE_MS = 10_000;

/** A Chrome DevTools Protocol session on the server's inspector. */
export async function inspector(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (m: { result?: unknown; error?: { message: string } }) => void>();
  const chunks: string[] = [];
  socket.on('message', (data) => {
    const m = JSON.parse(String(data)) as {
      id?: number;
      method?: string;
      params?: { chunk?: string };
      result?: unknown;
      error?: { message: string };
    };
    if (m.id) pending.get(m.id)?.(m);
    else if (m.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(m.params!.chunk!);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, (m) => (pending.delete(id), m.error ? reject(new Error(m.error.message)) : resolve(m.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** Evaluates an expression in the server (Node's command-line API: `require` is there). */
    async evaluate<T>(expression: string): Promise<T> {
      const r = (await send('Runtime.evaluate', { expression, returnByValue: true, includeCommandLineAPI: true })) as {
        result: { value: T };
        exceptionDetails?: { text: string };
      };
      if (r.exceptionDetails) throw new Error(r.exceptionDetails.text);
      return r.result.value;
    },
    gc: () => send('HeapProfiler.collectGarbage'),
    /** A heap snapshot of the server (V8's .heapsnapshot JSON), taken after a full GC. */
    async heapSnapshot(): Promise<unknown> {
      chunks.length = 0;
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      return JSON.parse(chunks.splice(0).join('')) as unknown;
    },
    close: () => socket.close(),
  };
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`;

/** A demo account's access token, through the /cognito proxy as the web app signs in. */
export async function signIn(baseUrl: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as { auth: { userPoolClientId: string } };
  const res = await fetch(`${baseUrl}/cognito/`, {
    method: 'POST',
    headers: {
      origin: baseUrl,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.auth.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'pro@viraliza.demo', PASSWORD: 'viraliza123' },
    }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** The request mix: what a browser asks for, plus API reads and misses. */
export function requestMix(assets: string[]): Array<{ path: string; auth?: boolean }> {
  return [
    { path: '/' },
    { path: '/planos' },
    { path: '/auth' },
    { path: '/criar' },
    ...assets.slice(0, 4).map((a) => ({ path: a })),
    { path: '/config.json' },
    { path: '/api/health' },
    { path: '/api/health' },
    { path: '/api/profile', auth: true },
    { path: '/api/subscription', auth: true },
    { path: '/api/scripts', auth: true },
    { path: '/api/images', auth: true },
    { path: '/api/profile' }, // 401
    { path: '/assets/nao-existe.js' }, // 404
    { path: '/api/scripts/nao-existe', auth: true }, // 404
  ];
}

/**
 * Fires `count` GETs, `CONCURRENCY` at a time, over a keep-alive agent; every tenth on a fresh
 * connection, as browsers and probes open new ones. Answers are read to the end.
 */
export async function fire(
  baseUrl: string,
  token: string,
  count: number,
  mix: Array<{ path: string; auth?: boolean }>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number, number>();
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const r = mix[i % mix.length]!;
      const req = http.get(
        `${baseUrl}${r.path}`,
        {
          agent: i % 10 === 0 ? false : agent,
          headers: { 'accept-encoding': 'br, gzip', ...(r.auth ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
          res.resume().once('end', resolve).once('error', reject);
        },
      );
      req.once('error', reject);
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return statuses;
}

export async function benchMemory(): Promise<string> {
  const webDir = path.join(ROOT, 'dist', 'web');
  const app = await startLocalApp({ skipWebBuild: fs.existsSync(path.join(webDir, 'index.html')), inspect: true });
  const lines: string[] = [];
  try {
    if (!app.inspectorUrl) throw new Error('the server did not open its inspector');
    const server = await inspector(app.inspectorUrl);
    const memory = () => server.evaluate<Memory>('process.memoryUsage()');
    const files = (fs.readdirSync(webDir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(webDir, f)).isFile())
      .sort()
      .map((f) => ({ path: `/${f.split(path.sep).join('/')}` }));
    const mix = requestMix(files.map((f) => f.path).filter((f) => /^\/assets\/.*\.(js|css)$/.test(f)));
    const token = await signIn(app.baseUrl);
    await fire(app.baseUrl, token, mix.length * 10, mix); // warm-up: every route of the mix, its files compressed
    await server.gc();
    const rows: Array<[string, Memory, string]> = [['after start and a warm-up', await memory(), '']];
    // The static-file cache holds each build file once it is asked for (docs/LOCAL-MODE.md §web-build).
    await fire(app.baseUrl, token, files.length, files);
    await server.gc();
    rows.push([`every build file once (${files.length}), then a full GC`, await memory(), '']);
    const statuses = new Map<number, number>();
    for (let round = 1; round <= ROUNDS; round++) {
      const started = performance.now();
      for (const [status, n] of await fire(app.baseUrl, token, PER_ROUND, mix))
        statuses.set(status, (statuses.get(status) ?? 0) + n);
      const seconds = (performance.now() - started) / 1000;
      rows.push([
        `after ${(round * PER_ROUND).toLocaleString('en-US')} requests`,
        await memory(),
        `${(PER_ROUND / seconds).toFixed(0)} req/s`,
      ]);
    }
    await new Promise((r) => setTimeout(r, IDLE_MS));
    rows.push([`idle ${IDLE_MS / 1000} s`, await memory(), '']);
    await server.gc();
    rows.push(['then a full GC', await memory(), '']);
    server.close();

    const total = ROUNDS * PER_ROUND;
    lines.push('## Local server memory (npm start, mixed GETs)');
    lines.push('');
    lines.push(
      `\`scripts/local/start.ts\` with its inspector open, ${total.toLocaleString('en-US')} GETs in ${ROUNDS} rounds, ${CONCURRENCY} at a time (keep-alive; every tenth on a new connection):`,
    );
    lines.push(
      `pre-rendered pages, JS/CSS assets (brotli), /config.json, /api/health, a demo account's /api/profile, /api/subscription, /api/scripts and /api/images, a 401 and two 404s,`,
    );
    lines.push(`after one request for every file of the build, which fills the static-file cache.`);
    lines.push(
      `Figures are the server's \`process.memoryUsage()\`, read through the inspector; the GCs are the inspector's full collection (docs/LOCAL-MODE.md §memory).`,
    );
    lines.push(
      `Answers: ${[...statuses].map(([s, n]) => `${n.toLocaleString('en-US')} × ${s}`).join(', ')}. Load average when measured: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs.`,
    );
    lines.push('');
    lines.push('| when | RSS | heapUsed | heapTotal | external | arrayBuffers | rate |');
    lines.push('|---|---:|---:|---:|---:|---:|---:|');
    for (const [when, m, rate] of rows)
      lines.push(
        `| ${when} | ${mb(m.rss)} | ${mb(m.heapUsed)} | ${mb(m.heapTotal)} | ${mb(m.external)} | ${mb(m.arrayBuffers)} | ${rate || '—'} |`,
      );
    const filled = rows[1]![1];
    const last = rows.at(-1)![1];
    lines.push('');
    lines.push(
      `From the full file cache to the end, after ${total.toLocaleString('en-US')} more requests and a GC: heapUsed ${signedMb(last.heapUsed - filled.heapUsed)}, external ${signedMb(last.external - filled.external)}, RSS ${signedMb(last.rss - filled.rss)}.`,
    );
  } finally {
    await app.stop();
  }
  return lines.join('\n');
}

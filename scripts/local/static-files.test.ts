import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chooseEncoding, createStaticFiles } from './static-files';
import { listenOnLoopback } from './test-support';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, before any decoding. */
  raw: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(answer.raw).toString('utf8');
  return answer.raw.toString('utf8');
}

/** Text of at least `bytes` bytes that names its file, so a test can tell which file answered. */
const filler = (name: string, bytes = 4_000) =>
  `<!-- ${name} -->\n${'Crie vídeos virais com inteligência artificial. '.repeat(Math.ceil(bytes / 48))}`;

function writeBuild(dir: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

/** Serves a build folder the way scripts/local/server.ts does: the URL's pathname, as parsed there. */
async function serveBuild(dir: string) {
  const files = createStaticFiles(dir);
  return listenOnLoopback(
    http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/config.json')
        return void files.sendGenerated(req, res, 'config.json', Buffer.from(JSON.stringify({ mode: 'local' })));
      void files.serve(req, res, url.pathname);
    }),
  );
}

describe('chooseEncoding: brotli, else gzip, else none', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('static files of the web build (docs/ARCHITECTURE.md §hosting)', () => {
  let base: string;
  let dir: string;
  let server: Awaited<ReturnType<typeof listenOnLoopback>>;
  const js = filler('assets/main-ABC12345.js', 20_000);
  const png = Buffer.alloc(5_000, 7);

  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-static-'));
    dir = path.join(base, 'web');
    writeBuild(dir, {
      'index.html': filler('index.html'),
      'app.html': filler('app.html'),
      'auth/index.html': filler('auth/index.html'),
      'assets/main-ABC12345.js': js,
      'assets/small-ABC12345.css': 'a{}',
      'icon-192.png': png,
      'favicon.svg': filler('favicon.svg', 2_000),
      'manifest.webmanifest': '{"name":"Viraliza"}',
    });
    // Beside the build, where no request may reach.
    fs.writeFileSync(path.join(base, 'secret.txt'), 'segredo');
    server = await serveBuild(dir);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('sends brotli when the client accepts it, with Vary and the length of what went over the wire', async () => {
    const res = await request(`${server.url}/assets/main-ABC12345.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.raw.length);
    expect(res.raw.length).toBeLessThan(Buffer.byteLength(js) / 5);
    expect(decoded(res)).toBe(js);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await request(`${server.url}/assets/main-ABC12345.js`, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decoded(res)).toBe(js);
    }
  });

  it('sends the bytes as they are to a client that accepts no coding, still with Vary', async () => {
    const res = await request(`${server.url}/assets/main-ABC12345.js`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.raw.toString('utf8')).toBe(js);
  });

  it('never compresses a PNG, and does not vary it', async () => {
    const res = await request(`${server.url}/icon-192.png`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.raw.equals(png)).toBe(true);
  });

  it('leaves a text file under 1,000 bytes plain, as CloudFront does', async () => {
    const res = await request(`${server.url}/assets/small-ABC12345.css`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.toString('utf8')).toBe('a{}');
  });

  it('types the manifest as application/manifest+json', async () => {
    const res = await request(`${server.url}/manifest.webmanifest`);
    expect(res.headers['content-type']).toBe('application/manifest+json');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('answers a page again with 304 when If-None-Match names its ETag, and 200 for another', async () => {
    const first = await request(`${server.url}/auth`, { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await request(`${server.url}/auth`, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' });
    // The same tag, strong or in a list, is the same version.
    expect((await request(`${server.url}/auth`, { 'if-none-match': `"x", ${etag.slice(2)}` })).status).toBe(304);

    const other = await request(`${server.url}/auth`, { 'if-none-match': 'W/"outra-versao"' });
    expect(other.status).toBe(200);
    expect(decoded(other)).toContain('<!-- auth/index.html -->');
  });

  it('answers config.json, made at run time, under the same rules: no-cache, JSON, an ETag and 304', async () => {
    const res = await request(`${server.url}/config.json`);
    expect(res.headers).toMatchObject({
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(JSON.parse(res.raw.toString('utf8'))).toEqual({ mode: 'local' });
    const again = await request(`${server.url}/config.json`, { 'if-none-match': res.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const get = await request(`${server.url}/`, { 'accept-encoding': 'br' });
    const head = await request(`${server.url}/`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    for (const name of ['content-type', 'cache-control', 'etag', 'content-encoding', 'content-length', 'vary'])
      expect(head.headers[name]).toBe(get.headers[name]);
  });

  it('refuses other methods', async () => {
    expect((await request(`${server.url}/`, {}, 'POST')).status).toBe(405);
  });

  it.each([
    ['/', 'index.html'],
    ['/auth', 'auth/index.html'],
    ['/auth/', 'auth/index.html'],
    ['/contato', 'app.html'], // not pre-rendered in this build: the shell
    ['/criar/simples', 'app.html'],
    ['/nao-existe', 'app.html'],
    ['/index.html', 'index.html'],
  ])('answers the page path %s with %s', async (p, file) => {
    const res = await request(`${server.url}${p}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.raw.toString('utf8')).toContain(`<!-- ${file} -->`);
  });

  it.each(['/assets/nope-ABC12345.js', '/nao-existe.png', '/auth/nope.html'])(
    'answers a missing file (%s) with 404, not a page',
    async (p) => {
      const res = await request(`${server.url}${p}`);
      expect(res.status).toBe(404);
      expect(res.raw.toString('utf8')).not.toContain('<!--');
    },
  );

  it.each(['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt', '/..%5Csecret.txt'])(
    'refuses to leave the build folder (%s)',
    async (p) => {
      const res = await request(`${server.url}${p}`);
      expect(res.status).toBe(404);
      expect(res.raw.toString('utf8')).not.toContain('segredo');
    },
  );

  it('answers a malformed path with 400', async () => {
    expect((await request(`${server.url}/%E0%A4%A.js`)).status).toBe(400);
  });

  it('compresses a file once per version: same size and mtime serve the cached bytes, a new mtime the new ones', async () => {
    const file = path.join(dir, 'assets', 'cached-ABC12345.js');
    const mtime = new Date('2026-01-01T12:00:00Z'); // whole milliseconds, so writing it back gives the same mtime
    fs.writeFileSync(file, filler('first'));
    fs.utimesSync(file, mtime, mtime);
    const first = decoded(await request(`${server.url}/assets/cached-ABC12345.js`, { 'accept-encoding': 'br' }));
    expect(first).toContain('<!-- first -->');

    // Same length, same mtime: still the first version's bytes, so nothing was read or compressed again.
    fs.writeFileSync(file, filler('other'));
    fs.utimesSync(file, mtime, mtime);
    const cached = decoded(await request(`${server.url}/assets/cached-ABC12345.js`, { 'accept-encoding': 'br' }));
    expect(cached).toContain('<!-- first -->');

    fs.utimesSync(file, mtime, new Date(mtime.getTime() + 5_000));
    const rebuilt = decoded(await request(`${server.url}/assets/cached-ABC12345.js`, { 'accept-encoding': 'br' }));
    expect(rebuilt).toContain('<!-- other -->');
  });
});

describe('static files of a build without app.html or pre-rendered pages (today’s build)', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof listenOnLoopback>>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-static-old-'));
    writeBuild(dir, { 'index.html': filler('index.html') });
    server = await serveBuild(dir);
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/auth', '/criar/simples'])('answers %s with index.html', async (p) => {
    const res = await request(`${server.url}${p}`);
    expect(res.status).toBe(200);
    expect(res.raw.toString('utf8')).toContain('<!-- index.html -->');
  });
});

describe('static files without a build', () => {
  it('says how to build it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-static-none-'));
    const server = await serveBuild(dir);
    try {
      const res = await request(`${server.url}/`);
      expect(res.status).toBe(503);
      expect(JSON.parse(res.raw.toString('utf8'))).toMatchObject({ error: 'web_not_built' });
    } finally {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

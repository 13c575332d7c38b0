import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  compressesBody,
  namesFile,
  pageFileForPath,
  staticFileRule,
  type StaticFileRule,
} from '@shared/http/static-hosting';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * CloudFront compresses on the fly at a level it does not publish; CDNs typically run brotli at
 * 4–6 there. Quality 5 keeps the local bytes close to what users get (quality 11 would flatter
 * the bench by ~10 %) and costs ~20 ms per 200 KB once, where 11 costs ~0.8 s.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip' | 'identity';

/** A file's bytes as sent: the original, and its compressed forms when its type and size allow. */
interface Prepared {
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The encoding to send: brotli when the client accepts it, else gzip, else none, as CloudFront
 * chooses. `q=0` refuses a coding; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks of it). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

async function prepare(bytes: Buffer, rule: StaticFileRule): Promise<Prepared> {
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  if (!compressesBody(rule, bytes.length)) return { etag, identity: bytes };
  // zlib's async calls run on libuv's pool: the event loop keeps answering meanwhile.
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(bytes, { level: GZIP_LEVEL }),
  ]);
  return { etag, identity: bytes, br, gzip: gz };
}

/** Sends prepared bytes with the rule's headers, compressed as the request allows, or a 304. */
function send(req: IncomingMessage, res: ServerResponse, rule: StaticFileRule, prepared: Prepared): void {
  const headers: Record<string, string | number> = {
    'content-type': rule.contentType,
    'cache-control': rule.cacheControl,
    etag: prepared.etag,
  };
  // The answer depends on Accept-Encoding for every compressible type, even when this one went out plain.
  if (rule.compressible) headers.vary = 'Accept-Encoding';
  if (matchesEtag(req.headers['if-none-match'], prepared.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = (encoding !== 'identity' && prepared[encoding]) || prepared.identity;
  if (body !== prepared.identity) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export interface StaticFiles {
  /** Answers a GET or HEAD for the web build: a file, a page, or a 404. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /** Answers with bytes made at run time (config.json) under a build file's rules. */
  sendGenerated(req: IncomingMessage, res: ServerResponse, file: string, bytes: Buffer): Promise<void>;
}

/**
 * The web build as CloudFront serves it (docs/ARCHITECTURE.md §hosting): a path that names a
 * file gets that file or a 404; any other path gets its pre-rendered page or the shell. Headers
 * come from shared/src/http/static-hosting.ts. Each file is read and compressed once per
 * version (path, size and mtime), then served from memory: a rebuild is picked up on the next
 * request, and no request pays for compression again.
 */
export function createStaticFiles(webDir: string): StaticFiles {
  const root = path.resolve(webDir);
  const cache = new Map<string, { version: string; prepared: Promise<Prepared> }>();
  const generated = new Map<string, { bytes: Buffer; prepared: Promise<Prepared> }>();

  /** The absolute path of a build file, or undefined when it is missing or outside the build. */
  function locate(file: string): { abs: string; stat: fs.Stats } | undefined {
    const abs = path.resolve(root, file);
    if (!abs.startsWith(root + path.sep)) return undefined;
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    return stat?.isFile() ? { abs, stat } : undefined;
  }

  function preparedFile(abs: string, stat: fs.Stats, rule: StaticFileRule): Promise<Prepared> {
    const version = `${stat.size}:${stat.mtimeMs}`;
    const hit = cache.get(abs);
    if (hit?.version === version) return hit.prepared;
    const prepared = fs.promises.readFile(abs).then((bytes) => prepare(bytes, rule));
    cache.set(abs, { version, prepared });
    prepared.catch(() => cache.delete(abs));
    return prepared;
  }

  return {
    async serve(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('Método não permitido.');
      }
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end('Caminho inválido.');
      }
      // Which pre-rendered pages the build has is checked per request here; CloudFront learns it at synth.
      const file = namesFile(decoded)
        ? decoded.replace(/^\/+/, '')
        : pageFileForPath(decoded, (f) => locate(f) !== undefined);
      const located = locate(file);
      if (!located) {
        if (!namesFile(decoded)) {
          res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          return void res.end(JSON.stringify({ error: 'web_not_built', message: 'Rode npm run build:web.' }));
        }
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
        return void res.end('Arquivo não encontrado.');
      }
      const rule = staticFileRule(path.relative(root, located.abs).split(path.sep).join('/'));
      send(req, res, rule, await preparedFile(located.abs, located.stat, rule));
    },

    async sendGenerated(req, res, file, bytes) {
      const rule = staticFileRule(file);
      let hit = generated.get(file);
      if (!hit || !hit.bytes.equals(bytes)) {
        hit = { bytes, prepared: prepare(bytes, rule) };
        generated.set(file, hit);
      }
      send(req, res, rule, await hit.prepared);
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock, ObjectStore } from '../../core/ports';

/** Where the local server serves objects (scripts/local/server.ts): same origin as the SPA. */
export const LOCAL_OBJECTS_PATH = '/_objects/';

/** Keys the local store accepts: path segments of safe characters, no `..`, no leading slash. */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const CONTENT_TYPE_SUFFIX = '.content-type';

function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((s) => s === '..' || s.endsWith(CONTENT_TYPE_SUFFIX)))
    throw new Error(`invalid object key ${JSON.stringify(key)}`);
}

function signatureOf(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/**
 * Checks a signed object URL's parts (docs/LOCAL-MODE.md §objects): the HMAC over the key and
 * the expiry, and that the expiry has not passed. Constant-time comparison.
 */
export function verifyObjectSignature(
  secret: string,
  key: string,
  expires: string | null,
  signature: string | null,
  nowMs: number,
): boolean {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  const exp = Number(expires);
  if (exp * 1000 <= nowMs) return false;
  const expected = Buffer.from(signatureOf(secret, key, exp));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The object store in local mode: files under `DATA_DIR/objects/<key>` (their content type
 * beside them), read by the browser through URLs the local server checks: an HMAC of the key
 * and the expiry, with a secret drawn at each `npm start` (docs/LOCAL-MODE.md §objects).
 */
export class LocalObjectStore implements ObjectStore {
  constructor(
    private readonly opts: {
      dir: string;
      secret: string;
      clock: Clock;
      /** Prefix of the signed URLs; the SPA and the server share an origin, so a path. */
      urlPrefix?: string;
    },
  ) {}

  private fileOf(key: string): string {
    assertKey(key);
    const root = path.resolve(this.opts.dir);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`invalid object key ${JSON.stringify(key)}`);
    return file;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file + CONTENT_TYPE_SUFFIX, contentType);
    await fs.writeFile(file, bytes);
  }

  async signedGetUrl(key: string, ttlSeconds: number): Promise<string> {
    assertKey(key);
    const expires = Math.floor(this.opts.clock.now().getTime() / 1000) + Math.max(1, Math.floor(ttlSeconds));
    const signature = signatureOf(this.opts.secret, key, expires);
    return `${this.opts.urlPrefix ?? LOCAL_OBJECTS_PATH}${key}?exp=${expires}&sig=${signature}`;
  }

  /** The object's bytes and type, or null (the local server, after checking the signature). */
  async read(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.fileOf(key);
    try {
      const [bytes, contentType] = await Promise.all([
        fs.readFile(file),
        fs.readFile(file + CONTENT_TYPE_SUFFIX, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await Promise.all([fs.rm(file, { force: true }), fs.rm(file + CONTENT_TYPE_SUFFIX, { force: true })]);
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (!prefix.endsWith('/')) throw new Error(`refusing to delete prefix ${JSON.stringify(prefix)}`);
    const dir = this.fileOf(prefix.slice(0, -1));
    const files = await fs
      .readdir(dir, { recursive: true, withFileTypes: true })
      .catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
    const count = files.filter((f) => f.isFile() && !f.name.endsWith(CONTENT_TYPE_SUFFIX)).length;
    await fs.rm(dir, { recursive: true, force: true });
    return count;
  }
}

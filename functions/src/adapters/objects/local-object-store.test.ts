import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalObjectStore, verifyObjectSignature } from './local-object-store';

const SECRET = 'a-local-secret-of-32-characters!';
let dir: string;
let nowMs = Date.parse('2026-03-15T09:30:00.000Z');
const clock = { now: () => new Date(nowMs) };
let store: LocalObjectStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'objects-'));
  nowMs = Date.parse('2026-03-15T09:30:00.000Z');
  store = new LocalObjectStore({ dir, secret: SECRET, clock });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function partsOf(url: string) {
  const u = new URL(url, 'http://localhost');
  return { key: u.pathname.replace('/_objects/', ''), exp: u.searchParams.get('exp'), sig: u.searchParams.get('sig') };
}

describe('LocalObjectStore', () => {
  it('writes the bytes under DATA_DIR/objects/<key> and reads them back with their type', async () => {
    await store.put('users/ana/avatar/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'users/ana/avatar/a.webp'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await store.read('users/ana/avatar/a.webp')).toEqual({
      bytes: Buffer.from([1, 2, 3]),
      contentType: 'image/webp',
    });
    expect(await store.read('users/ana/avatar/none.webp')).toBeNull();
  });

  it('signs a URL that works until its expiry, and not after', async () => {
    const { key, exp, sig } = partsOf(await store.signedGetUrl('users/ana/avatar/a.webp', 60));
    expect(key).toBe('users/ana/avatar/a.webp');
    expect(verifyObjectSignature(SECRET, key, exp, sig, nowMs)).toBe(true);
    expect(verifyObjectSignature(SECRET, key, exp, sig, nowMs + 59_000)).toBe(true);
    expect(verifyObjectSignature(SECRET, key, exp, sig, nowMs + 60_000)).toBe(false);
  });

  it('refuses a tampered key, expiry or signature, and another secret', async () => {
    const { key, exp, sig } = partsOf(await store.signedGetUrl('users/ana/avatar/a.webp', 60));
    expect(verifyObjectSignature(SECRET, 'users/bia/avatar/a.webp', exp, sig, nowMs)).toBe(false);
    expect(verifyObjectSignature(SECRET, key, String(Number(exp) + 3600), sig, nowMs)).toBe(false);
    expect(verifyObjectSignature(SECRET, key, exp, `${sig!.slice(0, -1)}A`, nowMs)).toBe(false);
    expect(verifyObjectSignature('another-secret-of-32-characters!', key, exp, sig, nowMs)).toBe(false);
    expect(verifyObjectSignature(SECRET, key, null, sig, nowMs)).toBe(false);
    expect(verifyObjectSignature(SECRET, key, 'soon', sig, nowMs)).toBe(false);
  });

  it('refuses keys that climb out of its folder', async () => {
    for (const key of ['../etc/passwd', 'users/../../x', '/abs', 'users/ana/a.webp.content-type', ''])
      await expect(store.put(key, new Uint8Array([1]), 'image/webp')).rejects.toThrow('invalid object key');
  });

  it('deletes one object, and a prefix with everything under it', async () => {
    await store.put('users/ana/avatar/a.webp', new Uint8Array([1]), 'image/webp');
    await store.put('users/ana/images/b.png', new Uint8Array([2]), 'image/png');
    await store.put('users/bia/avatar/c.webp', new Uint8Array([3]), 'image/webp');
    await store.delete('users/ana/avatar/a.webp');
    await store.delete('users/ana/avatar/a.webp'); // gone already: no error
    expect(await store.read('users/ana/avatar/a.webp')).toBeNull();
    expect(await store.deletePrefix('users/ana/')).toBe(1);
    expect(fs.existsSync(path.join(dir, 'users/ana'))).toBe(false);
    expect(await store.read('users/bia/avatar/c.webp')).not.toBeNull();
    expect(await store.deletePrefix('users/nobody/')).toBe(0);
    await expect(store.deletePrefix('users/bia')).rejects.toThrow('refusing');
  });
});

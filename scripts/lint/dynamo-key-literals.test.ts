/**
 * Every key of the single table is built in keys.ts and laid out by an entity module
 * (docs/DATA-MODEL.md §items): a store under adapters/dynamo that writes `'PROFILE'` or
 * `` `USER#${id}` `` by hand has an item type the entity modules do not know. This test takes the
 * fixed parts of every key keys.ts builds and fails on any of them written as a string literal
 * in an adapter file that is neither keys.ts nor an `*.entity.ts` (comments may name keys).
 */
import fs from 'node:fs';
import path from 'node:path';
import { keys } from '../../functions/src/adapters/dynamo/keys';

const ROOT = path.resolve(__dirname, '..', '..');
const DYNAMO_DIR = 'functions/src/adapters/dynamo';
const KEY_TABLE = `${DYNAMO_DIR}/keys.ts`;
const ENTITY_FILE = /\.entity\.ts$/;
const TEST_FILE = /\.test\.ts$/;
const HOLE = '\u0000';

/** The fixed parts of the keys keys.ts builds: `USER#`, `PROFILE`, `RATE#`, `WINDOW#`… */
export function keyFragments(): string[] {
  const parts = Object.values(keys).flatMap((k): string[] => {
    if (typeof k === 'string') return [k];
    const built: unknown = (k as (...args: string[]) => unknown)(HOLE, HOLE, HOLE);
    const texts = typeof built === 'string' ? [built] : Object.values(built as Record<string, string>);
    return texts.flatMap((t) => t.split(HOLE));
  });
  return [...new Set(parts.filter((p) => /^[A-Z][A-Z_]*#?$/.test(p)))];
}

const STRING_LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The key literals `text` (the file at `file`) writes outside keys.ts and the entity modules. */
export function keyLiterals(file: string, text: string, fragments = keyFragments()): string[] {
  if (file === KEY_TABLE || ENTITY_FILE.test(file)) return [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
  const found: string[] = [];
  for (const literal of code.match(STRING_LITERAL) ?? []) {
    // a template's fixed pieces, around its `${…}` holes
    const pieces = literal.slice(1, -1).split(/\$\{[^}]*\}/);
    const hit = pieces.some((piece) => fragments.some((f) => piece === f || (f.endsWith('#') && piece.startsWith(f))));
    if (hit) found.push(`${file}: ${literal}`);
  }
  return found;
}

function adapterFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, DYNAMO_DIR))
    .filter((f) => f.endsWith('.ts') && !TEST_FILE.test(f))
    .map((f) => `${DYNAMO_DIR}/${f}`);
}

describe('key literals in the DynamoDB adapters (docs/DATA-MODEL.md §items)', () => {
  it('derives the fixed parts of every key from keys.ts', () => {
    expect(keyFragments()).toEqual(
      expect.arrayContaining(['USER#', 'PROFILE', 'SCRIPTS', 'IMAGES', 'IMGRES#', 'RATE#', 'PAIRFAIL#', 'WINDOW#']),
    );
    expect(keyFragments()).toEqual(expect.arrayContaining(['CONTACTRATE#', 'JOB#', 'JOB', 'STRIPECUST']));
  });

  it('finds none outside keys.ts and the entity modules', () => {
    const files = adapterFiles();
    expect(files).toEqual(expect.arrayContaining([`${DYNAMO_DIR}/rate-limiter.dynamo.ts`, KEY_TABLE]));
    const found = files.flatMap((f) => keyLiterals(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ['a sort key compared by hand', "items.filter((i) => i.sk !== 'PROFILE')"],
    ['a key built in a template', 'Key: { pk: `USER#${userId}`, sk: `SCRIPT#${id}` }'],
    ['a constant sort key', "Key: { pk: keys.userPk(userId), sk: 'SCRIPTS' }"],
    ['a prefix for begins_with', "ExpressionAttributeValues: { ':prefix': 'IMGRES#' }"],
    ['a concatenated key', 'const pk = "PAIRFAIL#" + clientKey;'],
    ['a counter window', "sk: 'WINDOW#' + String(window)"],
  ])('refuses %s', (_name, code) => {
    expect(keyLiterals(`${DYNAMO_DIR}/x-store.dynamo.ts`, code)).not.toEqual([]);
  });

  it.each([
    ['a key from keys.ts', 'const profileSk = keys.profile(userId).sk;'],
    ['a key named in a doc comment', '/** The profile row `USER#<sub>` / `PROFILE` (A3). */'],
    ['a key named in a line comment', "doSomething(); // PAIR#<code> / 'REMOTE#<id>'"],
    ['an expression attribute name', "UpdateExpression: 'SET #count = #count - :one'"],
    ['an SDK option', "Select: 'COUNT', ReturnValues: 'ALL_NEW'"],
  ])('allows %s', (_name, code) => {
    expect(keyLiterals(`${DYNAMO_DIR}/x-store.dynamo.ts`, code)).toEqual([]);
  });

  it('allows keys.ts and the entity modules, where keys are laid out', () => {
    const code = "export const pairingKey = (code: string) => ({ pk: `PAIR#${code}`, sk: 'PAIRING' });";
    expect(keyLiterals(KEY_TABLE, code)).toEqual([]);
    expect(keyLiterals(`${DYNAMO_DIR}/pairing.entity.ts`, code)).toEqual([]);
  });
});

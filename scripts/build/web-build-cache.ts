import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * `npm start` rebuilds the web app only when what the build reads changed
 * (docs/PERFORMANCE.md §build-cache): a hash of the sources, the build scripts, the lock file,
 * the patches and the build's options, kept beside the output.
 */

/** What the build reads, relative to the repository's root: folders are read whole, tests left out. */
export const WEB_BUILD_INPUTS = [
  'web',
  'shared',
  'scripts/build',
  'patches',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
] as const;

/** The options that change the output (`buildWeb`'s, scripts/build/build-web.ts). */
export interface WebBuildOptions {
  minify: boolean;
  /** Named in the pre-rendered pages' canonical and Open Graph URLs. */
  origin: string;
}

/** Where a build of `outdir` keeps its key: beside it, so the server never serves it. */
export const keyFileOf = (outdir: string) => `${outdir}-build-key.txt`;

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** An input's files: a folder's, tests left out, or the file itself (named even when missing). */
function filesOf(root: string, input: string): string[] {
  const full = join(root, input);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !isTest(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)).split('\\').join('/'));
}

/** The key of a build: every input file's path and content, and the options, hashed. */
export function webBuildKey(root: string, options: WebBuildOptions): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ minify: options.minify, origin: options.origin }));
  const files = WEB_BUILD_INPUTS.flatMap((input) => filesOf(root, input)).sort();
  for (const file of files) {
    const full = join(root, file);
    // A name without content still counts: a file deleted changes the key.
    hash.update(`\0${file}\0`);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Whether `npm start` builds: `SKIP_WEB_BUILD=1` reuses any build there is, `SKIP_WEB_BUILD=0`
 * always builds (the e2e and `npm test` runs, whose build guard needs a fresh report), and unset it
 * builds when there is no build or its key differs.
 */
export function needsWebBuild(opts: {
  skip: string | undefined;
  built: boolean;
  keptKey: string | undefined;
  key: string;
}): boolean {
  if (!opts.built) return true;
  if (opts.skip === '1') return false;
  if (opts.skip === '0') return true;
  return opts.keptKey !== opts.key;
}

/** The key kept beside `outdir`, or undefined. */
export function readKeptKey(outdir: string): string | undefined {
  const file = keyFileOf(outdir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Forgets the key before a build (one stopped halfway must not pass for whole), keeps it after. */
export const forgetKey = (outdir: string) => rmSync(keyFileOf(outdir), { force: true });
export const keepKey = (outdir: string, key: string) => writeFileSync(keyFileOf(outdir), `${key}\n`);

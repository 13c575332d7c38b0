import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_BUILD_INPUTS, forgetKey, keepKey, needsWebBuild, readKeptKey, webBuildKey } from './web-build-cache';

const OPTIONS = { minify: true, origin: 'http://localhost:3000' };

describe('the web build key (docs/PERFORMANCE.md §build-cache)', () => {
  let root: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-build-key-'));
    write('web/src/main.tsx', 'export {};');
    write('web/index.html', '<html></html>');
    write('shared/src/plans.ts', 'export const PRO = 49;');
    write('scripts/build/build-web.ts', 'export {};');
    write('patches/@chakra-ui+react+3.37.0.patch', 'diff');
    write('package.json', '{}');
    write('package-lock.json', '{"lockfileVersion":3}');
    write('tsconfig.base.json', '{}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is the same when nothing changed', () => {
    expect(webBuildKey(root, OPTIONS)).toBe(webBuildKey(root, { ...OPTIONS }));
  });

  it.each([
    ['a web source', 'web/src/main.tsx'],
    ['a shared source', 'shared/src/plans.ts'],
    ['a build script', 'scripts/build/build-web.ts'],
    ['the lock file', 'package-lock.json'],
    ['a patch of a dependency', 'patches/@chakra-ui+react+3.37.0.patch'],
  ])('changes when %s changes', (_what, file) => {
    const before = webBuildKey(root, OPTIONS);
    fs.appendFileSync(path.join(root, file), ' ');
    expect(webBuildKey(root, OPTIONS)).not.toBe(before);
  });

  it('changes when a source is added, deleted or renamed', () => {
    const before = webBuildKey(root, OPTIONS);
    write('web/src/new-page.tsx', 'export {};');
    const added = webBuildKey(root, OPTIONS);
    expect(added).not.toBe(before);
    fs.renameSync(path.join(root, 'web/src/new-page.tsx'), path.join(root, 'web/src/other-page.tsx'));
    expect(webBuildKey(root, OPTIONS)).not.toBe(added);
    fs.rmSync(path.join(root, 'web/src/other-page.tsx'));
    expect(webBuildKey(root, OPTIONS)).toBe(before);
  });

  it("changes with the build's options: the origin the pages name, the minifying", () => {
    const before = webBuildKey(root, OPTIONS);
    expect(webBuildKey(root, { ...OPTIONS, origin: 'http://localhost:3001' })).not.toBe(before);
    expect(webBuildKey(root, { ...OPTIONS, minify: false })).not.toBe(before);
  });

  it('ignores tests and files outside the inputs', () => {
    const before = webBuildKey(root, OPTIONS);
    write('web/src/main.test.tsx', 'it("x", () => {});');
    write('scripts/build/build-web.test.ts', 'it("x", () => {});');
    write('functions/src/handler.ts', 'export {};');
    write('docs/PERFORMANCE.md', '# x');
    expect(webBuildKey(root, OPTIONS)).toBe(before);
  });

  it('reads the inputs the build reads', () => {
    expect(WEB_BUILD_INPUTS).toEqual(expect.arrayContaining(['web', 'shared', 'scripts/build', 'package-lock.json']));
  });

  it('is kept beside the output, and forgotten before a build', () => {
    const outdir = path.join(root, 'dist', 'web');
    fs.mkdirSync(outdir, { recursive: true });
    expect(readKeptKey(outdir)).toBeUndefined();
    keepKey(outdir, 'abc');
    expect(fs.readdirSync(outdir)).toEqual([]);
    expect(readKeptKey(outdir)).toBe('abc');
    forgetKey(outdir);
    expect(readKeptKey(outdir)).toBeUndefined();
  });
});

describe('needsWebBuild', () => {
  const state = { built: true, keptKey: 'k', key: 'k' };

  it('builds when the inputs changed or nothing was built, and not otherwise', () => {
    expect(needsWebBuild({ ...state, skip: undefined })).toBe(false);
    expect(needsWebBuild({ ...state, skip: undefined, key: 'other' })).toBe(true);
    expect(needsWebBuild({ ...state, skip: undefined, keptKey: undefined })).toBe(true);
    expect(needsWebBuild({ ...state, skip: undefined, built: false })).toBe(true);
  });

  it('always builds with SKIP_WEB_BUILD=0 (e2e, npm test) and reuses any build with SKIP_WEB_BUILD=1', () => {
    expect(needsWebBuild({ ...state, skip: '0' })).toBe(true);
    expect(needsWebBuild({ ...state, skip: '1', key: 'other' })).toBe(false);
    expect(needsWebBuild({ ...state, skip: '1', built: false })).toBe(true);
  });
});

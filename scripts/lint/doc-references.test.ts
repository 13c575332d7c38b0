/**
 * Keeps the repository's citations inside the repository.
 *
 * The product started from two documents that live outside it (a numbered product
 * specification and a page of platform notes); their content now lives in docs/PRODUCT.md,
 * docs/LOCAL-MODE.md and docs/ARCHITECTURE.md. This test fails when
 * (a) a file cites one of the outside documents again: the specification by section sign
 *     and number, or the platform notes by name;
 * (b) a citation such as `docs/PRODUCT.md §credits.costs` names a document that does not
 *     exist, or an anchor that the document does not define;
 * (c) a document defines an anchor twice, or refers to one of its own anchors that it does
 *     not define; outside docs/, an anchor must always name its document.
 *
 * A document defines an anchor in a heading, in parentheses after a section sign, as in
 * the headings of docs/PRODUCT.md. A citation is the document's path, a space and the
 * anchor, optionally followed by more anchors of the same document:
 * `docs/PRODUCT.md §screens.criar, §flows.creator`.
 *
 * Plain node:fs: it walks shared/, functions/, web/, infra/, scripts/, e2e/, docs/ and the
 * files at the root, skipping node_modules, dist, cdk.out and local data folders.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED_DIRS = ['shared', 'functions', 'web', 'infra', 'scripts', 'e2e', 'docs'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'test-results', 'playwright-report']);
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|html|css|ya?ml)$/;
const SKIPPED_FILES = new Set(['package-lock.json']);

// Built from pieces so that this file does not match its own patterns.
const SECTION = '\u00a7';
const ANCHOR = String.raw`[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*`;
const OUTSIDE_DOCUMENTS: ReadonlyArray<[RegExp, string]> = [
  [new RegExp(String.raw`\bspec\b\W{0,3}${SECTION}`, 'i'), 'cites the outside product specification'],
  [new RegExp(`${SECTION}\\s*\\d`), 'cites a numbered section of the outside product specification'],
  [new RegExp(['platform', 'facts'].join('[- ]?'), 'i'), 'cites the outside platform notes'],
];
/** A document's path, then one or more of its anchors separated by commas, 'and', 'or', '/' or '&'. */
const CITATION = new RegExp(
  String.raw`((?:[\w.-]+/)*[\w-]+\.md)((?:\s*(?:,|;|/|&|and|or)?\s*${SECTION}${ANCHOR})+)`,
  'g',
);
const ANCHOR_IN_LIST = new RegExp(`${SECTION}(${ANCHOR})`, 'g');
const ANCHOR_DEFINITION = new RegExp(String.raw`\(${SECTION}(${ANCHOR})\)`, 'g');
const HEADING = /^#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  text: string;
}

/** The anchors a Markdown document defines, with the line of each definition. */
export function anchorsOf(doc: SourceFile): { anchors: Map<string, number>; duplicates: string[] } {
  const anchors = new Map<string, number>();
  const duplicates: string[] = [];
  let inFence = false;
  doc.text.split('\n').forEach((line, i) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || !HEADING.test(line)) return;
    for (const [, anchor] of line.matchAll(ANCHOR_DEFINITION)) {
      if (anchors.has(anchor!))
        duplicates.push(
          `${doc.path}:${i + 1}: defines ${SECTION}${anchor} again (first on line ${anchors.get(anchor!)})`,
        );
      else anchors.set(anchor!, i + 1);
    }
  });
  return { anchors, duplicates };
}

/** Which document a citation names, among the known documents (paths relative to the root). */
function resolveDocument(cited: string, from: string, docs: ReadonlyMap<string, unknown>): string | null {
  const candidates = [
    path.posix.normalize(cited),
    path.posix.normalize(path.posix.join(path.posix.dirname(from), cited)),
    `docs/${path.posix.basename(cited)}`,
  ];
  return candidates.find((c) => docs.has(c)) ?? null;
}

/**
 * Every broken reference in `files`, as `path:line: problem`. `files` includes the
 * Markdown documents that citations may name.
 */
export function findViolations(files: readonly SourceFile[]): string[] {
  const docs = new Map<string, Map<string, number>>();
  const violations: string[] = [];
  for (const file of files) {
    if (!file.path.endsWith('.md')) continue;
    const { anchors, duplicates } = anchorsOf(file);
    docs.set(file.path, anchors);
    violations.push(...duplicates);
  }

  for (const file of files) {
    const isDoc = file.path.startsWith('docs/') && file.path.endsWith('.md');
    const ownAnchors = docs.get(file.path);
    file.text.split('\n').forEach((line, i) => {
      const where = `${file.path}:${i + 1}`;
      for (const [pattern, problem] of OUTSIDE_DOCUMENTS) {
        const hit = line.match(pattern);
        if (!hit) continue;
        violations.push(`${where}: ${problem} ("${hit[0]}"); cite docs/PRODUCT.md or docs/LOCAL-MODE.md`);
        break; // one report per line is enough
      }

      // Citations that name their document; blank them out so the bare check below skips them.
      let rest = line;
      for (const match of line.matchAll(CITATION)) {
        const [whole, cited, list] = match as unknown as [string, string, string];
        rest = rest.replace(whole, ' '.repeat(whole.length));
        const target = resolveDocument(cited, file.path, docs);
        if (!target) {
          violations.push(`${where}: cites ${cited}, which does not exist`);
          continue;
        }
        for (const [, anchor] of list.matchAll(ANCHOR_IN_LIST)) {
          if (!docs.get(target)!.has(anchor!))
            violations.push(`${where}: cites ${target} ${SECTION}${anchor}, which ${target} does not define`);
        }
      }

      // Bare anchors: a document's references to itself (not its own heading definitions).
      const isDefinition = isDoc && HEADING.test(line);
      for (const [, anchor] of rest.matchAll(ANCHOR_IN_LIST)) {
        if (isDefinition && line.includes(`(${SECTION}${anchor})`)) continue;
        if (!isDoc)
          violations.push(`${where}: ${SECTION}${anchor} names no document; write docs/<NAME>.md ${SECTION}${anchor}`);
        else if (!ownAnchors?.has(anchor!))
          violations.push(`${where}: refers to ${SECTION}${anchor}, which ${file.path} does not define`);
      }
    });
  }
  return violations;
}

/** The files the guard reads: the scanned folders and the root's own files. */
export function repositoryFiles(root: string = ROOT): SourceFile[] {
  const out: SourceFile[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')) continue;
        visit(full);
      } else if (entry.isFile() && TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name)) {
        out.push({ path: path.relative(root, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of SCANNED_DIRS) if (fs.existsSync(path.join(root, dir))) visit(path.join(root, dir));
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && TEXT_FILE.test(entry.name) && !SKIPPED_FILES.has(entry.name)) {
      out.push({ path: entry.name, text: fs.readFileSync(path.join(root, entry.name), 'utf8') });
    }
  }
  return out;
}

function assertNone(violations: string[]): void {
  if (violations.length > 0) {
    throw new Error(`${violations.length} broken document reference(s):\n  ${violations.join('\n  ')}`);
  }
}

describe('document references', () => {
  const files = repositoryFiles();

  it('reads the source and the documents', () => {
    const paths = new Set(files.map((f) => f.path));
    expect(paths).toContain('docs/PRODUCT.md');
    expect(paths).toContain('docs/LOCAL-MODE.md');
    expect(paths).toContain('shared/src/plans/plans.ts');
    expect(paths).toContain('eslint.config.mjs');
    expect([...paths].some((p) => p.includes('node_modules/'))).toBe(false);
  });

  it('cites no outside document, and every cited anchor exists', () => {
    assertNone(findViolations(files));
  });

  it('keeps the ten areas of docs/PRODUCT.md in order, then the defects', () => {
    const product = files.find((f) => f.path === 'docs/PRODUCT.md')!;
    const areas = [...product.text.matchAll(new RegExp(String.raw`^## (\d+)\. .*\(${SECTION}(${ANCHOR})\)$`, 'gm'))];
    expect(areas.map((m) => `${m[1]} ${m[2]}`)).toEqual([
      '1 product',
      '2 plans',
      '3 credits',
      '4 limits',
      '5 access',
      '6 validation',
      '7 messages',
      '8 flows',
      '9 screens',
      '10 data',
      '11 defects',
    ]);
  });
});

describe('the guard itself', () => {
  const S = SECTION;
  const docs: SourceFile[] = [
    {
      path: 'docs/PRODUCT.md',
      text: `# Rules\n## 1. Credits (${S}credits)\n### Costs (${S}credits.costs)\nSee ${S}credits.\n`,
    },
    { path: 'docs/LOCAL-MODE.md', text: `## cognito-local (${S}cognito-local)\n` },
  ];
  const check = (file: SourceFile) => findViolations([...docs, file]);

  it('accepts citations of defined anchors, lists of them, and a document citing itself', () => {
    expect(
      check({ path: 'shared/src/a.ts', text: `// docs/PRODUCT.md ${S}credits.costs, ${S}credits and ${S}credits.` }),
    ).toEqual([]);
    expect(check({ path: 'web/src/b.tsx', text: `/** (docs/LOCAL-MODE.md ${S}cognito-local): … */` })).toEqual([]);
    expect(findViolations(docs)).toEqual([]);
  });

  it.each([
    ['the outside specification', `// rule (spec ${S}5)`, 'outside product specification'],
    ['a numbered section alone', `// rule (${S}5 "Access by plan")`, 'numbered section'],
    ['the outside platform notes', '// fix 1 (' + ['platform', 'facts'].join('-') + ')', 'outside platform notes'],
    ['an anchor the document does not define', `// docs/PRODUCT.md ${S}credits.refunds`, `does not define`],
    ['an undefined anchor later in a list', `// docs/PRODUCT.md ${S}credits, ${S}plans`, `${S}plans, which`],
    ['a document that does not exist', `// docs/PRICING.md ${S}credits`, 'does not exist'],
    ['a bare anchor in code', `// see ${S}credits`, 'names no document'],
  ])('flags %s, with file and line', (_name, line, problem) => {
    const found = check({ path: 'functions/src/x.ts', text: `const a = 1;\n${line}\n` });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^functions\/src\/x\.ts:2: /);
    expect(found[0]).toContain(problem);
  });

  it('flags a document that refers to an anchor it lacks, or defines one twice', () => {
    const found = findViolations([{ path: 'docs/X.md', text: `## A (${S}a)\n## B (${S}a)\nSee ${S}b.\n` }]);
    expect(found).toEqual([
      `docs/X.md:2: defines ${S}a again (first on line 1)`,
      `docs/X.md:3: refers to ${S}b, which docs/X.md does not define`,
    ]);
  });

  it('ignores headings inside code fences', () => {
    const { anchors } = anchorsOf({ path: 'docs/Y.md', text: '```\n# not a heading (' + S + 'x)\n```\n' });
    expect(anchors.size).toBe(0);
  });
});

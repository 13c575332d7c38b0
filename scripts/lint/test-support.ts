import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

/** A snippet and the path it is linted as if it lived at. */
export interface LintCase {
  file: string;
  code: string;
}

const LINT_CASES = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Promise((resolve) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk));
  process.stdin.on('end', () => resolve(text));
}));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  out.push(result.messages.map((m) => m.ruleId));
}
process.stdout.write(JSON.stringify(out));
`;

/**
 * The rule ids eslint.config.mjs reports on each case. ESLint loads its flat config with
 * `import()`, which jest's CommonJS sandbox cannot do, so one child process lints every case.
 */
export function ruleIds(cases: LintCase[]): string[][] {
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_CASES], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`eslint failed: ${res.stderr}`);
  return JSON.parse(res.stdout) as string[][];
}

/**
 * Lints every case once, then expects `rule` on each refused case and not on each allowed one
 * (the controls), so a rule is shown to fail without flagging what it must let through.
 */
export function expectRule(rule: string, refused: Array<[string, LintCase]>, allowed: Array<[string, LintCase]>): void {
  let results: string[][];
  beforeAll(() => {
    results = ruleIds([...refused, ...allowed].map(([, c]) => c));
  }, 60_000);

  it.each(refused.map(([name], i) => [name, i] as const))('refuses %s', (_name, i) => {
    expect(results[i]).toContain(rule);
  });

  it.each(allowed.map(([name], i) => [name, refused.length + i] as const))('allows %s', (_name, i) => {
    expect(results[i]).not.toContain(rule);
  });
}

/**
 * One product, one price list (docs/PRODUCT.md §plans.prices, §defects): every price, and every
 * credit amount the screens quote, is read from shared/src/plans/plans.ts (and the cost
 * constants built on it), then formatted with Intl. This test walks the source that ships (web/,
 * shared/, functions/, scripts/, infra/; tests and the plan table itself aside) and fails on a
 * price or credit figure written by hand, as 'R$ 49,90' once was on the lock screens while
 * checkout charged R$ 49.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SCANNED_DIRS = ['web', 'shared', 'functions', 'scripts', 'infra'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'cdk.out', 'coverage', 'test', 'test-results']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|html)$/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
/** The one plan table: the only place a price may be written. */
export const PLAN_TABLE = 'shared/src/plans/plans.ts';

/** Price literals, refused in code and comments alike (a stale comment is how 49,90 survived). */
const PRICE_RULES: ReadonlyArray<[RegExp, string]> = [
  [/R\$\s*\d/, 'a formatted price (R$ followed by a figure)'],
  // pt-BR money with cents ('49,90', '2.149,00'), but not a regex quantifier ('{0,20}')
  [/(?<![{\d.,])\d{1,3}(?:\.\d{3})*,\d{2}\b(?!\d|\})/, 'a pt-BR amount with cents'],
  [/\b49\.9\d*\b/, 'the old Pro marketing price'],
  [/formatBRL\(\s*[\d.]/, 'a price formatted from a number literal'],
  [/\bprice(?:Monthly|Yearly)\s*:\s*\d/, 'a plan price outside the plan table'],
];

/** Credit amounts quoted by hand in code (comments may give examples). */
const CODE_RULES: ReadonlyArray<[RegExp, string]> = [
  [/\b\d+(?:\.\d{3})*\s+créditos\b/, 'a credit amount written by hand instead of read from the cost table'],
  [/\bimagens ilimitadas\b/i, "'imagens ilimitadas': images are limited by credits"],
];

/** The text without its comments (block and line), so that CODE_RULES read code only. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

/** What `text` (a file at `file`) writes by hand that should come from the plan table. */
export function priceLiterals(file: string, text: string): string[] {
  if (file === PLAN_TABLE) return [];
  const found: string[] = [];
  const lines = text.split('\n');
  const codeLines = withoutComments(text).split('\n');
  lines.forEach((line, i) => {
    for (const [rule, why] of PRICE_RULES) if (rule.test(line)) found.push(`${file}:${i + 1}: ${why}: ${line.trim()}`);
  });
  codeLines.forEach((line) => {
    for (const [rule, why] of CODE_RULES) if (rule.test(line)) found.push(`${file}: ${why}: ${line.trim()}`);
  });
  return found;
}

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(rel, out);
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) out.push(rel);
  }
  return out;
}

describe('price literals (docs/PRODUCT.md §plans.prices)', () => {
  it('finds none outside the plan table', () => {
    const files = SCANNED_DIRS.flatMap((d) => walk(d, []));
    expect(files).toContain(PLAN_TABLE);
    expect(files).toContain('web/src/features/access/pro-offer.ts');
    const found = files.flatMap((f) => priceLiterals(f, fs.readFileSync(path.join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ['the lock screen price', "const label = 'R$ 49,90/mês';"],
    ['a price with a non-breaking space', 'const label = `R$\u00a049,00`;'],
    ['a yearly amount', "text: 'Economize 2.149,00 por ano'"],
    ['the marketing constant', 'export const PRICE = 49.9;'],
    ['a literal formatted as money', 'const p = formatBRL(249);'],
    ['a plan price', 'const plan = { priceMonthly: 49 };'],
    ['a stale comment', '/** The lock screen quotes "R$ 49,90/mês". */'],
    ['a hard-coded credit cost', "hint: 'Cobra 100 créditos por roteiro.'"],
    ['an unlimited-images promise', "included('Imagens ilimitadas')"],
  ])('refuses %s', (_name, code) => {
    expect(priceLiterals('web/src/features/x.ts', code)).not.toEqual([]);
  });

  it.each([
    ['a price read from the table', 'const label = `${formatBRL(PLANS.pro.priceMonthly)}/mês`;'],
    ['a regex quantifier', 'const ID = /^[a-z0-9]{0,20}$/;'],
    ['a cost read from the table', 'const label = `${creditsLabel(CREDIT_COSTS.script)}`;'],
    ['an example in a comment', "/** 'Gerar dúvidas · 100 créditos' */"],
    ['a line comment with an example', "return x; // '2 roteiros · 200 créditos'"],
    ['a URL', "const url = 'https://viraliza.com.br/planos';"],
  ])('allows %s', (_name, code) => {
    expect(priceLiterals('web/src/features/x.ts', code)).toEqual([]);
  });

  it('allows the plan table itself', () => {
    expect(priceLiterals(PLAN_TABLE, 'pro: { priceMonthly: 49, priceYearly: 499 }')).toEqual([]);
  });
});

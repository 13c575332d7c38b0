import { readStructured } from '@shared/ideas/structured-output';
import { scriptExtrasSchema } from '@shared/scripts/script.schema';
import { scriptsPerMode } from '@shared/scripts/script-options';
import type { TextWriter, WritePrompt } from '../../functions/src/core/ports';
import { StoppedAnswerError } from '../../functions/src/core/stop-reason';
import type { StructuredTool } from '../../functions/src/ideas/generate-structured';
import { responseSchema } from '../../functions/src/ideas/response-schema';
import { newsTool } from '../../functions/src/news/news-tool';
import { scriptPrompt } from '../../functions/src/scripts/prompts';
import { HOOK_AND_CTA_MAX_S, lengthOff, wordRange } from '../../functions/src/generation/script-length';
import { EXTRAS_COUNTS, parseGeneratedScripts } from '../../functions/src/generation/script-output';
import { questionsTool } from '../../functions/src/viral-questions/questions-tool';
import { viralShortTool } from '../../functions/src/viral-short/viral-short-tool';
import type { EvalCase, EvalGroup } from './cases';

/**
 * The eval harness (docs/EVAL.md): each case goes through the production prompt builder, the writer
 * under test and the production parser, and its answer is checked automatically. Pure: the writer and
 * the clock are given, so `npm test` runs it with the offline writer (scripts/eval/eval.test.ts).
 */

/** The checks, in the order the table shows them. */
export const CHECKS = [
  'parse',
  'extras',
  'palavras',
  'seções',
  'pt-BR',
  'limpo',
  'hashtags',
  'ganchos',
  'parada',
] as const;
export type Check = (typeof CHECKS)[number];

export interface CaseResult {
  name: string;
  group: EvalGroup;
  latencyMs: number;
  /** Each check that applies to the case: null when it passed, else what was wrong. */
  checks: Partial<Record<Check, string | null>>;
}

/** Spoken-word tolerance around the target at 130 words a minute. */
export const WORD_TOLERANCE = 0.15;

/** English function words that do not exist in Portuguese ('no', 'for', 'a' do). */
const ENGLISH = new Set(
  'the and of to is are you your with this that it my we our they will just what how be was were have'.split(' '),
);
/** European-Portuguese markers a Brazilian script never has. */
const EUROPEAN =
  /(?<!\p{L})(?:estás|tens|podes|queres|fazes|telemóvel|ecrã|autocarro|pequeno-almoço|casa de banho|rapariga|miúdos?|fixe|(?:estou|está|estamos|estão) a (?:fazer|dizer|falar|ver|ter|ir))(?!\p{L})/iu;
/** What a script must not carry: markdown, braces, code fences, meta-commentary about itself. */
const UNCLEAN =
  /[{}]|\*\*|```|^#{1,6}\s|^(?:aqui está|aqui vai|segue (?:o|a) (?:roteiro|script|texto)|espero que (?:goste|ajude)|claro!|certo!)|\b(?:como um modelo de linguagem|roteiro gerado)\b/imu;

/** pt-BR only: English function words under 1% of the words, no European-Portuguese marker. */
export function ptBrProblem(text: string): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = words.filter((w) => ENGLISH.has(w));
  if (words.length && english.length / words.length >= 0.01)
    return `inglês: ${english.length}/${words.length} (${[...new Set(english)].slice(0, 4).join(', ')})`;
  const ep = EUROPEAN.exec(text);
  return ep ? `português europeu: "${ep[0]}"` : null;
}

/**
 * From 15 s on a script has a development, as the prompt asks (docs/PRODUCT.md §limits.scripts):
 * only 10 s or less is a hook and a CTA by rule.
 */
export const DEVELOPMENT_REQUIRED_FROM_S = HOOK_AND_CTA_MAX_S + 1;

/** The section marks in order: [GANCHO], [DESENVOLVIMENTO] (over 10 s), [CTA]. */
export function sectionsProblem(text: string, seconds: number | null): string | null {
  const at = (mark: string) => text.search(new RegExp(`\\[${mark}\\]`, 'i'));
  const dev = seconds === null || seconds >= DEVELOPMENT_REQUIRED_FROM_S;
  const marks = dev ? ['GANCHO', 'DESENVOLVIMENTO', 'CTA'] : ['GANCHO', 'CTA'];
  const where = marks.map(at);
  const missing = marks.filter((_, i) => where[i]! < 0);
  if (missing.length) return `faltam ${missing.join(', ')}`;
  return where.every((w, i) => i === 0 || w > where[i - 1]!) ? null : 'fora de ordem';
}

function stopProblem(err: unknown): string {
  if (err instanceof StoppedAnswerError) return `parada anormal (${err.stopReason})`;
  return `erro: ${(err as Error)?.message ?? String(err)}`;
}

async function writeOnce(writer: TextWriter, prompt: WritePrompt): Promise<string> {
  return writer.write(prompt, { onDelta: () => undefined, signal: AbortSignal.timeout(120_000) });
}

async function scriptChecks(
  writer: TextWriter,
  c: Extract<EvalCase, { kind: 'script' }>,
): Promise<CaseResult['checks']> {
  const checks: CaseResult['checks'] = {};
  let raw: string;
  try {
    raw = await writeOnce(writer, scriptPrompt(c.request, `eval-${c.name}`));
    checks.parada = null;
  } catch (err) {
    checks.parada = stopProblem(err);
    return checks;
  }
  const count = scriptsPerMode(c.request.mode) === 3 ? 3 : 1;
  let parts;
  try {
    parts = parseGeneratedScripts(raw, count);
    checks.parse = null;
  } catch (err) {
    checks.parse = (err as Error).message;
    return checks;
  }
  const { target } = wordRange(c.request.duracao);
  const first = <T>(list: Array<T | null>) => list.find((x) => x !== null) ?? null;
  checks.extras = first(
    parts.map((p, i) =>
      p.extras && scriptExtrasSchema.safeParse(p.extras).success ? null : `parte ${i + 1} sem extras`,
    ),
  );
  checks.palavras = first(
    parts.map((p) => {
      const { words, off } = lengthOff(p.text, target);
      return off <= WORD_TOLERANCE ? null : `${words} palavras, alvo ${target}`;
    }),
  );
  checks['seções'] = first(parts.map((p) => sectionsProblem(p.text, c.request.duracao)));
  checks['pt-BR'] = first(
    parts.map((p) => ptBrProblem(`${p.text}\n${p.extras?.hooks.join('\n') ?? ''}\n${p.extras?.caption ?? ''}`)),
  );
  checks.limpo = first(parts.map((p) => (UNCLEAN.exec(p.text) ? `"${UNCLEAN.exec(p.text)![0]}" no roteiro` : null)));
  checks.hashtags = first(
    parts.map((p) => {
      const tags = p.extras?.hashtags ?? [];
      const unique = new Set(tags.map((t) => t.toLowerCase()));
      const { min, max } = EXTRAS_COUNTS.hashtags;
      if (tags.length < min || tags.length > max) return `${tags.length} hashtags`;
      if (unique.size !== tags.length) return 'hashtags repetidas';
      return tags.every((t) => /^#[\p{L}\p{N}_]{2,60}$/u.test(t)) ? null : 'hashtag malformada';
    }),
  );
  checks.ganchos = first(
    parts.map((p) => {
      const hooks = p.extras?.hooks ?? [];
      return hooks.length === 3 && new Set(hooks.map((h) => h.trim().toLowerCase())).size === 3
        ? null
        : 'ganchos repetidos ou faltando';
    }),
  );
  return checks;
}

const TOOLS = { questions: questionsTool, 'viral-short': viralShortTool, news: newsTool } as const;

/** All the strings of a JSON value, for the language check. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : [];

async function toolChecks(writer: TextWriter, c: Exclude<EvalCase, { kind: 'script' }>): Promise<CaseResult['checks']> {
  const tool = TOOLS[c.kind] as unknown as StructuredTool<unknown, (typeof TOOLS)[typeof c.kind]['schema']>;
  const checks: CaseResult['checks'] = {};
  let raw: string;
  try {
    const prompt = {
      ...tool.prompt(c.input, { seed: `eval-${c.name}` }),
      responseSchema: responseSchema(tool.tool, tool.schema),
    };
    raw = await writeOnce(writer, prompt);
    checks.parada = null;
  } catch (err) {
    checks.parada = stopProblem(err);
    return checks;
  }
  const read = readStructured(raw, tool.schema);
  if (!read.ok) {
    checks.parse = read.problem;
    return checks;
  }
  const value = tool.finish?.(read.value, c.input) ?? read.value;
  checks.parse = tool.check?.(value, c.input) ?? null;
  checks['pt-BR'] = ptBrProblem(
    strings(value)
      .filter((s) => !/^https?:|^[a-z0-9-]{1,20}$/i.test(s))
      .join('\n'),
  );
  if (c.kind === 'news') {
    const scripts = (value as { scripts: Array<{ roteiro: string }> }).scripts;
    checks['seções'] =
      scripts
        .map((s) => (c.input.com_cta ? sectionsProblem(s.roteiro, null) : sectionsProblem(`${s.roteiro}\n[CTA]`, null)))
        .find(Boolean) ?? null;
    checks.limpo = scripts.map((s) => (UNCLEAN.test(s.roteiro) ? 'marcação no roteiro' : null)).find(Boolean) ?? null;
  }
  return checks;
}

/** Runs every case, one at a time (a model's latency is measured alone). */
export async function runEval(
  writer: TextWriter,
  cases: readonly EvalCase[],
  now: () => number = () => performance.now(),
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const start = now();
    const checks = c.kind === 'script' ? await scriptChecks(writer, c) : await toolChecks(writer, c);
    results.push({ name: c.name, group: c.group, latencyMs: now() - start, checks });
  }
  return results;
}

export const passed = (r: CaseResult) => Object.values(r.checks).every((v) => v === null);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

export interface EvalSummary {
  cases: number;
  passed: number;
  score: number;
  p50Ms: number;
  p95Ms: number;
  /** Per check: how many cases it applied to and how many passed. */
  byCheck: Record<Check, { applied: number; passed: number }>;
  byGroup: Record<string, { cases: number; passed: number }>;
  failures: Array<{ name: string; problems: string[] }>;
}

export function summarize(results: readonly CaseResult[]): EvalSummary {
  const byCheck = Object.fromEntries(CHECKS.map((k) => [k, { applied: 0, passed: 0 }])) as EvalSummary['byCheck'];
  const byGroup: EvalSummary['byGroup'] = {};
  for (const r of results) {
    for (const k of CHECKS)
      if (k in r.checks) {
        byCheck[k].applied++;
        if (r.checks[k] === null) byCheck[k].passed++;
      }
    const g = (byGroup[r.group] ??= { cases: 0, passed: 0 });
    g.cases++;
    if (passed(r)) g.passed++;
  }
  const ok = results.filter(passed).length;
  const latencies = results.map((r) => r.latencyMs).sort((a, b) => a - b);
  return {
    cases: results.length,
    passed: ok,
    score: results.length ? ok / results.length : 0,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    byCheck,
    byGroup,
    failures: results
      .filter((r) => !passed(r))
      .map((r) => ({
        name: `${r.group}: ${r.name}`,
        problems: Object.entries(r.checks)
          .filter(([, v]) => v !== null)
          .map(([k, v]) => `${k}: ${v}`),
      })),
  };
}

const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 1000) / 10}%` : '—');

/** The summary as Markdown tables: the same text is printed and written to docs/EVAL.md. */
export function summaryTables(s: EvalSummary): string {
  return [
    `**${s.passed}/${s.cases} casos (${pct(s.passed, s.cases)})** · latência p50 ${Math.round(s.p50Ms)} ms · p95 ${Math.round(s.p95Ms)} ms`,
    '',
    '| Verificação | Casos | Passaram | Taxa |',
    '| --- | ---: | ---: | ---: |',
    ...CHECKS.map(
      (k) =>
        `| ${k} | ${s.byCheck[k].applied} | ${s.byCheck[k].passed} | ${pct(s.byCheck[k].passed, s.byCheck[k].applied)} |`,
    ),
    '',
    '| Grupo | Casos | Passaram |',
    '| --- | ---: | ---: |',
    ...Object.entries(s.byGroup).map(([g, v]) => `| ${g} | ${v.cases} | ${v.passed} |`),
    ...(s.failures.length
      ? ['', 'Falhas:', '', ...s.failures.map((f) => `- ${f.name}: ${f.problems.join('; ')}`)]
      : []),
  ].join('\n');
}

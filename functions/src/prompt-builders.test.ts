import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { headlineId, type NewsInput } from '@shared/news/news.schema';
import { GROUNDING, quote } from './core/prompt-data';
import { hostileText } from './core/test-support';
import * as coach from './hub/prompts/coach.v1';
import * as improveImagePrompt from './images/prompts/improve-prompt.v2';
import * as news from './news/prompts/news.v2';
import * as complete from './scripts/prompts/complete.v2';
import * as edit from './scripts/prompts/edit.v2';
import * as resize from './scripts/prompts/resize.v1';
import * as series from './scripts/prompts/series.v2';
import * as simple from './scripts/prompts/simple.v2';
import { advanced } from './scripts/prompts/test-fixtures';
import * as trend from './scripts/prompts/trend.v2';
import * as turbo from './scripts/prompts/turbo.v2';
import * as questions from './viral-questions/prompts/questions.v2';
import * as viralShort from './viral-short/prompts/viral-short.v2';
import { viralShortInput } from '../test/support/viral-short';
import { captionsTranscript } from './viral-short/transcript';

/**
 * Every prompt builder that carries user text (docs/ARCHITECTURE.md §prompts.data-block), each
 * with an input and a setter per user-text field. A new file in a `prompts/` folder that is not
 * listed here fails the last test.
 */
interface Builder<I> {
  name: string;
  /** The prompt file the builder lives in. */
  module: { version: string };
  input: I;
  build(input: I): { system: string; user: string };
  /** Each user-text field; `encode` is how the builder puts it in the block (quote, one line, by default). */
  fields: Record<string, { set(input: I, value: string): I; encode?(value: string): string }>;
}
const builder = <I>(b: Builder<I>) => b as unknown as Builder<unknown>;
const multiline = (v: string) => quote(v, { keepLineBreaks: true });

const advancedFields = Object.fromEntries(
  (['persona', 'dor', 'oferta', 'tema', 'provaSocial', 'objecao', 'localidade', 'referencia'] as const).map((k) => [
    k,
    { set: (r: typeof advanced, v: string) => ({ ...r, [k]: v }) },
  ]),
);
const advancedBuilders = [complete, trend, turbo, series].map((module) =>
  builder({
    name: module.version,
    module,
    input: { ...advanced, mode: module.version.split('.')[0] as typeof advanced.mode },
    build: (r) => module.build(r),
    fields: advancedFields,
  }),
);

const headline = (n: number) => {
  const link = `https://example.com/${n}`;
  return { id: headlineId(link), title: 'Selic', source: 'Folha', link, publishedAt: '2026-11-23T14:05:00.000Z' };
};
type NewsArgs = { input: NewsInput; repair?: { problem: string; previous: string } };
const setHeadline = (i: number, key: 'title' | 'source') => ({
  set: (a: NewsArgs, v: string) => ({
    ...a,
    input: { ...a.input, headlines: a.input.headlines.map((h, j) => (j === i ? { ...h, [key]: v } : h)) },
  }),
});
type WithRepair<I> = { input: I; repair?: { problem: string; previous: string } };
const repairFields = <I>(encodePrevious: (v: string) => string) => ({
  problem: { set: (a: WithRepair<I>, v: string) => ({ ...a, repair: { ...a.repair!, problem: v } }) },
  previous: {
    set: (a: WithRepair<I>, v: string) => ({ ...a, repair: { ...a.repair!, previous: v } }),
    encode: encodePrevious,
  },
});
const REPAIR = { problem: 'p', previous: 'r' };

const newsArgs: NewsArgs = {
  input: { nicho: 'financas', com_cta: true, headlines: [headline(1), headline(2)], sample: false },
};
const newsFields = {
  title0: setHeadline(0, 'title'),
  source0: setHeadline(0, 'source'),
  title1: setHeadline(1, 'title'),
  source1: setHeadline(1, 'source'),
};
type QuestionsArgs = WithRepair<{ niche: string; quantity: 10 }>;
const questionsArgs: QuestionsArgs = { input: { niche: 'n', quantity: 10 } };
const nicheField = { niche: { set: (a: QuestionsArgs, v: string) => ({ ...a, input: { ...a.input, niche: v } }) } };

type ShortArgs = WithRepair<ReturnType<typeof viralShortInput>>;
const captions = captionsTranscript({
  language: 'en',
  automatic: true,
  videoDurationS: 60,
  segments: [0, 1, 2].map((i) => ({ startS: i * 4, durationS: 4, text: `fala ${i}` })),
});
const shortArgs: ShortArgs = { input: viralShortInput({ transcript: captions }) };
const setShort = (change: (t: typeof captions, v: string) => typeof captions) => ({
  set: (a: ShortArgs, v: string) => ({ ...a, input: { ...a.input, transcript: change(a.input.transcript, v) } }),
});
const shortFields = {
  language: setShort((t, v) => ({ ...t, language: v })),
  ...Object.fromEntries(
    [0, 1, 2].map((i) => [
      `segment${i}`,
      setShort((t, v) => ({ ...t, segments: t.segments.map((s, j) => (j === i ? { ...s, text: v } : s)) })),
    ]),
  ),
};

const BUILDERS: Builder<unknown>[] = [
  builder({
    name: simple.version,
    module: simple,
    input: { mode: 'simple' as const, idea: 'i', duracao: 30 as const, aparecer: 'Sim' as const, influencer: 'f' },
    build: (r) => simple.build(r),
    fields: {
      idea: { set: (r, v) => ({ ...r, idea: v }) },
      influencer: { set: (r, v) => ({ ...r, influencer: v }) },
    },
  }),
  ...advancedBuilders,
  builder({
    name: edit.version,
    module: edit,
    input: { original: 'o', instruction: 'i', duration: 30 },
    build: (r) => edit.build(r),
    fields: {
      instruction: { set: (r, v) => ({ ...r, instruction: v }) },
      original: { set: (r, v) => ({ ...r, original: v }), encode: multiline },
    },
  }),
  builder({
    name: resize.version,
    module: resize,
    input: { script: 's', words: 20, range: { target: 65, min: 55, max: 75 } },
    build: (r) => resize.build(r),
    fields: { script: { set: (r, v) => ({ ...r, script: v }), encode: multiline } },
  }),
  builder({
    name: improveImagePrompt.version,
    module: improveImagePrompt,
    input: { prompt: 'p', style: 'fotografico' as const, seed: 's' },
    build: (r) => improveImagePrompt.build(r),
    fields: { prompt: { set: (r, v) => ({ ...r, prompt: v }) } },
  }),
  builder({
    name: coach.version,
    module: coach,
    input: {
      trigger: 'diary' as const,
      scriptsThisWeek: 2,
      missionsCompletedToday: 3,
      missionsToday: 5,
      missionsLast7Days: 12,
      streakDays: 4,
      goal: { type: 'followers' as const, currentValue: 400, targetValue: 1_000, progress: 40 },
      entry: 'e',
    },
    build: (f) => coach.build(f, 'seed'),
    fields: { entry: { set: (f, v) => ({ ...f, entry: v }) } },
  }),
  builder({
    name: news.version,
    module: news,
    input: newsArgs,
    build: (a) => news.build(a.input, 2),
    fields: newsFields,
  }),
  builder({
    name: `${news.version} (retry)`,
    module: news,
    input: { ...newsArgs, repair: REPAIR },
    build: (a) => news.build(a.input, 2, a.repair),
    fields: { ...newsFields, ...repairFields<NewsInput>(multiline) },
  }),
  builder({
    name: questions.version,
    module: questions,
    input: questionsArgs,
    build: (a) => questions.build(a.input),
    fields: nicheField,
  }),
  builder({
    name: `${questions.version} (retry)`,
    module: questions,
    input: { ...questionsArgs, repair: REPAIR },
    build: (a) => questions.build(a.input, a.repair),
    fields: { ...nicheField, ...repairFields<QuestionsArgs['input']>(multiline) },
  }),
  builder({
    name: viralShort.version,
    module: viralShort,
    input: shortArgs,
    build: (a) => viralShort.build(a.input),
    fields: shortFields,
  }),
  builder({
    name: `${viralShort.version} (retry)`,
    module: viralShort,
    input: { ...shortArgs, repair: REPAIR },
    build: (a) => viralShort.build(a.input, a.repair),
    fields: { ...shortFields, ...repairFields<ShortArgs['input']>(multiline) },
  }),
];

/**
 * The data blocks as a model reads them: from an opening tag to the first closing tag after it,
 * whatever their case or spacing. `outside` is the prompt with each block's content taken out.
 */
function readBlocks(user: string): { contents: string[]; outside: string } {
  const contents: string[] = [];
  const outside = user.replace(/<\s*dados\s*>([\s\S]*?)<\s*\/\s*dados\s*>/giu, (_, content: string) => {
    contents.push(content);
    return '<dados></dados>';
  });
  return { contents, outside };
}

/** A token per field that quote keeps as it is, and that no prompt's own text contains. */
const token = (i: number) => `VZ${i}ZV`;

/** The prompts' validated inputs are trimmed and non-empty. */
const field = hostileText.map((s) => s.trim() || 'x');

describe('every prompt builder keeps user text in its data block (docs/ARCHITECTURE.md §prompts.data-block)', () => {
  it.each(BUILDERS.map((b) => [b.name, b] as const))(
    '%s: each field, quoted, is exactly what the block holds, and nothing outside the block depends on it',
    (_, b) => {
      const names = Object.keys(b.fields);
      const withValues = (values: readonly string[]) =>
        names.reduce((input, name, i) => b.fields[name]!.set(input, values[i]!), b.input);
      const baseline = b.build(withValues(names.map((_, i) => token(i))));
      const base = readBlocks(baseline.user);
      expect(base.contents).toHaveLength(1);
      // each field appears once, inside the block, and nowhere else in the prompt
      names.forEach((_, i) => {
        expect(base.contents[0]!.split(token(i))).toHaveLength(2);
        expect(`${baseline.system}${base.outside}`).not.toContain(token(i));
      });

      fc.assert(
        fc.property(fc.array(field, { minLength: names.length, maxLength: names.length }), (values) => {
          const prompt = b.build(withValues(values));
          const read = readBlocks(prompt.user);
          expect(prompt.system).toBe(baseline.system);
          expect(read.outside).toBe(base.outside);
          const expected = names.reduce(
            (content, name, i) => content.replace(token(i), () => (b.fields[name]!.encode ?? quote)(values[i]!)),
            base.contents[0]!,
          );
          expect(read.contents).toEqual([expected]);
        }),
        { numRuns: 150 },
      );
    },
  );

  it('lists every prompt file (a new builder must join BUILDERS)', () => {
    const src = __dirname;
    const promptFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return promptFiles(full);
        return path.basename(dir) === 'prompts' && /\.ts$/.test(e.name) ? [full] : [];
      });
    // helpers and tests of a prompts folder are not builders
    const builders = promptFiles(src).filter(
      (f) => !/(\.test|test-fixtures|\/index|\/common)\.ts$/.test(f.split(path.sep).join('/')),
    );
    expect(builders.length).toBeGreaterThanOrEqual(10);
    for (const file of builders) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file is only known once listed
      const mod = require(file) as { version?: string; build?: unknown };
      expect({ file: path.relative(src, file), builder: typeof mod.build }).toEqual({
        file: path.relative(src, file),
        builder: 'function',
      });
      expect({ file: path.relative(src, file), listed: BUILDERS.some((b) => b.module === mod) }).toEqual({
        file: path.relative(src, file),
        listed: true,
      });
    }
  });
});

describe('every prompt that could state facts is grounded (docs/ARCHITECTURE.md §prompts.grounding)', () => {
  it.each(BUILDERS.filter((b) => b.module !== improveImagePrompt).map((b) => [b.name, b] as const))(
    '%s says not to invent numbers, testimonials or social proof',
    (_name, b) => {
      const { system, user } = b.build(b.input);
      expect(`${system}\n${user}`).toContain(GROUNDING);
    },
  );
});

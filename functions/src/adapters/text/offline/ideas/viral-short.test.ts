import { readStructured } from '@shared/ideas/structured-output';
import { parsePrompterText } from '@shared/teleprompter/markup';
import {
  VIRAL_SHORT_DURATIONS_S,
  VIRAL_SHORT_STYLES,
  viralShortMaxWords,
} from '@shared/viral-short/viral-short-options';
import {
  parseTimestamp,
  teleprompterWithHook,
  viralShortResultSchema,
  type ViralShortResult,
} from '@shared/viral-short/viral-short.schema';
import { pastedTranscript, type ViralShortInput } from '../../../../viral-short/transcript';
import { checkViralShort } from '../../../../viral-short/viral-short-tool';
import { PASTED_TEXTS, RECORDED_CAPTIONS, viralShortInput } from '../../../../../test/support/viral-short';
import { COMPOSER_PHRASES, composeViralShort, sentenceUnits } from './viral-short';

const SEED = '5f0c2b7e-1d3a-4e8b-9c6d-7a8b9c0d1e2f';

const TRANSCRIPTS = {
  'recorded captions': RECORDED_CAPTIONS,
  ...Object.fromEntries(Object.entries(PASTED_TEXTS).map(([name, text]) => [name, pastedTranscript(text)])),
};

function compose(input: ViralShortInput, seed = SEED): ViralShortResult {
  const read = readStructured(composeViralShort(input, seed), viralShortResultSchema);
  if (!read.ok) throw new Error(read.problem);
  return read.value;
}

/** Lower-case words without punctuation or markup. */
const wordsOf = (text: string) =>
  text
    .replace(/\[[^\]]*\]/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean);

/** Everything the short says aloud or shows. */
const saidAndShown = (r: ViralShortResult) => [
  ...Object.values(r.script),
  ...r.on_screen_text,
  ...r.hooks_variations.map((h) => h.text),
  r.script_as_teleprompter,
];

describe.each(Object.entries(TRANSCRIPTS))('from %s', (_name, transcript) => {
  it.each(VIRAL_SHORT_DURATIONS_S)('writes a valid %i-second short', (duration) => {
    const input = viralShortInput({ transcript, target_duration_s: duration });
    const result = compose(input);
    expect(checkViralShort(result, input)).toBeNull();
    expect(result.meta).toMatchObject({ duration_seconds: duration, style: 'natural' });
    expect(result.meta.words_estimate).toBeLessThanOrEqual(viralShortMaxWords(duration));
    expect(result.hooks_variations).toHaveLength(3);
    expect(new Set(result.hooks_variations.map((h) => h.text)).size).toBe(3);
  });

  it('says nothing but the transcript and its own fixed phrases', () => {
    const allowed = new Set([
      ...wordsOf(transcript.segments.map((s) => s.text).join(' ')),
      ...wordsOf(COMPOSER_PHRASES.join(' ')),
    ]);
    for (const duration of VIRAL_SHORT_DURATIONS_S) {
      const result = compose(
        viralShortInput({ transcript, target_duration_s: duration, tone: 'urgente', cta: 'comentar' }),
      );
      const invented = saidAndShown(result)
        .flatMap(wordsOf)
        .filter((w) => !allowed.has(w));
      expect(invented).toEqual([]);
    }
  });

  it('opens the teleprompter text with the selected hook, and cuts forward in time', () => {
    const result = compose(viralShortInput({ transcript }));
    const hook = result.hooks_variations.find((h) => h.id === result.selected_hook)!.text;
    expect(result.script_as_teleprompter.split('\n\n')[0]).toBe(hook);
    expect(result.script.hook).toBe(hook);
    for (const cut of result.cuts) expect(parseTimestamp(cut.from)).toBeLessThan(parseTimestamp(cut.to));
    // the teleprompter reads it: a pause line and an emphasized climax
    const lines = parsePrompterText(result.script_as_teleprompter);
    expect(lines.some((l) => l.kind === 'pause')).toBe(true);
    expect(lines.some((l) => l.kind === 'emphasis')).toBe(true);
    // another hook replaces the first paragraph only
    const other = result.hooks_variations[1]!;
    expect(teleprompterWithHook(result, other.id).startsWith(`${other.text}\n\n`)).toBe(true);
  });
});

it('adds no digit to a transcript that has none', () => {
  for (const [name, text] of Object.entries(PASTED_TEXTS)) {
    if (/\d/.test(text.replace(/^\d{1,2}:\d{2}$/gm, ''))) continue;
    for (const duration of VIRAL_SHORT_DURATIONS_S)
      for (const style of VIRAL_SHORT_STYLES) {
        const result = compose(
          viralShortInput({ transcript: pastedTranscript(text), target_duration_s: duration, style: style.id }),
        );
        expect([name, saidAndShown(result).filter((t) => /\d/.test(t))]).toEqual([name, []]);
      }
  }
});

it('gives the same short for the same seed, and uses each style', () => {
  const input = viralShortInput({ transcript: RECORDED_CAPTIONS });
  expect(composeViralShort(input, SEED)).toBe(composeViralShort(input, SEED));
  for (const style of VIRAL_SHORT_STYLES) {
    const styled = viralShortInput({ transcript: RECORDED_CAPTIONS, style: style.id });
    expect(checkViralShort(compose(styled), styled)).toBeNull();
  }
});

it('keeps the cuts of recorded captions on their real times, inside the video', () => {
  const result = compose(viralShortInput({ transcript: RECORDED_CAPTIONS }));
  // the hook is the line at 00:03 ('…o erro que quase quebrou a minha padaria')
  expect(result.script.hook).toMatch(/quebrou a minha padaria/);
  expect(result.cuts[0]).toMatchObject({ from: '00:03' });
  for (const cut of result.cuts) {
    expect(parseTimestamp(cut.to)).toBeLessThanOrEqual(91);
    expect(cut.note).not.toMatch(/estimado/);
  }
});

it('says in every cut note that a pasted text has estimated times', () => {
  const result = compose(viralShortInput({ transcript: pastedTranscript(PASTED_TEXTS.corrida) }));
  for (const cut of result.cuts) expect(cut.note).toMatch(/Tempo estimado/);
});

it('ends on the chosen CTA, or the goal’s when none is chosen', () => {
  expect(compose(viralShortInput({ cta: 'salvar' })).script.cta).toMatch(/Salva este vídeo/);
  expect(compose(viralShortInput({ goal: 'seguidores' })).script.cta).toMatch(/Me segue/);
  expect(compose(viralShortInput({ tone: 'inspirador', cta: 'link-bio' })).script.cta).toBe(
    'Guarda isso com você. O link está na bio.',
  );
});

it('splits unpunctuated captions into timed sentences', () => {
  const units = sentenceUnits([{ startS: 10, durationS: 30, text: PASTED_TEXTS.semPontuacao }]);
  expect(units.length).toBeGreaterThan(3);
  for (const u of units) expect(u.words).toBeLessThanOrEqual(24);
  expect(units[0]!.startS).toBe(10);
  expect(units[units.length - 1]!.endS).toBeCloseTo(40);
  expect(units[0]!.text).toMatch(/^Então/);
});

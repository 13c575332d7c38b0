import * as z from 'zod/mini';
import '../zod-locale';
import {
  TRANSCRIPT_MAX_CHARS,
  VIRAL_SHORT_MESSAGES,
  formatTimestamp,
  generateViralShortBodySchema,
  parseTimestamp,
  saveViralShortBodySchema,
  teleprompterWithHook,
  viralShortRequestSchema,
  viralShortResultSchema,
  type ViralShortResult,
} from './viral-short.schema';
import { YOUTUBE_URL_MESSAGES } from './youtube-url';
import {
  VIRAL_SHORT_DURATIONS_S,
  VIRAL_SHORT_STYLES,
  viralShortMaxWords,
  viralShortTargetWords,
} from './viral-short-options';

const URL = 'https://youtu.be/dQw4w9WgXcQ';
const OPERATION = '7b0f5c9e-3c1a-4c1e-9a53-0f1f2b3c4d5e';
const TRANSCRIPT = Array.from({ length: 40 }, (_, i) => `palavra${i}`).join(' ');

function firstMessage(schema: z.core.$ZodType, input: unknown): string | undefined {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('the request', () => {
  it('fills the defaults of the spec: 60 s, Natural, pt-BR, no advanced option, no transcript', () => {
    expect(z.parse(viralShortRequestSchema, { youtube_url: URL })).toEqual({
      youtube_url: URL,
      target_duration_s: 60,
      style: 'natural',
      idioma_saida: 'pt-BR',
      tone: '',
      goal: '',
      cta: '',
      transcript: '',
    });
  });

  it.each(VIRAL_SHORT_DURATIONS_S)('accepts %i seconds', (d) => {
    expect(z.parse(viralShortRequestSchema, { youtube_url: URL, target_duration_s: d }).target_duration_s).toBe(d);
  });

  it.each([
    [{ youtube_url: '' }, YOUTUBE_URL_MESSAGES.required],
    [{}, YOUTUBE_URL_MESSAGES.required],
    [{ youtube_url: 'https://vimeo.com/1' }, YOUTUBE_URL_MESSAGES.invalid],
    [{ youtube_url: URL, target_duration_s: 45 }, VIRAL_SHORT_MESSAGES.duration],
    [{ youtube_url: URL, target_duration_s: '60' }, VIRAL_SHORT_MESSAGES.duration],
    [{ youtube_url: URL, style: 'Famoso da Silva' }, VIRAL_SHORT_MESSAGES.style],
    [{ youtube_url: URL, idioma_saida: 'en' }, VIRAL_SHORT_MESSAGES.language],
    [{ youtube_url: URL, tone: 'raivoso' }, VIRAL_SHORT_MESSAGES.option],
    [{ youtube_url: URL, goal: 'dominar' }, VIRAL_SHORT_MESSAGES.option],
    [{ youtube_url: URL, cta: 'assine' }, VIRAL_SHORT_MESSAGES.option],
    [{ youtube_url: URL, transcript: 'curta demais' }, VIRAL_SHORT_MESSAGES.transcriptTooShort],
    [{ youtube_url: URL, transcript: 'a '.repeat(TRANSCRIPT_MAX_CHARS) }, VIRAL_SHORT_MESSAGES.transcriptTooLong],
  ])('refuses %j with its pt-BR message', (input, message) => {
    expect(firstMessage(viralShortRequestSchema, input)).toBe(message);
  });

  it('trims a pasted transcript and takes blank as none', () => {
    expect(z.parse(viralShortRequestSchema, { youtube_url: URL, transcript: `  ${TRANSCRIPT}\n ` }).transcript).toBe(
      TRANSCRIPT,
    );
    expect(z.parse(viralShortRequestSchema, { youtube_url: URL, transcript: '  \n ' }).transcript).toBe('');
  });

  it('accepts every listed style and option', () => {
    for (const style of VIRAL_SHORT_STYLES)
      expect(z.safeParse(viralShortRequestSchema, { youtube_url: URL, style: style.id }).success).toBe(true);
    const all = { youtube_url: URL, tone: 'inspirador', goal: 'seguidores', cta: 'comentar' };
    expect(z.parse(viralShortRequestSchema, all)).toMatchObject(all);
  });

  it('needs an operation id in the API body', () => {
    expect(firstMessage(generateViralShortBodySchema, { youtube_url: URL })).toBe('Identificador de geração inválido.');
    expect(z.parse(generateViralShortBodySchema, { youtube_url: URL, operationId: OPERATION }).operationId).toBe(
      OPERATION,
    );
  });
});

const VALID_RESULT: ViralShortResult = {
  meta: { duration_seconds: 60, style: 'natural', words_estimate: 120 },
  script: { hook: 'Gancho um.', tension: 'Tensão.', climax: 'Clímax.', cta: 'Comenta aqui.' },
  cuts: [
    { from: '00:05', to: '00:12', note: 'Abertura' },
    { from: '01:10', to: '01:31', note: 'Virada' },
  ],
  on_screen_text: ['Texto um', 'Texto dois'],
  hooks_variations: [
    { id: 'h1', text: 'Gancho um.' },
    { id: 'h2', text: 'Gancho dois?' },
    { id: 'h3', text: 'Gancho três!' },
  ],
  selected_hook: 'h1',
  script_as_teleprompter: 'Gancho um.\n\n[pause]\n\nTensão.\n\nClímax.\n\nComenta aqui.',
};

describe('the result', () => {
  it('accepts the shape of the spec', () => {
    expect(z.parse(viralShortResultSchema, VALID_RESULT)).toEqual(VALID_RESULT);
  });

  it.each([
    ['a selected hook that is not a variation', { selected_hook: 'h9' }],
    ['repeated hook ids', { hooks_variations: [VALID_RESULT.hooks_variations[0], VALID_RESULT.hooks_variations[0]] }],
    ['a single hook', { hooks_variations: [VALID_RESULT.hooks_variations[0]] }],
    ['timestamps in seconds', { cuts: [{ from: 5, to: 12, note: 'x' }] }],
    ['a timestamp with 60 seconds', { cuts: [{ from: '00:60', to: '01:10', note: 'x' }] }],
    ['no cut', { cuts: [] }],
    ['no on-screen text', { on_screen_text: [] }],
    ['an empty hook', { script: { ...VALID_RESULT.script, hook: '  ' } }],
    ['a fractional duration', { meta: { ...VALID_RESULT.meta, duration_seconds: 59.5 } }],
  ])('refuses %s', (_name, patch) => {
    expect(z.safeParse(viralShortResultSchema, { ...VALID_RESULT, ...patch }).success).toBe(false);
  });
});

describe('timestamps', () => {
  it.each([
    [0, '00:00'],
    [59.9, '00:59'],
    [61, '01:01'],
    [4502, '75:02'],
  ])('%p s is %s and back', (seconds, text) => {
    expect(formatTimestamp(seconds)).toBe(text);
    expect(parseTimestamp(text)).toBe(Math.floor(seconds));
  });
});

describe('teleprompterWithHook', () => {
  it('keeps the text as written for the selected hook', () => {
    expect(teleprompterWithHook(VALID_RESULT, 'h1')).toBe(VALID_RESULT.script_as_teleprompter);
  });

  it('replaces the first paragraph with another chosen hook and keeps the rest', () => {
    expect(teleprompterWithHook(VALID_RESULT, 'h2')).toBe(
      'Gancho dois?\n\n[pause]\n\nTensão.\n\nClímax.\n\nComenta aqui.',
    );
  });

  it('ignores an unknown id', () => {
    expect(teleprompterWithHook(VALID_RESULT, 'h9')).toBe(VALID_RESULT.script_as_teleprompter);
  });
});

it('sizes a short at 130 words a minute, with 40 % room above', () => {
  expect(viralShortTargetWords(60)).toBe(130);
  expect(viralShortTargetWords(30)).toBe(65);
  expect(viralShortMaxWords(60)).toBe(182);
});

it('asks for a hook id when saving', () => {
  expect(firstMessage(saveViralShortBodySchema, {})).toBe(VIRAL_SHORT_MESSAGES.hook);
  expect(firstMessage(saveViralShortBodySchema, { selectedHook: 'x y' })).toBe(VIRAL_SHORT_MESSAGES.hook);
  expect(z.parse(saveViralShortBodySchema, { selectedHook: 'h2' })).toEqual({ selectedHook: 'h2' });
});

import fc from 'fast-check';
import type * as z from 'zod/mini';
import '../zod-locale';
import {
  FORMAT_REQUIRED_MESSAGE,
  INVALID_CURSOR_MESSAGE,
  OBJECTIVE_REQUIRED_MESSAGE,
  PLATFORM_DURATION_MESSAGE,
  SCRIPT_LIMITS,
  SCRIPT_PAGE,
  SUBJECT_REQUIRED_MESSAGE,
  advancedScriptRequestSchema,
  aiEditBodySchema,
  aiEditResponseSchema,
  deleteScriptResponseSchema,
  diagnosticModelResponseSchema,
  diagnosticRoundTripResponseSchema,
  generateScriptBodySchema,
  generateScriptResponseSchema,
  generationIdSchema,
  getScriptResponseSchema,
  listScriptsQuerySchema,
  listScriptsResponseSchema,
  scriptRequestSchema,
  scriptResponseSchema,
  scriptSchema,
  simpleScriptRequestSchema,
  updateScriptBodySchema,
} from './script.schema';
import {
  ADVANCED_DURATIONS_S,
  ADVANCED_MODES,
  ANGLES,
  APPEAR_OPTIONS,
  FORMATS,
  HORIZONTAL_DURATIONS_S,
  OBJECTIVES,
  PLATFORM_IDS,
  SIMPLE_DURATIONS_S,
  TONES,
  durationsFor,
} from './script-options';
import { SCRIPT_KINDS, SEARCH_MAX_LENGTH } from './script-filter';

/**
 * The script contract's rules (docs/PRODUCT.md §validation.creator, §data.scripts, §data.api): one
 * test per rule on small inputs that show it, and properties that hold for any input. Messages are
 * pinned as the API answers them, with the pt-BR locale the server sets; a change here is a change
 * of the contract.
 */

type Issue = [path: PropertyKey[], message: string];

/** Every issue the schema raises, as [path, message]; [] when the input is accepted. */
function issuesOf(schema: z.ZodMiniType, input: unknown): Issue[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path, i.message]);
}

/** The parsed value; fails the test with the issues when the input is refused. */
function parsed(schema: z.ZodMiniType, input: unknown): unknown {
  const r = schema.safeParse(input);
  if (!r.success) throw new Error(`refused: ${JSON.stringify(r.error.issues)}`);
  return r.data;
}

const U = '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b';
const SIMPLE = { mode: 'simple', idea: 'Como vender mais', duracao: 30 };
const SIMPLE_PARSED = { ...SIMPLE, aparecer: 'Sim', influencer: '' };
/** A valid advanced request with only its required fields; 60 s fits every platform. */
const ADV = {
  mode: 'complete',
  persona: 'Nutricionista',
  plataforma: 'tiktok',
  duracao: 60,
  aparecer: 'Sim',
  objetivo: 'engajamento',
  formato: 'talking-head',
};
/** What every optional advanced field parses to when absent. */
const ADV_DEFAULTS = {
  dor: '',
  oferta: '',
  angulo: '',
  tema: '',
  provaSocial: '',
  objecao: '',
  tom: '',
  localidade: '',
  referencia: '',
};
const SCRIPT = {
  id: 's1',
  text: 't',
  niche: 'n',
  theme: 'th',
  objective: '',
  format: 'reels',
  details: '',
  duration: 30,
  favorite: false,
  createdAt: '2024-01-01',
  updatedAt: '2024-01-01',
  writer: 'offline',
  request: null,
  seriesId: null,
  seriesIndex: null,
  versionCount: 0,
  extras: null,
};
const EXTRAS = {
  hooks: ['Um?', 'Dois!', 'Três.'],
  caption: 'Legenda.',
  hashtags: ['#pão', '#receita_facil'],
  onScreenTexts: [{ section: 'cta', text: 'Salva' }],
};

/** zod's own pt-BR messages, for the fields that carry no message of their own. */
const EXPECTED_TEXT_GOT_UNDEFINED = 'Entrada inválida: esperava um texto, recebeu um valor "undefined"';
const EXPECTED_OBJECT_GOT_UNDEFINED = 'Entrada inválida: esperava um objeto, recebeu um valor "undefined"';
const EXPECTED_INT = 'Entrada inválida: esperava um número inteiro, recebeu um número';
const NOT_NEGATIVE = 'Pequeno demais: esperava que o número fosse >= 0';
const DISCRIMINATOR = "Valor de discriminação inválido. Esperava 'simple' | 'complete' | 'trend' | 'turbo' | 'series'";

const WHITESPACE = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u3000', '\ufeff');
/** Short unicode text, blank text or text of about `max` characters, often padded with whitespace that trimming removes. */
const paddedText = (max: number) =>
  fc
    .tuple(
      fc.oneof(fc.constant(''), WHITESPACE),
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.array(WHITESPACE, { maxLength: 3 }).map((w) => w.join('')),
        fc.integer({ min: Math.max(0, max - 2), max: max + 2 }).map((n) => 'x'.repeat(n)),
      ),
      fc.oneof(fc.constant(''), WHITESPACE),
    )
    .map(([before, core, after]) => before + core + after);

describe('generationId', () => {
  it('is a UUID, or the request is refused with one message', () => {
    expect(parsed(generationIdSchema, U)).toBe(U);
    for (const bad of ['not-a-uuid', 42, undefined, '']) {
      expect(issuesOf(generationIdSchema, bad)).toEqual([[[], 'Identificador de geração inválido.']]);
    }
  });
});

describe('free-text fields: trimmed, then held to their limit', () => {
  /** A limited field: where it lives and what it answers when blank or too long. */
  interface TextField {
    field: string;
    schema: z.ZodMiniType;
    /** A valid body to put the field in. */
    base: object;
    max: number;
    tooLong: string;
    /** What a blank value answers; none: blank is allowed (and parses to ''). */
    blank?: string;
  }
  const limited = (field: keyof typeof SCRIPT_LIMITS, schema: z.ZodMiniType, base: object): TextField => ({
    field,
    schema,
    base,
    max: SCRIPT_LIMITS[field],
    tooLong: `Use no máximo ${SCRIPT_LIMITS[field]} caracteres.`,
  });
  // the advanced request keeps a subject when the field under test is blank
  const ADV_SUBJECT = { ...ADV, persona: 'P', tema: 'T' };
  const FIELDS: TextField[] = [
    { ...limited('idea', simpleScriptRequestSchema, SIMPLE), blank: 'Descreva a sua ideia para gerar o roteiro.' },
    limited('influencer', simpleScriptRequestSchema, SIMPLE),
    ...(['persona', 'dor', 'oferta', 'tema', 'provaSocial', 'objecao', 'localidade', 'referencia'] as const).map((f) =>
      limited(f, advancedScriptRequestSchema, ADV_SUBJECT),
    ),
    {
      ...limited('editPrompt', aiEditBodySchema, { generationId: U }),
      blank: 'Descreva o que a IA deve mudar no roteiro.',
    },
    {
      ...limited('text', updateScriptBodySchema, {}),
      blank: 'O roteiro não pode ficar vazio.',
      tooLong: 'O roteiro está longo demais.',
    },
    {
      field: 'q',
      schema: listScriptsQuerySchema,
      base: {},
      max: SEARCH_MAX_LENGTH,
      tooLong: 'Busque com no máximo 100 caracteres.',
    },
  ];

  it('covers every limit in SCRIPT_LIMITS', () => {
    expect(FIELDS.map((f) => f.field).filter((f) => f in SCRIPT_LIMITS)).toEqual(
      expect.arrayContaining(Object.keys(SCRIPT_LIMITS)),
    );
  });

  it.each(FIELDS.map((f) => [f.field, f] as const))('%s: the limit counts the trimmed text, exactly', (_, f) => {
    const at = parsed(f.schema, { ...f.base, [f.field]: ` ${'x'.repeat(f.max)}\n` }) as Record<string, unknown>;
    expect(at[f.field]).toBe('x'.repeat(f.max));
    expect(issuesOf(f.schema, { ...f.base, [f.field]: 'x'.repeat(f.max + 1) })).toEqual([[[f.field], f.tooLong]]);
  });

  it('accepts any text whose trimmed length is within the limit (and not blank where required), keeping it trimmed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS).chain((f) => fc.tuple(fc.constant(f), paddedText(f.max))),
        ([f, value]) => {
          const trimmed = value.trim();
          const r = f.schema.safeParse({ ...f.base, [f.field]: value });
          if (f.blank && trimmed.length === 0) {
            expect(issuesOf(f.schema, { ...f.base, [f.field]: value })).toEqual([[[f.field], f.blank]]);
          } else if (trimmed.length > f.max) {
            expect(issuesOf(f.schema, { ...f.base, [f.field]: value })).toEqual([[[f.field], f.tooLong]]);
          } else {
            expect(r.success && (r.data as Record<string, unknown>)[f.field]).toBe(trimmed);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers a missing required text or a non-text with zod’s pt-BR message', () => {
    expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, idea: undefined })).toEqual([
      [['idea'], EXPECTED_TEXT_GOT_UNDEFINED],
    ]);
    expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, idea: 5 })).toEqual([
      [['idea'], 'Entrada inválida: esperava um texto, recebeu um número'],
    ]);
    expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, influencer: null })).toEqual([
      [['influencer'], 'Entrada inválida: esperava um texto, recebeu um valor "nulo"'],
    ]);
    expect(issuesOf(aiEditBodySchema, { generationId: U })).toEqual([[['editPrompt'], EXPECTED_TEXT_GOT_UNDEFINED]]);
  });
});

describe('simple request (docs/PRODUCT.md §validation.creator)', () => {
  it('fills in aparecer = Sim and an empty influencer, and drops unknown keys', () => {
    expect(parsed(simpleScriptRequestSchema, { ...SIMPLE, idea: '  Como vender mais  ', extra: 1 })).toEqual(
      SIMPLE_PARSED,
    );
    expect(parsed(simpleScriptRequestSchema, { ...SIMPLE, aparecer: 'Não', influencer: ' Fulano ' })).toEqual({
      ...SIMPLE_PARSED,
      aparecer: 'Não',
      influencer: 'Fulano',
    });
  });

  it('takes only the simple durations, as numbers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom<unknown>(...SIMPLE_DURATIONS_S, ...HORIZONTAL_DURATIONS_S, undefined, null, '30'),
          fc.integer({ min: -10, max: 200 }),
          fc.double(),
        ),
        (duracao) => {
          const ok = (SIMPLE_DURATIONS_S as readonly unknown[]).includes(duracao);
          expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, duracao })).toEqual(
            ok ? [] : [[['duracao'], 'Escolha uma duração válida.']],
          );
        },
      ),
    );
  });

  it('refuses another mode, an unknown aparecer and a body that is not an object', () => {
    expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, mode: 'complete' })).toEqual([
      [['mode'], 'Entrada inválida: esperava "simple"'],
    ]);
    expect(issuesOf(simpleScriptRequestSchema, { ...SIMPLE, aparecer: 'talvez' })).toEqual([
      [['aparecer'], 'Opção inválida: esperava uma das seguintes opções: "Sim"|"Não"'],
    ]);
    expect(issuesOf(simpleScriptRequestSchema, null)).toEqual([
      [[], 'Entrada inválida: esperava um objeto, recebeu um valor "nulo"'],
    ]);
  });
});

describe('advanced request (docs/PRODUCT.md §validation.creator)', () => {
  it('fills every optional field with an empty string, and blank counts as empty', () => {
    expect(parsed(advancedScriptRequestSchema, ADV)).toEqual({ ...ADV, ...ADV_DEFAULTS });
    expect(parsed(advancedScriptRequestSchema, { ...ADV, persona: '  ', tema: ' Dieta ' })).toEqual({
      ...ADV,
      ...ADV_DEFAULTS,
      persona: '',
      tema: 'Dieta',
    });
  });

  /** Each pick: the values it takes, what it answers otherwise, and what it becomes when absent (none: required). */
  const CHOICES: { field: string; allowed: readonly string[]; message: string; absent?: string }[] = [
    { field: 'mode', allowed: ADVANCED_MODES, message: 'Modo de geração inválido.' },
    { field: 'plataforma', allowed: PLATFORM_IDS, message: 'Escolha uma plataforma.' },
    { field: 'aparecer', allowed: APPEAR_OPTIONS, message: 'Diga se você vai aparecer no vídeo.' },
    { field: 'objetivo', allowed: OBJECTIVES.map((o) => o.id), message: OBJECTIVE_REQUIRED_MESSAGE },
    { field: 'formato', allowed: FORMATS.map((f) => f.id), message: FORMAT_REQUIRED_MESSAGE },
    { field: 'angulo', allowed: ['', ...ANGLES.map((a) => a.id)], message: 'Escolha um ângulo.', absent: '' },
    { field: 'tom', allowed: ['', ...TONES], message: 'Escolha um tom.', absent: '' },
  ];

  it('takes each pick from its list only, and answers anything else with the pick’s own message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHOICES).chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.oneof(
              fc.constantFrom(...c.allowed),
              // near misses: another list's value, other case, untrimmed, nothing
              fc.constantFrom(...CHOICES.flatMap((o) => o.allowed)),
              fc.constantFrom(...c.allowed).map((v) => v.toUpperCase()),
              fc.constantFrom(...c.allowed).map((v) => ` ${v}`),
              fc.string({ maxLength: 8 }),
              fc.constant(undefined),
            ),
          ),
        ),
        ([c, value]) => {
          const r = advancedScriptRequestSchema.safeParse({ ...ADV, [c.field]: value });
          if (value === undefined && c.absent !== undefined) {
            expect(r.success && (r.data as Record<string, unknown>)[c.field]).toBe(c.absent);
          } else if (value !== undefined && c.allowed.includes(value)) {
            expect(r.success && (r.data as Record<string, unknown>)[c.field]).toBe(value);
          } else {
            expect(issuesOf(advancedScriptRequestSchema, { ...ADV, [c.field]: value })).toEqual([
              [[c.field], c.message],
            ]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  describe('duration', () => {
    const KNOWN = [...new Set([...SIMPLE_DURATIONS_S, ...ADVANCED_DURATIONS_S, ...HORIZONTAL_DURATIONS_S])];

    it.each(PLATFORM_IDS)('%s: accepts exactly the durations the wizard offers', (plataforma) => {
      const accepted = KNOWN.filter(
        (duracao) => advancedScriptRequestSchema.safeParse({ ...ADV, plataforma, duracao }).success,
      );
      expect(accepted).toEqual([...durationsFor(plataforma)].sort((a, b) => a - b));
    });

    it('refuses a duration no platform offers as invalid, and one another platform offers as invalid for this one', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...PLATFORM_IDS),
          fc.oneof(
            fc.constantFrom(...KNOWN),
            fc.integer({ min: -5, max: 2000 }),
            fc.double({ noNaN: true, min: -1, max: 2000 }),
          ),
          (plataforma, duracao) => {
            const anywhere = [...ADVANCED_DURATIONS_S, ...HORIZONTAL_DURATIONS_S].some((d) => d === duracao);
            const expected: Issue[] = !Number.isInteger(duracao)
              ? [[['duracao'], EXPECTED_INT]]
              : !anywhere
                ? [[['duracao'], 'Escolha uma duração válida.']]
                : !durationsFor(plataforma).includes(duracao)
                  ? [[['duracao'], PLATFORM_DURATION_MESSAGE]]
                  : [];
            expect(issuesOf(advancedScriptRequestSchema, { ...ADV, plataforma, duracao })).toEqual(expected);
          },
        ),
        { numRuns: 500 },
      );
    });

    it('answers a duration that is not a number with zod’s pt-BR message', () => {
      expect(issuesOf(advancedScriptRequestSchema, { ...ADV, duracao: '30' })).toEqual([
        [['duracao'], 'Entrada inválida: esperava um número, recebeu um texto'],
      ]);
      expect(issuesOf(advancedScriptRequestSchema, { ...ADV, duracao: undefined })).toEqual([
        [['duracao'], 'Entrada inválida: esperava um número, recebeu um valor "undefined"'],
      ]);
    });
  });

  it('needs a persona, a theme or a pain, and blank counts as none', () => {
    const subjectValue = fc.oneof(
      fc.constant(undefined),
      fc.array(WHITESPACE, { maxLength: 3 }).map((w) => w.join('')),
      fc.string({ minLength: 1, maxLength: 10 }),
    );
    fc.assert(
      fc.property(subjectValue, subjectValue, subjectValue, (persona, tema, dor) => {
        const some = [persona, tema, dor].some((v) => v !== undefined && v.trim() !== '');
        expect(issuesOf(advancedScriptRequestSchema, { ...ADV, persona, tema, dor })).toEqual(
          some ? [] : [[['persona'], SUBJECT_REQUIRED_MESSAGE]],
        );
      }),
    );
    expect(parsed(advancedScriptRequestSchema, { ...ADV, persona: undefined, dor: 'Não sai do lugar' })).toMatchObject({
      persona: '',
      dor: 'Não sai do lugar',
    });
  });

  it('checks the fields together only once each is valid, so a bad field answers with its own message alone', () => {
    /** Each required field, a bad value and what it answers. */
    const BAD: Record<string, [unknown, string]> = {
      mode: ['bogus', 'Modo de geração inválido.'],
      plataforma: ['orkut', 'Escolha uma plataforma.'],
      duracao: [31, 'Escolha uma duração válida.'],
      aparecer: [undefined, 'Diga se você vai aparecer no vídeo.'],
      objetivo: ['', OBJECTIVE_REQUIRED_MESSAGE],
      formato: ['nope', FORMAT_REQUIRED_MESSAGE],
    };
    // no subject, and 30 minutes on TikTok: both cross-field rules would fire
    const base = { ...ADV, persona: undefined, plataforma: 'tiktok', duracao: 1800 };
    expect(issuesOf(advancedScriptRequestSchema, base)).toEqual([[['duracao'], PLATFORM_DURATION_MESSAGE]]);
    fc.assert(
      fc.property(fc.subarray(Object.keys(BAD), { minLength: 1 }), (broken) => {
        const input = { ...base, ...Object.fromEntries(broken.map((f) => [f, BAD[f]![0]])) };
        expect(issuesOf(advancedScriptRequestSchema, input)).toEqual(broken.map((f) => [[f], BAD[f]![1]]));
      }),
    );
    expect(issuesOf(advancedScriptRequestSchema, {})).toEqual([
      [['mode'], 'Modo de geração inválido.'],
      [['plataforma'], 'Escolha uma plataforma.'],
      [['duracao'], 'Entrada inválida: esperava um número, recebeu um valor "undefined"'],
      [['aparecer'], 'Diga se você vai aparecer no vídeo.'],
      [['objetivo'], OBJECTIVE_REQUIRED_MESSAGE],
      [['formato'], FORMAT_REQUIRED_MESSAGE],
    ]);
  });
});

/** Requests the creator can send: every pick from its list, free text padded or not, a subject and a duration that fit. */
const validSimple = fc.record({
  mode: fc.constant('simple'),
  idea: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
  duracao: fc.constantFrom(...SIMPLE_DURATIONS_S),
  aparecer: fc.option(fc.constantFrom(...APPEAR_OPTIONS), { nil: undefined }),
  influencer: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
});
const optionalText = fc.option(fc.string({ unit: 'grapheme', maxLength: 10 }), { nil: undefined });
const validAdvanced = fc.constantFrom(...PLATFORM_IDS).chain((plataforma) =>
  fc.record({
    mode: fc.constantFrom(...ADVANCED_MODES),
    persona: fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== ''),
    dor: optionalText,
    oferta: optionalText,
    plataforma: fc.constant(plataforma),
    duracao: fc.constantFrom(...durationsFor(plataforma)),
    aparecer: fc.constantFrom(...APPEAR_OPTIONS),
    angulo: fc.option(fc.constantFrom('', ...ANGLES.map((a) => a.id)), { nil: undefined }),
    tema: optionalText,
    objetivo: fc.constantFrom(...OBJECTIVES.map((o) => o.id)),
    formato: fc.constantFrom(...FORMATS.map((f) => f.id)),
    provaSocial: optionalText,
    objecao: optionalText,
    tom: fc.option(fc.constantFrom('', ...TONES), { nil: undefined }),
    localidade: optionalText,
    referencia: optionalText,
  }),
);

describe('a request in a body or a saved script', () => {
  it('is read by its mode, the same as by its own schema, and reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validSimple.map((r) => [r, simpleScriptRequestSchema] as const),
          validAdvanced.map((r) => [r, advancedScriptRequestSchema] as const),
        ),
        ([request, own]) => {
          const data = parsed(own, request);
          expect(parsed(scriptRequestSchema, request)).toEqual(data);
          expect(parsed(scriptRequestSchema, data)).toEqual(data);
          expect(parsed(generateScriptBodySchema, { generationId: U, request })).toEqual({
            generationId: U,
            request: data,
          });
          expect(parsed(scriptSchema, { ...SCRIPT, request: data })).toEqual({ ...SCRIPT, request: data });
        },
      ),
    );
  });

  it('refuses an unknown or missing mode, and a request that is not an object', () => {
    expect(issuesOf(scriptRequestSchema, { ...SIMPLE, mode: 'nope' })).toEqual([[['mode'], DISCRIMINATOR]]);
    expect(issuesOf(scriptRequestSchema, { idea: 'x' })).toEqual([[['mode'], DISCRIMINATOR]]);
    expect(issuesOf(scriptRequestSchema, 'simple')).toEqual([
      [[], 'Entrada inválida: esperava um objeto, recebeu um texto'],
    ]);
  });

  it('answers a nested issue at its path inside the body', () => {
    expect(issuesOf(generateScriptBodySchema, { generationId: U, request: { ...ADV, formato: '' } })).toEqual([
      [['request', 'formato'], FORMAT_REQUIRED_MESSAGE],
    ]);
    // the probe's 30-minute TikTok
    expect(
      issuesOf(generateScriptBodySchema, { generationId: U, request: { ...ADV, plataforma: 'tiktok', duracao: 1800 } }),
    ).toEqual([[['request', 'duracao'], PLATFORM_DURATION_MESSAGE]]);
    expect(issuesOf(generateScriptBodySchema, { generationId: 'x', request: SIMPLE })).toEqual([
      [['generationId'], 'Identificador de geração inválido.'],
    ]);
    expect(issuesOf(generateScriptBodySchema, {})).toEqual([
      [['generationId'], 'Identificador de geração inválido.'],
      [['request'], EXPECTED_OBJECT_GOT_UNDEFINED],
    ]);
    expect(issuesOf(scriptSchema, { ...SCRIPT, request: { mode: 'simple' } })).toEqual([
      [['request', 'idea'], EXPECTED_TEXT_GOT_UNDEFINED],
      [['request', 'duracao'], 'Escolha uma duração válida.'],
    ]);
  });
});

describe('update body', () => {
  it('needs a text or a favorite, and a text that is not blank', () => {
    fc.assert(
      fc.property(
        fc.option(paddedText(20), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (text, favorite) => {
          const body = { ...(text === undefined ? {} : { text }), ...(favorite === undefined ? {} : { favorite }) };
          if (text === undefined && favorite === undefined) {
            expect(issuesOf(updateScriptBodySchema, body)).toEqual([[[], 'Nada para atualizar.']]);
          } else if (text !== undefined && text.trim() === '') {
            expect(issuesOf(updateScriptBodySchema, body)).toEqual([[['text'], 'O roteiro não pode ficar vazio.']]);
          } else {
            expect(parsed(updateScriptBodySchema, body)).toEqual({
              ...body,
              ...(text === undefined ? {} : { text: text.trim() }),
            });
          }
        },
      ),
    );
  });

  it('refuses a favorite that is not a boolean and a null text', () => {
    expect(issuesOf(updateScriptBodySchema, { favorite: 'yes' })).toEqual([
      [['favorite'], 'Entrada inválida: esperava um valor booleano, recebeu um texto'],
    ]);
    expect(issuesOf(updateScriptBodySchema, { text: null })).toEqual([
      [['text'], 'Entrada inválida: esperava um texto, recebeu um valor "nulo"'],
    ]);
  });
});

describe('saved script (docs/PRODUCT.md §data.scripts)', () => {
  const OPTIONAL = ['origin', 'coverImageId'];

  it('needs every field but origin and the cover, null where nullable', () => {
    const full = { ...SCRIPT, origin: 'news', coverImageId: 'img1' };
    expect(parsed(scriptSchema, full)).toEqual(full);
    fc.assert(
      fc.property(fc.subarray(Object.keys(full), { minLength: 1 }), (dropped) => {
        const input = Object.fromEntries(Object.entries(full).filter(([k]) => !dropped.includes(k)));
        const required = dropped.filter((k) => !OPTIONAL.includes(k));
        expect(issuesOf(scriptSchema, input).map(([path]) => path)).toEqual(required.map((k) => [k]));
      }),
    );
    expect(issuesOf(scriptSchema, { ...SCRIPT, extras: undefined })).toEqual([
      [['extras'], EXPECTED_OBJECT_GOT_UNDEFINED],
    ]);
  });

  it('takes the stored formats, the writers and a series place', () => {
    const series = { ...SCRIPT, format: 'story', writer: 'bedrock', seriesId: 'x', seriesIndex: 2 };
    expect(parsed(scriptSchema, series)).toEqual(series);
    expect(issuesOf(scriptSchema, { ...SCRIPT, writer: 'gpt' })).toEqual([
      [['writer'], 'Opção inválida: esperava uma das seguintes opções: "offline"|"bedrock"|"openai"'],
    ]);
    expect(issuesOf(scriptSchema, { ...SCRIPT, id: '' })).toEqual([
      [['id'], 'Pequeno demais: esperava que o texto tivesse >= 1 caracteres'],
    ]);
  });

  it('counts duration and versions in whole non-negative numbers', () => {
    expect(issuesOf(scriptSchema, { ...SCRIPT, duration: -1 })).toEqual([[['duration'], NOT_NEGATIVE]]);
    expect(issuesOf(scriptSchema, { ...SCRIPT, duration: 1.5 })).toEqual([[['duration'], EXPECTED_INT]]);
    expect(issuesOf(scriptSchema, { ...SCRIPT, versionCount: -1 })).toEqual([[['versionCount'], NOT_NEGATIVE]]);
  });

  describe('extras (docs/PRODUCT.md §data.extras)', () => {
    it('has three hooks, a caption, hashtags and on-screen texts', () => {
      expect(parsed(scriptSchema, { ...SCRIPT, extras: EXTRAS })).toEqual({ ...SCRIPT, extras: EXTRAS });
      expect(issuesOf(scriptSchema, { ...SCRIPT, extras: { ...EXTRAS, hooks: ['Um?', 'Dois!'] } })).toEqual([
        [['extras', 'hooks'], 'Pequeno demais: esperava que o vetor tivesse >= 3 elementos'],
      ]);
    });

    it('takes a hashtag of letters (accented too), digits and underscores after one #', () => {
      for (const tag of ['#pão', '#receita_facil', '#2024', `#${'a'.repeat(60)}`]) {
        expect(issuesOf(scriptSchema, { ...SCRIPT, extras: { ...EXTRAS, hashtags: [tag] } })).toEqual([]);
      }
      for (const tag of ['pão caseiro', '#pão caseiro', '#', '#a-b', `#${'a'.repeat(61)}`]) {
        expect(issuesOf(scriptSchema, { ...SCRIPT, extras: { ...EXTRAS, hashtags: [tag] } })).toEqual([
          [['extras', 'hashtags', 0], 'Texto inválido: deve corresponder ao padrão /^#[\\p{L}\\p{N}_]{1,60}$/u'],
        ]);
      }
    });
  });
});

describe('list query (docs/DATA-MODEL.md S3)', () => {
  it('lists 20 by default, and takes the filters it knows', () => {
    expect(parsed(listScriptsQuerySchema, {})).toEqual({ limit: SCRIPT_PAGE.defaultLimit });
    expect(
      parsed(listScriptsQuerySchema, {
        q: '  pão caseiro ',
        favorites: 'true',
        kind: 'series',
        platform: 'tiktok',
        origin: 'news',
      }),
    ).toEqual({ limit: 20, q: 'pão caseiro', favorites: 'true', kind: 'series', platform: 'tiktok', origin: 'news' });
  });

  it('answers an unknown filter value with the filter’s own message', () => {
    expect(issuesOf(listScriptsQuerySchema, { favorites: 'false' })).toEqual([
      [['favorites'], 'Filtro de favoritos inválido.'],
    ]);
    expect(issuesOf(listScriptsQuerySchema, { kind: 'viral' })).toEqual([[['kind'], 'Modo inválido.']]);
    expect(issuesOf(listScriptsQuerySchema, { platform: 'orkut' })).toEqual([[['platform'], 'Plataforma inválida.']]);
    expect(issuesOf(listScriptsQuerySchema, { origin: 'blog' })).toEqual([[['origin'], 'Origem inválida.']]);
    for (const kind of SCRIPT_KINDS) expect(parsed(listScriptsQuerySchema, { kind })).toMatchObject({ kind });
  });

  it('reads the limit from the query string, from 1 to 50 whole', () => {
    const LIMIT_MESSAGE = 'Informe um limite entre 1 e 50.';
    expect(parsed(listScriptsQuerySchema, { limit: '1' })).toEqual({ limit: 1 });
    expect(parsed(listScriptsQuerySchema, { limit: '50' })).toEqual({ limit: 50 });
    for (const limit of ['0', '51', '1.5', 'abc']) {
      expect(issuesOf(listScriptsQuerySchema, { limit })).toEqual([[['limit'], LIMIT_MESSAGE]]);
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(0, 1, SCRIPT_PAGE.maxLimit, SCRIPT_PAGE.maxLimit + 1),
          fc.integer({ min: -5, max: 60 }),
          fc.double({ noNaN: true, min: -5, max: 60 }),
        ),
        (n) => {
          const ok = Number.isInteger(n) && n >= 1 && n <= SCRIPT_PAGE.maxLimit;
          expect(issuesOf(listScriptsQuerySchema, { limit: String(n) })).toEqual(
            ok ? [] : [[['limit'], LIMIT_MESSAGE]],
          );
          if (ok) expect(parsed(listScriptsQuerySchema, { limit: String(n) })).toEqual({ limit: n });
        },
      ),
    );
  });

  it('takes a cursor of 1 to 200 URL-safe base64 characters only', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: fc.constantFrom(...'Az09_-+/= .é'), maxLength: 12 }),
          fc.integer({ min: 198, max: 202 }).map((n) => 'a'.repeat(n)),
        ),
        (cursor) => {
          const ok = /^[A-Za-z0-9_-]{1,200}$/.test(cursor);
          expect(issuesOf(listScriptsQuerySchema, { cursor })).toEqual(
            ok ? [] : [[['cursor'], INVALID_CURSOR_MESSAGE]],
          );
        },
      ),
    );
  });
});

describe('responses', () => {
  it('generate: at least one script, and whole credits', () => {
    const ok = { scripts: [SCRIPT], replacedOldest: false, creditsRemaining: 3 };
    expect(parsed(generateScriptResponseSchema, ok)).toEqual(ok);
    expect(issuesOf(generateScriptResponseSchema, { ...ok, scripts: [] })).toEqual([
      [['scripts'], 'Pequeno demais: esperava que o vetor tivesse >= 1 elementos'],
    ]);
    expect(issuesOf(generateScriptResponseSchema, { ...ok, creditsRemaining: 1.2 })).toEqual([
      [['creditsRemaining'], EXPECTED_INT],
    ]);
  });

  it('one script, an AI edit, a series and a page carry valid scripts', () => {
    expect(parsed(scriptResponseSchema, { script: SCRIPT })).toEqual({ script: SCRIPT });
    expect(issuesOf(scriptResponseSchema, {})).toEqual([[['script'], EXPECTED_OBJECT_GOT_UNDEFINED]]);
    expect(parsed(aiEditResponseSchema, { script: SCRIPT, creditsRemaining: 0 })).toEqual({
      script: SCRIPT,
      creditsRemaining: 0,
    });
    expect(parsed(getScriptResponseSchema, { script: SCRIPT, series: [SCRIPT] })).toEqual({
      script: SCRIPT,
      series: [SCRIPT],
    });
    expect(parsed(listScriptsResponseSchema, { items: [], nextCursor: null })).toEqual({ items: [], nextCursor: null });
    expect(issuesOf(listScriptsResponseSchema, { items: [] })).toEqual([[['nextCursor'], EXPECTED_TEXT_GOT_UNDEFINED]]);
    expect(issuesOf(listScriptsResponseSchema, { items: [SCRIPT, { ...SCRIPT, text: 1 }], nextCursor: null })).toEqual([
      [['items', 1, 'text'], 'Entrada inválida: esperava um texto, recebeu um número'],
    ]);
  });

  it('delete answers deleted: true only', () => {
    expect(parsed(deleteScriptResponseSchema, { deleted: true })).toEqual({ deleted: true });
    expect(issuesOf(deleteScriptResponseSchema, { deleted: false })).toEqual([
      [['deleted'], 'Entrada inválida: esperava true'],
    ]);
  });

  it('diagnostics: a latency is a non-negative number of milliseconds', () => {
    const model = { ok: true, writer: 'openai', latencyMs: 12.5, sample: 's', maxTokens: 4000 };
    expect(parsed(diagnosticModelResponseSchema, model)).toEqual(model);
    expect(issuesOf(diagnosticModelResponseSchema, { ...model, latencyMs: -1 })).toEqual([
      [['latencyMs'], NOT_NEGATIVE],
    ]);
    expect(parsed(diagnosticRoundTripResponseSchema, { ok: false, latencyMs: 0 })).toEqual({ ok: false, latencyMs: 0 });
    expect(issuesOf(diagnosticRoundTripResponseSchema, { ok: false })).toEqual([
      [['latencyMs'], 'Entrada inválida: esperava um número, recebeu um valor "undefined"'],
    ]);
  });
});

import * as z from 'zod/mini';
import {
  ADVANCED_MODES,
  ANGLES,
  APPEAR_OPTIONS,
  FORMATS,
  HORIZONTAL_DURATIONS_S,
  ADVANCED_DURATIONS_S,
  OBJECTIVES,
  PLATFORM_IDS,
  SIMPLE_DURATIONS_S,
  STORED_FORMATS,
  TONES,
  durationsFor,
} from './script-options';
import { SCRIPT_KINDS, SEARCH_MAX_LENGTH } from './script-filter';
import { SCRIPT_ORIGINS } from '../ideas/idea-tools';

/**
 * The script creator's contract (docs/PRODUCT.md §data.creator, §data.scripts, §data.api).
 * Requests carry a client-made `generationId` so the browser can match the streamed
 * deltas (`script.delta` over the WebSocket) to the call it made; the route answers 202 with
 * it, and GET /api/generations/{id} gives the saved scripts, so a client that lost the stream
 * (or was reloaded) still gets them (docs/ARCHITECTURE.md §generation-jobs).
 *
 * zod/mini, not classic zod: the script Lambdas import this file, and classic zod costs
 * ~70 KB more in each of their bundles (docs/BENCH.md). script.schema.test.ts pins the
 * accepted inputs, defaults and messages to those of the former classic schemas.
 */

/**
 * The longest value each free-text field takes, in characters. The schemas below enforce
 * them and the forms read them for their inputs' maxLength, so a limit is written once.
 */
export const SCRIPT_LIMITS = {
  idea: 2000,
  influencer: 120,
  persona: 200,
  dor: 500,
  oferta: 500,
  tema: 300,
  provaSocial: 500,
  objecao: 500,
  localidade: 120,
  referencia: 300,
  editPrompt: 1000,
  // A 30-minute script at 130 wpm is ~3 900 words, ~25 000 characters of pt-BR with its stage
  // directions; the offline writer's longest 30-minute script (every field at its maximum) is
  // ~29 500 (script-output.test.ts pins that it fits). 20 000 refused editing one; 40 000 let
  // 80 saved scripts outgrow Lambda's 6 MB answer.
  text: 32_000,
} as const;

const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max)));
const optionalText = (max: number) => z._default(z.optional(text(max)), '');
const oneOf = <T extends readonly { id: string }[]>(items: T, message: string) =>
  z.string().check(z.refine((v) => items.some((i) => i.id === v), message));

/** A required pick from `items`: missing, blank or unknown all answer with `message`. */
const requiredChoice = <T extends readonly { id: string }[]>(items: T, message: string) =>
  z.string({ message }).check(z.refine((v) => items.some((i) => i.id === v), message));

export const generationIdSchema = z.uuid('Identificador de geração inválido.');

/** Simple mode: 'Escreva a sua ideia'. */
export const simpleScriptRequestSchema = z.object({
  mode: z.literal('simple'),
  idea: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Descreva a sua ideia para gerar o roteiro.'),
      z.maxLength(SCRIPT_LIMITS.idea, tooLong(SCRIPT_LIMITS.idea)),
    ),
  duracao: z.union(
    SIMPLE_DURATIONS_S.map((d) => z.literal(d)) as never as [z.ZodMiniLiteral<5>, ...z.ZodMiniLiteral<number>[]],
    {
      message: 'Escolha uma duração válida.',
    },
  ),
  aparecer: z._default(z.optional(z.enum(APPEAR_OPTIONS)), 'Sim'),
  /** A creator whose style to echo (optional). */
  influencer: optionalText(SCRIPT_LIMITS.influencer),
});
export type SimpleScriptRequest = z.infer<typeof simpleScriptRequestSchema>;

const ALL_ADVANCED_DURATIONS: readonly number[] = [...ADVANCED_DURATIONS_S, ...HORIZONTAL_DURATIONS_S];

export const PLATFORM_DURATION_MESSAGE = 'Escolha uma duração válida para a plataforma.';
export const OBJECTIVE_REQUIRED_MESSAGE = 'Escolha o objetivo do vídeo.';
export const FORMAT_REQUIRED_MESSAGE = 'Escolha o formato do vídeo.';
export const SUBJECT_REQUIRED_MESSAGE = 'Descreva a persona, o tema ou a dor do público.';

/** docs/PRODUCT.md §validation.creator: at least one of persona, theme and pain is filled in (blank counts as empty). */
export function hasSubject(fields: { persona?: string; tema?: string; dor?: string }): boolean {
  return [fields.persona, fields.tema, fields.dor].some((v) => (v ?? '').trim().length > 0);
}

/**
 * Advanced mode: the six steps' fields (docs/PRODUCT.md §data.creator, §validation.creator).
 * The duration must be one the chosen platform offers (`durationsFor`, which the wizard reads
 * too): a 30-minute TikTok is refused before anything is charged.
 */
export const advancedScriptFieldsSchema = z.object({
  mode: z.enum(ADVANCED_MODES, { message: 'Modo de geração inválido.' }),
  // docs/PRODUCT.md §validation.creator: persona, angle, theme and tone are optional; objective and format are required.
  persona: optionalText(SCRIPT_LIMITS.persona),
  dor: optionalText(SCRIPT_LIMITS.dor),
  oferta: optionalText(SCRIPT_LIMITS.oferta),
  plataforma: z.enum(PLATFORM_IDS, { message: 'Escolha uma plataforma.' }),
  duracao: z.number().check(
    z.int(),
    z.refine((d) => ALL_ADVANCED_DURATIONS.includes(d), 'Escolha uma duração válida.'),
  ),
  aparecer: z.enum(APPEAR_OPTIONS, { message: 'Diga se você vai aparecer no vídeo.' }),
  angulo: z._default(z.optional(z.union([oneOf(ANGLES, 'Escolha um ângulo.'), z.literal('')])), ''),
  tema: optionalText(SCRIPT_LIMITS.tema),
  objetivo: requiredChoice(OBJECTIVES, OBJECTIVE_REQUIRED_MESSAGE),
  formato: requiredChoice(FORMATS, FORMAT_REQUIRED_MESSAGE),
  provaSocial: optionalText(SCRIPT_LIMITS.provaSocial),
  objecao: optionalText(SCRIPT_LIMITS.objecao),
  tom: z._default(z.optional(z.union([z.enum(TONES), z.literal('')], { message: 'Escolha um tom.' })), ''),
  localidade: optionalText(SCRIPT_LIMITS.localidade),
  referencia: optionalText(SCRIPT_LIMITS.referencia),
});
/**
 * The fields above, each valid on its own (the wizard validates a step's fields with it), and valid together:
 * the duration fits the platform, and the persona, the theme or the pain says what the video is about.
 */
export const advancedScriptRequestSchema = advancedScriptFieldsSchema.check(
  z.refine((r) => durationsFor(r.plataforma).includes(r.duracao), {
    message: PLATFORM_DURATION_MESSAGE,
    path: ['duracao'],
    // only once every field is valid, so a bad field answers with its own message alone
    when: (payload) => payload.issues.length === 0,
  }),
  z.refine((r) => hasSubject(r), {
    message: SUBJECT_REQUIRED_MESSAGE,
    path: ['persona'],
    when: (payload) => payload.issues.length === 0,
  }),
);
export type AdvancedScriptRequest = z.infer<typeof advancedScriptRequestSchema>;

export const scriptRequestSchema = z.discriminatedUnion('mode', [
  simpleScriptRequestSchema,
  advancedScriptRequestSchema,
]);
export type ScriptRequest = z.infer<typeof scriptRequestSchema>;

/** POST /api/scripts/generate */
export const generateScriptBodySchema = z.object({
  generationId: generationIdSchema,
  request: scriptRequestSchema,
});
export type GenerateScriptBody = z.infer<typeof generateScriptBodySchema>;

/** POST /api/scripts/{id}/ai-edit — docs/PRODUCT.md §validation.creator: non-blank instructions and a saved script id. */
export const aiEditBodySchema = z.object({
  generationId: generationIdSchema,
  editPrompt: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Descreva o que a IA deve mudar no roteiro.'),
      z.maxLength(SCRIPT_LIMITS.editPrompt, tooLong(SCRIPT_LIMITS.editPrompt)),
    ),
});
export type AiEditBody = z.infer<typeof aiEditBodySchema>;

/** PATCH /api/scripts/{id}: a manual edit, a favorite toggle, or both. */
export const updateScriptBodySchema = z
  .object({
    text: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'O roteiro não pode ficar vazio.'),
          z.maxLength(SCRIPT_LIMITS.text, 'O roteiro está longo demais.'),
        ),
    ),
    favorite: z.optional(z.boolean()),
  })
  .check(z.refine((b) => b.text !== undefined || b.favorite !== undefined, 'Nada para atualizar.'));
export type UpdateScriptBody = z.infer<typeof updateScriptBodySchema>;

export const WRITERS = ['offline', 'bedrock', 'openai'] as const;
export type WriterKind = (typeof WRITERS)[number];

/** The sections a script's on-screen texts belong to. */
export const EXTRAS_SECTIONS = ['gancho', 'desenvolvimento', 'cta'] as const;
export type ExtrasSection = (typeof EXTRAS_SECTIONS)[number];

/**
 * What a generation gives beside the script (docs/PRODUCT.md §data.extras): three hook
 * variations to choose from, a caption with hashtags for the platform, and on-screen text
 * suggestions per section. Part of the output contract of every writer.
 */
export const scriptExtrasSchema = z.object({
  hooks: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(400))).check(z.length(3)),
  caption: z.string().check(z.trim(), z.minLength(1), z.maxLength(1200)),
  hashtags: z.array(z.string().check(z.regex(/^#[\p{L}\p{N}_]{1,60}$/u))).check(z.minLength(1), z.maxLength(15)),
  onScreenTexts: z
    .array(
      z.object({
        section: z.enum(EXTRAS_SECTIONS),
        text: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.maxLength(12)),
});
export type ScriptExtras = z.infer<typeof scriptExtrasSchema>;

/** A saved script as the API returns it (docs/PRODUCT.md §data.scripts). Never carries the owner's id. */
export const scriptSchema = z.object({
  id: z.string().check(z.minLength(1)),
  text: z.string(),
  niche: z.string(),
  theme: z.string(),
  objective: z.string(),
  format: z.enum(STORED_FORMATS),
  details: z.string(),
  /** Seconds. */
  duration: z.number().check(z.int(), z.nonnegative()),
  favorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Which writer produced the text, so the UI can say when it was the offline writer. */
  writer: z.enum(WRITERS),
  /** The form that produced it, so loading the script restores the creator's choices. */
  request: z.nullable(scriptRequestSchema),
  /** Series scripts share a series id and know their place (1–3). */
  seriesId: z.nullable(z.string()),
  seriesIndex: z.nullable(z.number().check(z.int())),
  /** How many previous texts 'Desfazer' can restore (0–SCRIPT_VERSIONS_KEPT); the texts stay on the server. */
  versionCount: z.number().check(z.int(), z.nonnegative()),
  /** Hook variations, caption, hashtags, on-screen texts; null on scripts saved before them or when the model's were unusable. */
  extras: z.nullable(scriptExtrasSchema),
  /** The idea tool that wrote it ('news', 'viral-short'); absent on the creator's own scripts (docs/PRODUCT.md §flows.idea-tools). */
  origin: z.optional(z.enum(SCRIPT_ORIGINS)),
  /** An image of the user's history chosen as its cover ('Usar como capa', docs/PRODUCT.md §flows.images). */
  coverImageId: z.optional(z.string()),
});
export type Script = z.infer<typeof scriptSchema>;

/**
 * An AI edit or a manual text edit keeps the text it replaces; at most this many are kept and
 * `POST /api/scripts/{id}/undo` restores the latest (docs/PRODUCT.md §flows.versions).
 */
export const SCRIPT_VERSIONS_KEPT = 5;
export const NO_VERSION_MESSAGE = 'Não há versão anterior para restaurar.';

export const generateScriptResponseSchema = z.object({
  scripts: z.array(scriptSchema).check(z.minLength(1)),
  /** True when the free plan's oldest script was deleted to make room (docs/PRODUCT.md §limits.retention). */
  replacedOldest: z.boolean(),
  creditsRemaining: z.number().check(z.int()),
});
export type GenerateScriptResponse = z.infer<typeof generateScriptResponseSchema>;

export const scriptResponseSchema = z.object({ script: scriptSchema });
/** GET /api/scripts/{id}: the script and, for a series, its parts in order (the script among them). */
export const getScriptResponseSchema = z.object({ script: scriptSchema, series: z.optional(z.array(scriptSchema)) });
export type GetScriptResponse = z.infer<typeof getScriptResponseSchema>;
export const aiEditResponseSchema = z.object({ script: scriptSchema, creditsRemaining: z.number().check(z.int()) });

/**
 * GET /api/scripts?cursor=…&limit=…&q=…&favorites=true&kind=…&platform=…: one page of the caller's scripts, newest first
 * (docs/DATA-MODEL.md, S3). `nextCursor` is opaque; null on the last page.
 */
export const SCRIPT_PAGE = { defaultLimit: 20, maxLimit: 50, cursorMaxLength: 200 } as const;
export const INVALID_CURSOR_MESSAGE = 'Não foi possível continuar a lista. Recarregue a página.';
export const listScriptsQuerySchema = z.object({
  cursor: z.optional(
    z
      .string()
      .check(
        z.maxLength(SCRIPT_PAGE.cursorMaxLength, INVALID_CURSOR_MESSAGE),
        z.regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR_MESSAGE),
      ),
  ),
  limit: z._default(
    z.optional(
      z.coerce
        .number({ message: `Informe um limite entre 1 e ${SCRIPT_PAGE.maxLimit}.` })
        .check(
          z.int(`Informe um limite entre 1 e ${SCRIPT_PAGE.maxLimit}.`),
          z.minimum(1, `Informe um limite entre 1 e ${SCRIPT_PAGE.maxLimit}.`),
          z.maximum(SCRIPT_PAGE.maxLimit, `Informe um limite entre 1 e ${SCRIPT_PAGE.maxLimit}.`),
        ),
    ),
    SCRIPT_PAGE.defaultLimit,
  ),
  /** docs/DATA-MODEL.md S3: the list's filters (script-filter.ts says what each matches). */
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH, `Busque com no máximo ${SEARCH_MAX_LENGTH} caracteres.`)),
  ),
  favorites: z.optional(z.literal('true', { message: 'Filtro de favoritos inválido.' })),
  kind: z.optional(z.enum(SCRIPT_KINDS, { message: 'Modo inválido.' })),
  platform: z.optional(z.enum(PLATFORM_IDS, { message: 'Plataforma inválida.' })),
  /** Only the scripts an idea tool saved ('Meus Roteiros' of /ultimas-noticias lists origin=news). */
  origin: z.optional(z.enum(SCRIPT_ORIGINS, { message: 'Origem inválida.' })),
});
export type ListScriptsQuery = z.infer<typeof listScriptsQuerySchema>;
export const listScriptsResponseSchema = z.object({ items: z.array(scriptSchema), nextCursor: z.nullable(z.string()) });
export type ListScriptsResponse = z.infer<typeof listScriptsResponseSchema>;
export const deleteScriptResponseSchema = z.object({ deleted: z.literal(true) });

/** Diagnostic page (/diagnostico-criar): the model step and the write/read-back step. */
export const diagnosticModelResponseSchema = z.object({
  ok: z.boolean(),
  writer: z.enum(WRITERS),
  latencyMs: z.number().check(z.nonnegative()),
  sample: z.string(),
  maxTokens: z.number().check(z.int()),
});
export const diagnosticRoundTripResponseSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().check(z.nonnegative()),
});

/** The text-generation cap the diagnostic page states (docs/PRODUCT.md §screens.diagnostico-criar). */
export const MAX_OUTPUT_TOKENS = 4000;

import * as z from 'zod/mini';
import { operationIdSchema } from '../ideas/idea-tools';
import { WRITERS, scriptSchema } from '../scripts/script.schema';
import { parseYouTubeUrl, YOUTUBE_URL_MESSAGES } from './youtube-url';
import {
  DEFAULT_VIRAL_SHORT_DURATION_S,
  DEFAULT_VIRAL_SHORT_STYLE,
  VIRAL_SHORT_CTAS,
  VIRAL_SHORT_DURATIONS_S,
  VIRAL_SHORT_GOALS,
  VIRAL_SHORT_STYLE_IDS,
  VIRAL_SHORT_TONES,
} from './viral-short-options';

/**
 * 'Viral Curto' (YouTube → viral short) contract: the request of the old 'generate-viral-short'
 * function (docs/PRODUCT.md §data.generators) plus our operation id and the optional pasted
 * transcript, the model's result (the shape of the old spec's result) and the API answers.
 */

/** The transcript a user may paste, and the one read from captions, is cut at this many characters (~5 000 words, ~35 min of speech). */
export const TRANSCRIPT_MAX_CHARS = 30_000;
/** Fewer spoken words than this cannot make a short without inventing. */
export const TRANSCRIPT_MIN_WORDS = 30;

export const VIRAL_SHORT_MESSAGES = {
  duration: 'Escolha uma duração válida.',
  style: 'Escolha um estilo narrativo válido.',
  language: 'O idioma de saída deve ser pt-BR.',
  option: 'Escolha uma opção da lista.',
  transcriptTooLong: `A transcrição passa do limite de ${TRANSCRIPT_MAX_CHARS.toLocaleString('pt-BR')} caracteres.`,
  transcriptTooShort: `A transcrição está curta demais: cole ao menos ${TRANSCRIPT_MIN_WORDS} palavras do vídeo.`,
  /** docs/PRODUCT.md §screens.viral-curto: why the page asks for the transcript (the 422's message). */
  transcriptLocal: 'Em modo local o Viraliza não acessa o YouTube: cole a transcrição do vídeo.',
  transcriptNoCaptions: 'Este vídeo não tem legendas disponíveis: cole a transcrição.',
  hook: 'Escolha um dos ganchos sugeridos.',
  failed: 'Erro ao gerar roteiro',
} as const;

/** The API's error code when no transcript could be read and none was pasted (422; nothing charged). */
export const TRANSCRIPT_REQUIRED_CODE = 'transcript_required';

/** Spoken words of a plain text (anything with a letter or a digit). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const youtubeUrl = z.string({ message: YOUTUBE_URL_MESSAGES.required }).check(
  z.superRefine((value, ctx) => {
    const parsed = parseYouTubeUrl(value);
    if (!parsed.ok) ctx.issues.push({ code: 'custom', message: parsed.message, input: value });
  }),
);

const optionalChoice = (items: readonly { id: string }[]) =>
  z._default(
    z.optional(
      z
        .string({ message: VIRAL_SHORT_MESSAGES.option })
        .check(z.refine((v) => v === '' || items.some((i) => i.id === v), VIRAL_SHORT_MESSAGES.option)),
    ),
    '',
  );

/** A pasted transcript: trimmed, '' when absent, within TRANSCRIPT_MAX_CHARS and at least TRANSCRIPT_MIN_WORDS words. */
const pastedTranscript = z._default(
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(TRANSCRIPT_MAX_CHARS, VIRAL_SHORT_MESSAGES.transcriptTooLong),
      z.refine((t) => t === '' || countWords(t) >= TRANSCRIPT_MIN_WORDS, VIRAL_SHORT_MESSAGES.transcriptTooShort),
    ),
  ),
  '',
);

/** The form's fields (the old request), validated alike in the browser and on the server. */
export const viralShortRequestSchema = z.object({
  youtube_url: youtubeUrl,
  target_duration_s: z._default(
    z.optional(
      z
        .number({ message: VIRAL_SHORT_MESSAGES.duration })
        .check(
          z.refine((d) => (VIRAL_SHORT_DURATIONS_S as readonly number[]).includes(d), VIRAL_SHORT_MESSAGES.duration),
        ),
    ),
    DEFAULT_VIRAL_SHORT_DURATION_S,
  ),
  style: z._default(
    z.optional(z.enum(VIRAL_SHORT_STYLE_IDS, { message: VIRAL_SHORT_MESSAGES.style })),
    DEFAULT_VIRAL_SHORT_STYLE,
  ),
  idioma_saida: z._default(z.optional(z.literal('pt-BR', { message: VIRAL_SHORT_MESSAGES.language })), 'pt-BR'),
  tone: optionalChoice(VIRAL_SHORT_TONES),
  goal: optionalChoice(VIRAL_SHORT_GOALS),
  cta: optionalChoice(VIRAL_SHORT_CTAS),
  /** Pasted by the user when captions cannot be read (always offered in local mode). */
  transcript: pastedTranscript,
});
export type ViralShortRequest = z.infer<typeof viralShortRequestSchema>;
export type ViralShortRequestInput = z.input<typeof viralShortRequestSchema>;

/** POST /api/viral-short/generate */
export const generateViralShortBodySchema = z.extend(viralShortRequestSchema, { operationId: operationIdSchema });
export type GenerateViralShortBody = z.infer<typeof generateViralShortBodySchema>;

// ---- The model's answer (docs/PRODUCT.md §data.generators) ----------------------------------

/** Transcript timestamps, as YouTube shows them: 'm:ss' or 'mm:ss' (minutes may pass 59: '75:02'). */
export const TIMESTAMP_PATTERN = /^\d{1,3}:[0-5]\d$/;

/** 'mm:ss' → seconds. */
export function parseTimestamp(t: string): number {
  const [m, s] = t.split(':');
  return Number(m) * 60 + Number(s);
}

/** Seconds → 'mm:ss' (whole seconds, rounded down). */
export function formatTimestamp(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const timestamp = z.string().check(z.regex(TIMESTAMP_PATTERN, "use o formato 'mm:ss'"));

export const HOOK_ID_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export const viralShortResultSchema = z
  .object({
    meta: z.object({
      duration_seconds: z.number().check(z.int(), z.positive()),
      style: line(60),
      words_estimate: z.number().check(z.int(), z.positive()),
    }),
    script: z.object({
      hook: line(600),
      tension: line(2500),
      climax: line(2500),
      cta: line(600),
    }),
    cuts: z.array(z.object({ from: timestamp, to: timestamp, note: line(300) })).check(z.minLength(1), z.maxLength(12)),
    on_screen_text: z.array(line(120)).check(z.minLength(1), z.maxLength(10)),
    hooks_variations: z.array(z.object({ id: z.string().check(z.regex(HOOK_ID_PATTERN)), text: line(600) })).check(
      z.minLength(2),
      z.maxLength(5),
      z.refine((hooks) => new Set(hooks.map((h) => h.id)).size === hooks.length, 'os ids dos ganchos se repetem'),
    ),
    selected_hook: z.string(),
    script_as_teleprompter: line(8000),
  })
  .check(
    z.refine((r) => r.hooks_variations.some((h) => h.id === r.selected_hook), {
      message: 'selected_hook deve ser o id de um dos hooks_variations',
      path: ['selected_hook'],
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type ViralShortResult = z.infer<typeof viralShortResultSchema>;

/** The API's answer to a generation: the validated result, kept a week under its operation id. */
export const generateViralShortResponseSchema = z.object({
  operationId: z.string(),
  result: viralShortResultSchema,
  writer: z.enum(WRITERS),
  creditsRemaining: z.number().check(z.int()),
});
export type GenerateViralShortResponse = z.infer<typeof generateViralShortResponseSchema>;

/** POST /api/viral-short/{operationId}/save */
export const saveViralShortBodySchema = z.object({
  selectedHook: z
    .string({ message: VIRAL_SHORT_MESSAGES.hook })
    .check(z.regex(HOOK_ID_PATTERN, VIRAL_SHORT_MESSAGES.hook)),
});
export type SaveViralShortBody = z.infer<typeof saveViralShortBodySchema>;
/** `created` false: the result had been saved before, and this is the script saved then. */
export const saveViralShortResponseSchema = z.object({ script: scriptSchema, created: z.boolean() });
export type SaveViralShortResponse = z.infer<typeof saveViralShortResponseSchema>;

// ---- The chosen hook --------------------------------------------------------------------------

/** A variation's text; undefined for an id the result does not have. */
export function hookText(result: Pick<ViralShortResult, 'hooks_variations'>, hookId: string): string | undefined {
  return result.hooks_variations.find((h) => h.id === hookId)?.text;
}

/**
 * The teleprompter text with the chosen hook (docs/PRODUCT.md §screens.viral-curto). The rule the
 * prompt and the offline writer follow: the first paragraph of `script_as_teleprompter` (up to
 * the first blank line) is the hook of `selected_hook`. Another choice replaces that paragraph
 * with its own text; the rest (tension, climax, CTA, pauses) stays as written.
 *
 * @example teleprompterWithHook(result, 'h2') // 'Texto do gancho h2\n\n[pause]\n\n…'
 */
export function teleprompterWithHook(
  result: Pick<ViralShortResult, 'hooks_variations' | 'selected_hook' | 'script_as_teleprompter'>,
  hookId: string,
): string {
  const text = result.script_as_teleprompter.replace(/\r\n?/g, '\n').trim();
  const chosen = hookText(result, hookId);
  if (hookId === result.selected_hook || chosen === undefined) return text;
  const gap = /\n\s*\n/.exec(text);
  const rest = gap ? text.slice(gap.index + gap[0].length) : '';
  return rest ? `${chosen.trim()}\n\n${rest}` : chosen.trim();
}

import * as z from 'zod/mini';
import { operationIdSchema } from '../ideas/idea-tools';
import { WRITERS } from '../scripts/script.schema';

/**
 * 'Ideias Virais por Dúvidas' (docs/PRODUCT.md §screens.ideias-virais, §flows.idea-tools): a niche and
 * how many questions → the questions people really ask about it, each the seed of a video.
 * The request, the model's JSON and the API's answer are all validated with these schemas.
 */

/** How many questions one generation asks for (docs/PRODUCT.md §limits.scripts). */
export const QUESTION_QUANTITIES = [5, 10, 25, 50] as const;
export type QuestionQuantity = (typeof QUESTION_QUANTITIES)[number];
export const DEFAULT_QUESTION_QUANTITY: QuestionQuantity = 10;

/** Field limits, in characters; the form reads them too. Ours: the old product had none. */
export const VIRAL_QUESTION_LIMITS = {
  niche: 120,
  /** A question shorter than this says nothing ('Como?'); longer than `questionMax` is no longer one question. */
  questionMin: 8,
  questionMax: 300,
} as const;

export const VIRAL_QUESTION_MESSAGES = {
  /** docs/PRODUCT.md §validation.generators */
  nicheRequired: 'Digite um nicho para continuar',
  nicheTooLong: `Use no máximo ${VIRAL_QUESTION_LIMITS.niche} caracteres.`,
  quantity: 'Escolha 5, 10, 25 ou 50 dúvidas.',
  /** docs/PRODUCT.md §messages.scripts */
  failed: 'Erro ao gerar dúvidas',
  copied: 'Dúvida copiada!',
  copyFailed: 'Não foi possível copiar a dúvida.',
} as const;

/** Whitespace of any kind (a pasted line break too) becomes one space. */
const oneLine = z.overwrite((v: string) => v.replace(/\s+/gu, ' ').trim());

export const nicheSchema = z
  .string({ message: VIRAL_QUESTION_MESSAGES.nicheRequired })
  .check(
    oneLine,
    z.minLength(1, VIRAL_QUESTION_MESSAGES.nicheRequired),
    z.maxLength(VIRAL_QUESTION_LIMITS.niche, VIRAL_QUESTION_MESSAGES.nicheTooLong),
  );

export const questionQuantitySchema = z.literal(QUESTION_QUANTITIES, { message: VIRAL_QUESTION_MESSAGES.quantity });

/** What the user asks for: the tool's input, kept with the result and read by the prompt and the offline writer. */
export const viralQuestionsRequestSchema = z.object({
  niche: nicheSchema,
  quantity: z._default(z.optional(questionQuantitySchema), DEFAULT_QUESTION_QUANTITY),
});
export type ViralQuestionsRequest = z.output<typeof viralQuestionsRequestSchema>;

/** POST /api/viral-questions/generate: the request and a client-made operation id (the same id never pays twice). */
export const generateViralQuestionsBodySchema = z.extend(viralQuestionsRequestSchema, {
  operationId: operationIdSchema,
});
export type GenerateViralQuestionsBody = z.input<typeof generateViralQuestionsBodySchema>;

export const questionSchema = z
  .string()
  .check(oneLine, z.minLength(VIRAL_QUESTION_LIMITS.questionMin), z.maxLength(VIRAL_QUESTION_LIMITS.questionMax));

/**
 * The model's JSON answer (and the offline writer's): `{ "questions": ["…?", …] }`. How many,
 * and that they differ, is the tool's own check (it knows the quantity asked for).
 */
export const viralQuestionsResultSchema = z.object({
  questions: z
    .array(questionSchema)
    .check(z.minLength(1), z.maxLength(QUESTION_QUANTITIES[QUESTION_QUANTITIES.length - 1]!)),
});
export type ViralQuestionsResult = z.output<typeof viralQuestionsResultSchema>;

export const generateViralQuestionsResponseSchema = z.object({
  operationId: operationIdSchema,
  questions: z.array(z.string()),
  writer: z.enum(WRITERS),
  creditsRemaining: z.number(),
});
export type GenerateViralQuestionsResponse = z.output<typeof generateViralQuestionsResponseSchema>;

/**
 * The form two questions share when they are the same question: case, accents, punctuation and
 * spacing ignored ('Vale a pena?' and 'vale a pena ?' are one).
 */
export function questionKey(question: string): string {
  return question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The first question that repeats an earlier one (by `questionKey`), or null when all differ. */
export function repeatedQuestion(questions: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const q of questions) {
    const key = questionKey(q);
    if (seen.has(key)) return q;
    seen.add(key);
  }
  return null;
}

import * as z from 'zod/mini';
import {
  DEFAULT_QUESTION_QUANTITY,
  QUESTION_QUANTITIES,
  VIRAL_QUESTION_LIMITS,
  type QuestionQuantity,
} from '@shared/viral-questions/viral-questions.schema';
import { WRITERS, type WriterKind } from '@shared/scripts/script.schema';

/**
 * What /ideias-virais remembers per user and tab (docs/PRODUCT.md §screens.ideias-virais): the form and
 * the last result, in sessionStorage, so a reload or the browser's back finds them (as the creator and
 * the teleprompter keep theirs). Storage may be full, refused or hold something else: then nothing is
 * remembered and nothing breaks.
 */
export interface QuestionsForm {
  niche: string;
  quantity: QuestionQuantity;
}

export const INITIAL_FORM: QuestionsForm = { niche: '', quantity: DEFAULT_QUESTION_QUANTITY };

/** The last answer shown, with the niche it was asked for (the form may have changed since). */
export interface QuestionsResult {
  niche: string;
  questions: string[];
  writer: WriterKind;
}

export interface QuestionsMemory {
  form: QuestionsForm;
  result: QuestionsResult | null;
}

export const memoryKey = (userId: string) => `viraliza.ideias-virais.${userId}`;

const memorySchema = z.object({
  form: z.object({
    niche: z.string().check(z.maxLength(VIRAL_QUESTION_LIMITS.niche)),
    quantity: z.literal(QUESTION_QUANTITIES),
  }),
  result: z.nullable(
    z.object({
      niche: z.string(),
      questions: z.array(z.string()),
      writer: z.enum(WRITERS),
    }),
  ),
});

export function readMemory(storage: Storage, userId: string): QuestionsMemory {
  try {
    const raw = storage.getItem(memoryKey(userId));
    const parsed = z.safeParse(memorySchema, raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : { form: INITIAL_FORM, result: null };
  } catch {
    return { form: INITIAL_FORM, result: null };
  }
}

export function writeMemory(storage: Storage, userId: string, memory: QuestionsMemory): void {
  try {
    storage.setItem(memoryKey(userId), JSON.stringify(memory));
  } catch {
    // full or refused: the page simply does not survive a reload
  }
}

/**
 * The questions readable so far from the model's half-written JSON (`readPartial`): only strings,
 * trimmed, blank ones left out. The last one may still be growing.
 */
export function streamedQuestions(partial: unknown): string[] {
  if (typeof partial !== 'object' || partial === null) return [];
  const list = (partial as { questions?: unknown }).questions;
  if (!Array.isArray(list)) return [];
  return list
    .filter((q): q is string => typeof q === 'string')
    .map((q) => q.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

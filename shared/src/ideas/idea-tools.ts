import * as z from 'zod/mini';
import { CREDIT_COSTS } from '../plans/plans';

/**
 * The idea tools (docs/PRODUCT.md §flows.idea-tools): three generators whose model answers in
 * JSON, validated with each tool's zod schema (shared/src/viral-questions, viral-short, news).
 * They share the charge → write → validate (repair or retry once) → settle-or-refund flow of
 * functions/src/ideas/generate-structured.ts.
 */
export const IDEA_TOOLS = ['questions', 'viral-short', 'news'] as const;
export type IdeaTool = (typeof IDEA_TOOLS)[number];

/**
 * What one generation of each tool costs: one model call, priced like one script
 * (docs/PRODUCT.md §credits.costs). The button quotes it and the server charges it.
 */
export const IDEA_TOOL_COSTS: Record<IdeaTool, number> = {
  questions: CREDIT_COSTS.script,
  'viral-short': CREDIT_COSTS.script,
  news: CREDIT_COSTS.script,
};

/** The button's label with the price before the click: 'Gerar dúvidas · 100 créditos'. */
export function withCost(label: string, cost: number): string {
  return `${label} · ${cost.toLocaleString('pt-BR')} créditos`;
}

/** Messages every idea tool shares (docs/PRODUCT.md §flows.idea-tools). */
export const IDEA_ERRORS = {
  /** The model's answer was not the asked JSON, even after one repair and one retry. */
  invalidFormat: 'Formato de resposta inválido',
  /** …and what the user reads with it: the credits came back. */
  invalidFormatDetail: 'A IA respondeu num formato inesperado. Seus créditos foram devolvidos; tente de novo.',
  pending: 'Esta geração ainda está em andamento.',
  used: 'Esta geração já foi usada. Gere de novo.',
  resultGone: 'Este resultado expirou. Gere de novo para salvar.',
} as const;

/** Every generation carries a client-made id: the same id again answers the saved result, never a second charge. */
export const operationIdSchema = z.uuid('Identificador de geração inválido.');

/** Where a saved script came from; absent on the creator's own scripts. */
export const SCRIPT_ORIGINS = ['news', 'viral-short'] as const;
export type ScriptOrigin = (typeof SCRIPT_ORIGINS)[number];

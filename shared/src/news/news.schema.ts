import * as z from 'zod/mini';
import { operationIdSchema } from '../ideas/idea-tools';
import { WRITERS, scriptSchema } from '../scripts/script.schema';
import { NEWS_DURATION_S, NEWS_HEADLINE_COUNT, NEWS_MESSAGES, NEWS_NICHE_IDS, NEWS_SCRIPT_COUNT } from './news-options';

/**
 * The 'Últimas Notícias' contract (docs/PRODUCT.md §data.generators, §flows.news): the request,
 * the headlines a generation is written from, the model's JSON answer (validated, repaired or
 * retried once by functions/src/ideas/generate-structured.ts), the API's answer and the save.
 */

/** A headline's id: 'n' and a short digest of its link, so the same article keeps its id across fetches. */
export function headlineId(link: string): string {
  // FNV-1a, 32 bits: enough to tell apart the 8 headlines of one generation
  let hash = 0x811c9dc5;
  for (let i = 0; i < link.length; i++) {
    hash ^= link.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `n${hash.toString(36)}`;
}

/** One headline of the feed, with where it came from: each script shows the headlines it was written from. */
export const headlineSchema = z.object({
  id: z.string().check(z.regex(/^n[0-9a-z]{1,12}$/)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(300)),
  source: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  link: z.url({ protocol: /^https$/ }).check(z.maxLength(2000)),
  publishedAt: z.iso.datetime(),
});
export type Headline = z.infer<typeof headlineSchema>;

const nicheSchema = z.enum(NEWS_NICHE_IDS, { error: NEWS_MESSAGES.nicheRequired });

/** POST /api/news/generate: the niche (required, 'Selecione um nicho') and whether the scripts end with a CTA. */
export const generateNewsBodySchema = z.object({
  operationId: operationIdSchema,
  nicho: nicheSchema,
  com_cta: z.boolean({ error: 'Informe se os roteiros terão CTA.' }),
});
export type GenerateNewsBody = z.infer<typeof generateNewsBodySchema>;

/** '45 segundos' (also '45s', '45 seg'): how the model writes a duration; `parseDuracao` reads it. */
export const DURACAO_PATTERN = /^(\d{1,3})\s*(?:segundos|segundo|seg|s)\.?$/i;

/** The seconds of a `duracao` ('45 segundos' → 45); null when it is not one. */
export function parseDuracao(duracao: string): number | null {
  const match = DURACAO_PATTERN.exec(duracao.trim());
  return match ? Number(match[1]) : null;
}

/** One generated news script (docs/PRODUCT.md §data.generators: titulo, duracao, roteiro) and the ids of its headlines. */
export const newsScriptSchema = z.object({
  titulo: z.string().check(z.trim(), z.minLength(3), z.maxLength(120)),
  duracao: z.string().check(
    z.trim(),
    z.regex(DURACAO_PATTERN, 'use o formato "45 segundos"'),
    z.refine((d) => {
      const s = parseDuracao(d) ?? 0;
      return s >= NEWS_DURATION_S.min && s <= NEWS_DURATION_S.max;
    }, `a duração fica entre ${NEWS_DURATION_S.min} e ${NEWS_DURATION_S.max} segundos`),
  ),
  roteiro: z.string().check(z.trim(), z.minLength(40), z.maxLength(4000)),
  /** The ids of the headlines it was written from (at least one): the sources stay visible. */
  fontes: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1), z.maxLength(3)),
});
export type NewsScript = z.infer<typeof newsScriptSchema>;

/** The model's whole answer: `{ "scripts": [...] }`. How many, and which ids, the tool's check decides. */
export const newsResultSchema = z.object({
  scripts: z.array(newsScriptSchema).check(z.minLength(1), z.maxLength(NEWS_SCRIPT_COUNT)),
});
export type NewsResult = z.infer<typeof newsResultSchema>;

/** What a generation is written from and kept with (docs/DATA-MODEL.md I1's `input`): the request and the headlines. */
export const newsInputSchema = z.object({
  nicho: nicheSchema,
  com_cta: z.boolean(),
  headlines: z.array(headlineSchema).check(z.minLength(1), z.maxLength(NEWS_HEADLINE_COUNT)),
  /** True when the headlines are the local sample feed, not real news (docs/LOCAL-MODE.md §news). */
  sample: z.boolean(),
});
export type NewsInput = z.infer<typeof newsInputSchema>;

/** The answer of POST /api/news/generate (and of its retry with the same operation id). */
export const generateNewsResponseSchema = z.object({
  operationId: z.string(),
  nicho: nicheSchema,
  com_cta: z.boolean(),
  headlines: z.array(headlineSchema),
  scripts: z.array(newsScriptSchema),
  sample: z.boolean(),
  writer: z.enum(WRITERS),
  creditsRemaining: z.number().check(z.int()),
});
export type GenerateNewsResponse = z.infer<typeof generateNewsResponseSchema>;

/** POST /api/news/{operationId}/save: which script of the result to keep in 'Meus Roteiros'. */
export const saveNewsBodySchema = z.object({
  index: z
    .number({ error: NEWS_MESSAGES.scriptGone })
    .check(
      z.int(NEWS_MESSAGES.scriptGone),
      z.minimum(0, NEWS_MESSAGES.scriptGone),
      z.maximum(NEWS_SCRIPT_COUNT - 1, NEWS_MESSAGES.scriptGone),
    ),
});
export type SaveNewsBody = z.infer<typeof saveNewsBodySchema>;

/** The saved script; `created` is false when that script had been saved before (the same one comes back). */
export const saveNewsResponseSchema = z.object({ script: scriptSchema, created: z.boolean() });
export type SaveNewsResponse = z.infer<typeof saveNewsResponseSchema>;

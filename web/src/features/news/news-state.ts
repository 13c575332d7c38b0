import * as z from 'zod/mini';
import {
  generateNewsBodySchema,
  type GenerateNewsResponse,
  type Headline,
  type NewsScript,
} from '@shared/news/news.schema';
import { NEWS_MESSAGES, type CtaOption, type NewsNiche } from '@shared/news/news-options';
import { spokenText } from '../scripts/script-reading';

/** The page's form (docs/PRODUCT.md §screens.ultimas-noticias): no niche until one is picked; CTA yes by default. */
export interface NewsForm {
  nicho: NewsNiche | '';
  cta: CtaOption;
}
export const INITIAL_NEWS_FORM: NewsForm = { nicho: '', cta: 'sim' };

/** The request of a valid form, or the niche's message ('Selecione um nicho'), with the shared schema's rule. */
export function prepareNewsRequest(
  form: NewsForm,
): { ok: true; body: { nicho: NewsNiche; com_cta: boolean } } | { ok: false; error: string } {
  const nicho = z.safeParse(generateNewsBodySchema.shape.nicho, form.nicho);
  if (!nicho.success) return { ok: false, error: NEWS_MESSAGES.nicheRequired };
  return { ok: true, body: { nicho: nicho.data, com_cta: form.cta === 'sim' } };
}

/** What can be shown of a script while its JSON streams: any of its fields, as far as they are written. */
export type StreamingScript = Partial<Pick<NewsScript, 'titulo' | 'duracao' | 'roteiro'>>;

/** The scripts of a half-written answer (`readPartial`'s value), tolerant of any shape. */
export function streamingScripts(partial: unknown): StreamingScript[] {
  const scripts = (partial as { scripts?: unknown } | undefined)?.scripts;
  if (!Array.isArray(scripts)) return [];
  return scripts
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
    .map((s) => ({
      ...(typeof s.titulo === 'string' ? { titulo: s.titulo } : {}),
      ...(typeof s.duracao === 'string' ? { duracao: s.duracao } : {}),
      ...(typeof s.roteiro === 'string' ? { roteiro: s.roteiro } : {}),
    }));
}

/** The headlines a script was written from, in its `fontes` order. */
export function sourcesOf(script: NewsScript, headlines: readonly Headline[]): Headline[] {
  return script.fontes.flatMap((id) => headlines.filter((h) => h.id === id));
}

/** What 'Copiar' puts on the clipboard: the speech, then its sources with their links. */
export function copyTextOf(script: NewsScript, result: Pick<GenerateNewsResponse, 'headlines'>): string {
  const sources = sourcesOf(script, result.headlines);
  const speech = spokenText(script.roteiro);
  if (!sources.length) return speech;
  return `${speech}\n\nFontes:\n${sources.map((h) => `- ${h.title} (${h.source}): ${h.link}`).join('\n')}`;
}

const headlineDate = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** "23/11/2026, 19:40" in São Paulo time; '' for a date that does not parse. */
export function formatHeadlineDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : headlineDate.format(d);
}

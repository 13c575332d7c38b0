import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { NEWS_DURATION_S, NEWS_MESSAGES, NEWS_SCRIPT_COUNT } from '@shared/news/news-options';
import { newsResultSchema, type Headline, type NewsInput, type NewsResult } from '@shared/news/news.schema';
import type { StructuredTool } from '../ideas/generate-structured';
import { DEFAULT_WORDS_PER_MINUTE } from '@shared/scripts/script-options';
import { countSpokenWords } from '@shared/teleprompter/markup';
import * as prompt from './prompts/news.v2';

/** How many scripts a generation writes from these headlines: three, or one per headline when the feed had fewer. */
export const scriptCountFor = (input: Pick<NewsInput, 'headlines'>) =>
  Math.min(NEWS_SCRIPT_COUNT, input.headlines.length);

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The numbers of a text that none of its headlines states ('45%' in a script whose headline has no 45). */
export function inventedNumbers(text: string, headlines: readonly Headline[]): string[] {
  const stated = headlines.map((h) => `${h.title} ${h.source}`).join(' ');
  return [...new Set(text.match(NUMBER) ?? [])].filter((n) => !stated.includes(n));
}

/**
 * Beyond the schema: the asked number of scripts, every `fontes` id one of the given headlines,
 * a [CTA] section exactly when asked, and no number the script's headlines do not state. The
 * problem is said so the one retry can fix it.
 */
export function checkNews(out: NewsResult, input: NewsInput): string | null {
  const expected = scriptCountFor(input);
  if (out.scripts.length !== expected) return `escreva exatamente ${expected} roteiros em "scripts"`;
  for (const [i, s] of out.scripts.entries()) {
    const used = s.fontes.map((id) => input.headlines.find((h) => h.id === id));
    const unknown = s.fontes.find((_, k) => !used[k]);
    if (unknown !== undefined) return `scripts.${i}.fontes: o id "${unknown}" não está na lista de manchetes`;
    const hasCta = /\[CTA\]/i.test(s.roteiro);
    if (input.com_cta && !hasCta) return `scripts.${i}.roteiro: termine com a seção [CTA]`;
    if (!input.com_cta && hasCta) return `scripts.${i}.roteiro: não escreva a seção [CTA] nem chamada para ação`;
    const invented = inventedNumbers(`${s.titulo}\n${s.roteiro}`, used as Headline[]);
    if (invented.length)
      return `scripts.${i}: os números ${invented.join(', ')} não estão na manchete; use só o que ela diz`;
  }
  return null;
}

/**
 * A script's duration as the server measures it, never as the model says (docs/PRODUCT.md §flows.news):
 * its spoken words at 130 a minute, to the nearest 5 s, within the bounds a saved duration may take.
 */
export function spokenDuracao(roteiro: string): string {
  const seconds = Math.round(((countSpokenWords(roteiro) / DEFAULT_WORDS_PER_MINUTE) * 60) / 5) * 5;
  return `${Math.min(NEWS_DURATION_S.max, Math.max(NEWS_DURATION_S.min, seconds))} segundos`;
}

/** 'Últimas Notícias' as an idea tool (docs/PRODUCT.md §flows.idea-tools, §flows.news). */
export const newsTool: StructuredTool<NewsInput, typeof newsResultSchema> = {
  tool: 'news',
  cost: IDEA_TOOL_COSTS.news,
  prompt: (input, { seed, repair }) => ({
    version: prompt.version,
    ...prompt.build(input, scriptCountFor(input), repair),
    task: { kind: 'structured', tool: 'news', input, seed },
  }),
  schema: newsResultSchema,
  finish: (out) => ({ ...out, scripts: out.scripts.map((s) => ({ ...s, duracao: spokenDuracao(s.roteiro) })) }),
  check: checkNews,
  failedMessage: NEWS_MESSAGES.generateFailed,
};

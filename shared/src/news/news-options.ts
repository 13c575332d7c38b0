/**
 * 'Últimas Notícias' as data (docs/PRODUCT.md §screens.ultimas-noticias, §flows.news): the niches the
 * select offers, the CTA choice, how many scripts one generation writes and the page's messages.
 */

/** The niches of the spec, with the labels the select shows. */
export const NEWS_NICHES = [
  { id: 'financas', label: 'Finanças' },
  { id: 'imobiliario', label: 'Imobiliário' },
  { id: 'fofocas', label: 'Fofocas' },
  { id: 'tecnologia', label: 'Tecnologia' },
  { id: 'comportamento', label: 'Comportamento' },
] as const;
export type NewsNiche = (typeof NEWS_NICHES)[number]['id'];
export const NEWS_NICHE_IDS = NEWS_NICHES.map((n) => n.id) as [NewsNiche, ...NewsNiche[]];

export function nicheLabel(niche: NewsNiche): string {
  return NEWS_NICHES.find((n) => n.id === niche)?.label ?? niche;
}

/** 'Incluir CTA?': sim or não; the request carries it as the boolean `com_cta`. */
export const CTA_OPTIONS = [
  { id: 'sim', label: 'Sim' },
  { id: 'nao', label: 'Não' },
] as const;
export type CtaOption = (typeof CTA_OPTIONS)[number]['id'];

/** Scripts one generation writes (fewer only when the feed has fewer headlines), each from its own headline. */
export const NEWS_SCRIPT_COUNT = 3;
/** The newest headlines a generation is written from. */
export const NEWS_HEADLINE_COUNT = 8;
/** A script's spoken length, in seconds: the prompt asks for 30–60; the schema accepts this range. */
export const NEWS_DURATION_S = { min: 15, max: 90 } as const;

/** The page's messages (docs/PRODUCT.md §messages.news). */
export const NEWS_MESSAGES = {
  nicheRequired: 'Selecione um nicho',
  loginRequired: 'Você precisa estar logado',
  generateFailed: 'Erro ao gerar roteiros',
  saveFailed: 'Erro ao salvar roteiro',
  saved: 'Roteiro salvo em Meus Roteiros!',
  feedUnavailable: 'Não foi possível carregar as notícias agora. Tente de novo em instantes.',
  sampleLabel: 'Amostra local',
  sampleHint:
    'Modo local, sem internet: as manchetes são uma amostra fictícia, não notícias reais. Na AWS elas vêm do Google Notícias.',
  emptySaved: 'Nenhum roteiro salvo ainda',
  scriptGone: 'Roteiro não encontrado.',
} as const;

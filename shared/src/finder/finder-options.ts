/**
 * The Viral Finder's fixed lists and limits (docs/PRODUCT.md §screens.viral-finder): the
 * platforms it searches, the orders it sorts by, and the spec's limits and messages.
 */

export const FINDER_PLATFORMS = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'tiktok', label: 'TikTok' },
  { id: 'youtube', label: 'YouTube' },
  { id: 'linkedin', label: 'LinkedIn' },
] as const;
export type FinderPlatform = (typeof FINDER_PLATFORMS)[number]['id'];
export const FINDER_PLATFORM_IDS = FINDER_PLATFORMS.map((p) => p.id) as [FinderPlatform, ...FinderPlatform[]];
/** The first three are checked when the page opens. */
export const DEFAULT_FINDER_PLATFORMS: readonly FinderPlatform[] = ['instagram', 'tiktok', 'youtube'];

/** 'outlier' is ours (beyond the spec): views ÷ the creator's usual views. */
export const FINDER_SORTS = [
  { id: 'views', label: 'Mais visualizações' },
  { id: 'likes', label: 'Mais curtidas' },
  { id: 'comments', label: 'Mais comentários' },
  { id: 'engagement', label: 'Maior engajamento' },
  { id: 'recent', label: 'Mais recentes' },
  { id: 'outlier', label: 'Acima do normal do criador' },
] as const;
export type FinderSort = (typeof FINDER_SORTS)[number]['id'];
export const FINDER_SORT_IDS = FINDER_SORTS.map((s) => s.id) as [FinderSort, ...FinderSort[]];
export const DEFAULT_FINDER_SORT: FinderSort = 'views';

/** YouTube's privacy-enhanced player, the embed the preview shows (the CSP's frame-src names it: shared/src/http/security-headers.ts). */
export const FINDER_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** At most this many results per search (the spec's limit 60). */
export const FINDER_RESULT_LIMIT = 60;
/** The live reels section keeps the newest this many, without duplicates by url. */
export const MAX_LIVE_REELS = 50;
export const NICHE_MAX_CHARS = 100;

export const FINDER_MESSAGES = {
  nicheRequired: 'Digite um nicho para buscar',
  platformRequired: 'Selecione pelo menos uma plataforma',
  minViews: 'Informe um número de visualizações válido.',
  nicheTooLong: `O nicho pode ter no máximo ${NICHE_MAX_CHARS} caracteres.`,
  sort: 'Escolha uma ordenação válida.',
  searchFailed: 'Falha na busca',
  deepSearchFailed: 'Falha ao iniciar busca profunda',
  loadFailed: 'Erro ao buscar conteúdos',
  empty: 'Nenhum conteúdo encontrado. Tente outros termos.',
  newReel: 'Novo reel recebido! 🎥',
  timedOut: 'A busca profunda demorou demais e foi encerrada. Tente de novo.',
  jobFailed: 'A busca profunda falhou. Tente de novo.',
  notConfigured: 'A busca do Viral Finder ainda não foi configurada neste ambiente: falta a chave da API do YouTube.',
  copyright:
    'Os vídeos pertencem aos seus criadores. Use-os como referência e inspiração: não copie nem republique o conteúdo de terceiros.',
} as const;

/** '{n} conteúdos encontrados!' (the spec's success toast). */
export const foundMessage = (n: number): string => `${n} ${n === 1 ? 'conteúdo encontrado' : 'conteúdos encontrados'}!`;
/** The deep-search-started message, with the job count. */
export const deepSearchStartedMessage = (jobs: number): string =>
  `Busca profunda iniciada: ${jobs} ${jobs === 1 ? 'busca' : 'buscas'} em andamento. Os reels chegam aqui ao vivo.`;

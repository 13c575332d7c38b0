import { PROTECTED_ROUTES, routePath } from './app-routes';

/**
 * What search engines and link previews read for each route (issue 15, SEO basics): the title,
 * the description and whether the page is worth indexing. One table for every route, beside
 * the route list; the web app's head manager (web/src/lib/document-head.ts) writes it into
 * <head>, Open Graph and Twitter tags included.
 */
export const SITE = {
  name: 'Viraliza',
  /** The landing page's title, whole (other pages are "<title> | Viraliza"). */
  homeTitle: 'Viraliza | Crie vídeos virais com inteligência artificial',
  description:
    'Crie roteiros de vídeos virais com inteligência artificial para Reels, TikTok e Shorts, grave com o ' +
    'teleprompter integrado e cresça nas redes.',
  locale: 'pt_BR',
  /** The link preview image (1200 × 630, made by the web build from web/public/og-image.svg). */
  ogImage: '/og-image.png',
  ogImageAlt: 'Viraliza: roteiros virais com inteligência artificial',
  themeColor: '#7c3aed',
} as const;

export interface RouteMeta {
  /** The page's own title; absent on the landing page, which uses SITE.homeTitle. */
  title?: string;
  description: string;
  /** False for pages a search result should not show (forms behind a session, one-off links, 404). */
  indexable: boolean;
}

/** Public routes, by path. /remoto/<code> is matched by its prefix. */
const PUBLIC_META: Record<string, RouteMeta> = {
  '/': { description: SITE.description, indexable: true },
  '/auth': {
    title: 'Entrar',
    description: 'Entre ou crie sua conta no Viraliza para criar roteiros virais com IA.',
    indexable: true,
  },
  '/forgot-password': {
    title: 'Recuperar senha',
    description: 'Receba um código por e-mail para criar uma nova senha da sua conta Viraliza.',
    indexable: false,
  },
  '/reset-password': {
    title: 'Redefinir senha',
    description: 'Crie uma nova senha para a sua conta Viraliza.',
    indexable: false,
  },
  '/planos': {
    title: 'Escolha Seu Plano',
    description:
      'Planos Gratuito, Pro e Enterprise do Viraliza: créditos mensais para criar roteiros e imagens com IA. ' +
      'Cancele quando quiser.',
    indexable: true,
  },
  '/politica-privacidade': {
    title: 'Política de Privacidade',
    description:
      'Como o Viraliza trata seus dados pessoais conforme a LGPD: dados coletados, finalidades, seus direitos ' +
      'e o contato do encarregado.',
    indexable: true,
  },
  '/termos-uso': {
    title: 'Termos de Uso',
    description:
      'As regras de uso do Viraliza: planos, créditos, renovação automática, cancelamento e uso do conteúdo gerado por IA.',
    indexable: true,
  },
  '/contato': {
    title: 'Contato',
    description: 'Fale com a equipe do Viraliza e veja as respostas às perguntas mais frequentes.',
    indexable: true,
  },
  '/remoto': {
    title: 'Controle remoto',
    description: 'Controle o teleprompter do Viraliza pelo celular.',
    indexable: false,
  },
};

const PROTECTED_DESCRIPTIONS: Record<string, string> = {
  '/criar': 'Crie roteiros virais com IA no modo simples ou avançado.',
  '/ideias-virais': 'Ideias de vídeos a partir das dúvidas mais buscadas do seu nicho.',
  '/viral-curto': 'Transforme um vídeo do YouTube em um roteiro de vídeo curto viral.',
  '/ultimas-noticias': 'Roteiros a partir das últimas notícias do seu nicho.',
  '/missao-influencer': 'Metas, missões diárias e recompensas para crescer nas redes.',
  '/viral-finder': 'Encontre os conteúdos que estão viralizando no seu nicho.',
  '/perfil': 'Seu plano, seus créditos e os dados da sua conta.',
  '/gerenciar-assinatura': 'Detalhes, pagamento e cancelamento da sua assinatura.',
  '/entenda-creditos': 'Como funcionam os créditos do Viraliza e quanto você ainda tem.',
  '/diagnostico-criar': 'Verifique se a aba Criar está pronta para gerar roteiros.',
  '/teleprompter': 'Grave seus roteiros com o teleprompter do Viraliza.',
  '/gerador-imagens': 'Gere imagens com inteligência artificial nos formatos das redes sociais.',
};

/** Signed-in pages: described, never indexed (a crawler only meets the sign-in page there). */
const PROTECTED_META: Record<string, RouteMeta> = Object.fromEntries(
  PROTECTED_ROUTES.map((r) => [
    r.path,
    { title: r.title, description: PROTECTED_DESCRIPTIONS[r.path] ?? SITE.description, indexable: false },
  ]),
);

export const NOT_FOUND_META: RouteMeta = {
  title: 'Página não encontrada',
  description: SITE.description,
  indexable: false,
};

/**
 * The meta of a path: an exact route, else the route it lies under (/criar/simples, /remoto/ABC123),
 * else the 404's.
 *
 * @example routeMeta('/criar/avancado/2').title // 'Criar Roteiro'
 */
export function routeMeta(pathname: string): RouteMeta {
  const path = routePath(pathname);
  const table = { ...PUBLIC_META, ...PROTECTED_META };
  if (table[path]) return table[path];
  const parent = Object.keys(table)
    .filter((p) => p !== '/' && path.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
  return parent ? table[parent]! : NOT_FOUND_META;
}

/** "Criar Roteiro | Viraliza"; the landing page's whole title when there is none. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE.name}` : SITE.homeTitle;
}

/** Every route the table describes (the tests check each against the route list). */
export const DESCRIBED_PATHS = [...Object.keys(PUBLIC_META), ...Object.keys(PROTECTED_META)];

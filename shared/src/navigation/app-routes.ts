import type { GatedFeature } from '../access/feature-access';

/** A path as the route tables name it: '/contato/' is '/contato'; '/' stays '/'. */
export function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Public routes (docs/PRODUCT.md §screens.routes). */
export const PUBLIC_PATHS = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/planos',
  '/politica-privacidade',
  '/termos-uso',
  '/contato',
  // The teleprompter's phone remote, /remoto/<code> too (docs/PRODUCT.md §flows.teleprompter-remote).
  '/remoto',
] as const;

export interface ProtectedRoute {
  path: string;
  /** Page title shown in the placeholder and the browser tab. */
  title: string;
  /** The feature key checked before the page opens; absent when the route is not gated. */
  feature?: GatedFeature;
}

/** Every protected route (docs/PRODUCT.md §screens.routes), with the feature key that gates it. */
export const PROTECTED_ROUTES: readonly ProtectedRoute[] = [
  { path: '/criar', title: 'Criar Roteiro', feature: 'criar' },
  { path: '/ideias-virais', title: 'Ideias Virais por Dúvidas', feature: 'ideias-virais' },
  { path: '/viral-curto', title: 'Viral Curto', feature: 'viral-curto' },
  { path: '/ultimas-noticias', title: 'Últimas Notícias', feature: 'ultimas-noticias' },
  { path: '/missao-influencer', title: 'Missão Influencer', feature: 'missao-influencer' },
  { path: '/viral-finder', title: 'Viral Finder', feature: 'viral-finder' },
  { path: '/perfil', title: 'Minha Conta' },
  { path: '/gerenciar-assinatura', title: 'Gerenciar Assinatura' },
  { path: '/entenda-creditos', title: 'Entenda seus Créditos' },
  { path: '/diagnostico-criar', title: 'Diagnóstico da Aba Criar' },
  { path: '/teleprompter', title: 'Teleprompter' },
  { path: '/gerador-imagens', title: 'Gerador de Imagens IA' },
];

export interface SidebarLink {
  path: string;
  label: string;
  /** Group heading the link sits under ("YouTube" for Viral Curto). */
  group?: string;
  /** Shown disabled, with the tooltip, although the route exists (docs/PRODUCT.md §screens.shell). */
  comingSoon?: boolean;
}

export const COMING_SOON_TOOLTIP = 'Disponível em breve';

/** The sidebar, in the product's order (docs/PRODUCT.md §screens.shell). */
export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { path: '/criar', label: 'Criar' },
  { path: '/ideias-virais', label: 'Ideias Virais' },
  { path: '/ultimas-noticias', label: 'Últimas Notícias' },
  // built (issue 31): no longer 'em breve' (docs/PRODUCT.md §defects)
  { path: '/missao-influencer', label: 'Missão Influencer' },
  { path: '/teleprompter', label: 'Teleprompter' },
  { path: '/gerador-imagens', label: 'Gerador de Imagens IA' },
  // built (issue 32): no longer 'em breve' (docs/PRODUCT.md §defects)
  { path: '/viral-finder', label: 'Viral Finder' },
  // built (issue 13): no longer 'em breve' (docs/PRODUCT.md §defects)
  { path: '/viral-curto', label: 'Viral Curto', group: 'YouTube' },
];

/** Whether the sidebar marks the route as not built yet ('Disponível em breve'). */
export function isComingSoon(path: string): boolean {
  return SIDEBAR_LINKS.some((l) => l.path === path && l.comingSoon);
}

/**
 * A line that names a tool, with ' (em breve)' while the tool is not built, so the landing page
 * and /planos never sell it as ready (docs/PRODUCT.md §screens.shell).
 */
export function withComingSoon(path: string, text: string): string {
  return isComingSoon(path) ? `${text} (em breve)` : text;
}

/** Where a session lands after sign-in, and where a lost session goes. */
export const HOME_AFTER_SIGN_IN = '/criar';
export const SIGN_IN_PATH = '/auth';
/**
 * /auth opened on its 'Cadastrar' tab ('Registrar' on the landing page). A query string, not
 * router state, so that it survives the plain page load of a content page's link.
 */
export const SIGN_UP_PATH = `${SIGN_IN_PATH}?aba=cadastrar`;

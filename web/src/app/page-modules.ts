import type { ComponentType } from 'react';
import type { ContentRoute, PrerenderedRoute } from '@shared/navigation/prerendered-routes';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * The pre-rendered pages' modules, the router's lazy pages (./router.tsx). The app evaluates the
 * current one before hydrating (./start.tsx), in a task of its own, so that hydration finds it
 * ready instead of suspending on it halfway (docs/PERFORMANCE.md §bundle).
 */
export const PRERENDERED_PAGES: Record<PrerenderedRoute, PageModule> = {
  '/': () => import('../features/landing/landing-page'),
  '/auth': () => import('../features/auth/auth-page'),
  '/contato': () => import('../features/contact/contact-page'),
  '/planos': () => import('../features/billing/plans-page'),
  '/politica-privacidade': () => import('../features/legal/privacy-policy-page'),
  '/termos-uso': () => import('../features/legal/terms-of-use-page'),
};

/** The content pages (docs/PERFORMANCE.md §content-pages): hydrated alone, without the router. */
export const CONTENT_PAGES: Record<ContentRoute, PageModule> = {
  '/': PRERENDERED_PAGES['/'],
  '/politica-privacidade': PRERENDERED_PAGES['/politica-privacidade'],
  '/termos-uso': PRERENDERED_PAGES['/termos-uso'],
};

import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE, pageTitle } from '@shared/navigation/route-meta';
import { applyHead, documentHead } from './document-head';

export const APP_NAME = SITE.name;

/** "Criar Roteiro | Viraliza"; the landing page's whole title without one. */
export function documentTitle(title?: string): string {
  return pageTitle(title);
}

/**
 * The route's head (title, description, Open Graph: docs/ARCHITECTURE.md §head), for the root
 * layout. A layout effect, so it runs before any page's `useDocumentTitle` (a passive effect),
 * which may name the page more precisely.
 */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    applyHead(document, documentHead(pathname, window.location.origin));
  }, [pathname]);
}

/** The page's title in the tab and in every tag that repeats it (og:title, twitter:title). */
export function useDocumentTitle(title?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(document, documentHead(pathname, window.location.origin, title));
  }, [title, pathname]);
}

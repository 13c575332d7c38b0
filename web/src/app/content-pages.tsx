import type { ComponentType, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ContentRoute } from '@shared/navigation/prerendered-routes';
import { useInteractiveMark } from './interactive-mark';
import { contentSystem } from './content-theme';

/**
 * The content pages (docs/PERFORMANCE.md §content-pages), each hydrated alone. The same modules are
 * the router's pages (./router.tsx) when the app is running: there, their links navigate in place.
 */
export const CONTENT_PAGES: Record<ContentRoute, () => Promise<{ default: ComponentType }>> = {
  '/': () => import('../features/landing/landing-page'),
  '/politica-privacidade': () => import('../features/legal/privacy-policy-page'),
  '/termos-uso': () => import('../features/legal/terms-of-use-page'),
};

/**
 * What a content page is drawn in, by the pre-render (web/src/prerender.tsx) and by its hydration
 * (./content-start.tsx) alike: the two trees must be the same for React to adopt the markup.
 */
export function ContentRoot({ children }: { children: ReactNode }) {
  useInteractiveMark();
  return <ChakraProvider value={contentSystem}>{children}</ChakraProvider>;
}

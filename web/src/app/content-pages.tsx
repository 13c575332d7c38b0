import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { useInteractiveMark } from './interactive-mark';
import { contentSystem } from './content-theme';
import { withoutGlobalCss } from './page-styles';

/** The global CSS is in the page's HTML (./page-styles.ts). */
const providedSystem = withoutGlobalCss(contentSystem);

/**
 * What a content page is drawn in, by the pre-render (web/src/prerender.tsx) and by its hydration
 * (./content-start.tsx) alike: the two trees must be the same for React to adopt the markup.
 */
export function ContentRoot({ children }: { children: ReactNode }) {
  useInteractiveMark();
  return <ChakraProvider value={providedSystem}>{children}</ChakraProvider>;
}

import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider, type AppServices } from '../lib/services';
import { Toaster } from '../lib/toaster';
import { withoutGlobalCss } from './page-styles';
import { system } from './theme';

/** The global CSS is in the page's HTML (./page-styles.ts). */
const providedSystem = withoutGlobalCss(system);

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={providedSystem}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ServicesProvider>
    </ChakraProvider>
  );
}

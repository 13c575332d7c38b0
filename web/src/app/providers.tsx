import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider, type AppServices } from '../lib/services';
import { Toaster } from '../lib/toaster';
import { system } from './theme';

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      <ServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ServicesProvider>
    </ChakraProvider>
  );
}

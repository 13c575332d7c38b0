import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider, type AppServices } from '../lib/services';
import { Toaster } from '../lib/toaster';
import { system, THEME_STORAGE_KEY } from './theme';

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={system}>
      {/*
        Chakra's color mode (its ColorModeProvider snippet): next-themes puts 'light' / 'dark' on
        <html>, which Chakra's _dark tokens follow. The system preference by default, the choice
        in the avatar menu kept in localStorage (docs/PRODUCT.md §screens.shell).
      */}
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        storageKey={THEME_STORAGE_KEY}
        disableTransitionOnChange
      >
        <ServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            {children}
            <Toaster />
          </QueryClientProvider>
        </ServicesProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}

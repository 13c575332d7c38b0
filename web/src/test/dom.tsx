/**
 * What the component tests share (docs/ARCHITECTURE.md §component-tests). A test file starts with
 * the `@jest-environment jsdom` docblock and imports this module first: the polyfills below
 * must exist before Chakra, Ark and zag load.
 */
import './dom-polyfills';
import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { withoutGlobalCss } from '../app/page-styles';
import { system } from '../app/theme';
import { ServicesProvider, type AppServices } from '../lib/services';

/** The app's system, as AppProviders gives it (app/providers.tsx): every recipe the screens use exists. */
const testSystem = withoutGlobalCss(system);

export interface RenderOptions {
  /** Only what the screen reads; the rest throws if touched. */
  services?: Partial<AppServices>;
  queryClient?: QueryClient;
  /** The router's location. */
  path?: string;
}

/** A query client that never retries, so a faked failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders inside the app's providers (Chakra with the app's system, services, the query client, a router). */
export function renderWithApp(
  ui: ReactElement,
  { services = {}, queryClient = testQueryClient(), path = '/' }: RenderOptions = {},
): ReturnType<typeof render> & { user: ReturnType<typeof userEvent.setup>; queryClient: QueryClient } {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ChakraProvider value={testSystem}>
        <ServicesProvider services={services as AppServices}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </QueryClientProvider>
        </ServicesProvider>
      </ChakraProvider>
    );
  }
  const user = userEvent.setup();
  return Object.assign(render(ui, { wrapper: Wrapper }), { user, queryClient });
}

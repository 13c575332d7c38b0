import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import type { AuthService } from '../features/auth/auth-service';
import type { ApiClient } from './api-client';

/** Everything built once at boot (see app/bootstrap.ts), reachable from any component. */
export interface AppServices {
  config: RuntimeConfig;
  auth: AuthService;
  api: ApiClient;
  /** Re-reads the session into the auth store now (e.g. right after signIn resolves). */
  refreshSession: (opts?: { forceRefresh?: boolean }) => Promise<void>;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices fora de <ServicesProvider>');
  return services;
}

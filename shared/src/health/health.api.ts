import type { ApiRoute } from '../api/api-route';
import { healthSchema } from './health.schema';

/** The health check, public (docs/ARCHITECTURE.md §api-contract). */
export const get = { method: 'GET', path: '/health', response: healthSchema } as const satisfies ApiRoute;

import type { ApiRoute } from '../api/api-route';
import { subscriptionSchema } from './subscription.schema';

/** The subscription API (docs/ARCHITECTURE.md §api-contract). */

/** The caller's plan and credits; 404 when the user has no subscription row. */
export const get = { method: 'GET', path: '/subscription', response: subscriptionSchema } as const satisfies ApiRoute;

import type { ApiRoute } from '../api/api-route';
import { finderWebhookBodySchema } from './finder-job.schema';

/** The finder jobs' API (docs/ARCHITECTURE.md §api-contract). */

/** The finder's result, signed with the shared secret; public. */
export const finderWebhook = {
  method: 'POST',
  path: '/webhooks/finder',
  request: finderWebhookBodySchema,
} as const satisfies ApiRoute;

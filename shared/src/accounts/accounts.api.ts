import type { ApiRoute } from '../api/api-route';
import { deleteAccountRequestSchema, deleteAccountResponseSchema } from './delete-account.schema';

/** The account's API (docs/ARCHITECTURE.md §api-contract). */

/** Deletion, with the password given again (docs/ARCHITECTURE.md §account-deletion). */
export const remove = {
  method: 'DELETE',
  path: '/account',
  request: deleteAccountRequestSchema,
  response: deleteAccountResponseSchema,
} as const satisfies ApiRoute;

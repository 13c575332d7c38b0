import type { ApiRoute } from '../api/api-route';
import { contactMessageSchema, contactResponseSchema } from './contact.schema';

/** The contact form's API, public (docs/PRODUCT.md §screens.contato, docs/ARCHITECTURE.md §api-contract). */

export const send = {
  method: 'POST',
  path: '/contact',
  request: contactMessageSchema,
  response: contactResponseSchema,
} as const satisfies ApiRoute;

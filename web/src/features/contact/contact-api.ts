import * as contactApi from '@shared/contact/contact.api';
import type { ContactMessageInput, ContactResponse } from '@shared/contact/contact.schema';
import { createApiClient } from '../../lib/api-client';

/**
 * POST /api/contact (docs/PRODUCT.md §screens.contato). Its own client that never asks for a token:
 * the route is public and a message is not tied to an account, so sending one neither loads
 * Amplify nor sends the session along.
 */
export function sendContactMessage(apiUrl: string, body: ContactMessageInput): Promise<ContactResponse> {
  const api = createApiClient({ baseUrl: apiUrl, getAccessToken: async () => null });
  return api.call(contactApi.send, { body });
}

import { pairingSchema, type Pairing } from '@shared/teleprompter/remote.schema';
import type { ApiClient } from '../../../lib/api-client';

/** POST /teleprompter/remote: a code for this tab (docs/PRODUCT.md §flows.teleprompter-remote). */
export function createPairing(api: ApiClient, sessionId: string): Promise<Pairing> {
  return api.request('/teleprompter/remote', pairingSchema, { method: 'POST', body: { sessionId } });
}

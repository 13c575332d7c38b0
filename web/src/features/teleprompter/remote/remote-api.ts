import type { Pairing } from '@shared/teleprompter/remote.schema';
import * as teleprompterApi from '@shared/teleprompter/teleprompter.api';
import type { ApiClient } from '../../../lib/api-client';

/** A code for this tab (docs/PRODUCT.md §flows.teleprompter-remote). */
export function createPairing(api: ApiClient, sessionId: string): Promise<Pairing> {
  return api.call(teleprompterApi.createPairing, { body: { sessionId } });
}

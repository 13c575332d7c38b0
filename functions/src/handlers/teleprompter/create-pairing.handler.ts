import { createPairingBodySchema } from '@shared/teleprompter/remote.schema';
import { authedHandler, json } from '../../http/http-handler';
import { createPairing } from '../../teleprompter/create-pairing';
import { getPairings } from '../../composition/teleprompter';

/** POST /api/teleprompter/remote { sessionId } → 201 { code, expiresAt } (docs/PRODUCT.md §flows.teleprompter-remote). */
export const handler = authedHandler({ body: createPairingBodySchema }, async ({ caller, body, deps, log }) => {
  const pairing = await createPairing({ pairings: getPairings(), clock: deps.clock }, caller.userId, body.sessionId);
  log.info('teleprompter pairing created', { expiresAt: pairing.expiresAt });
  return json(201, pairing);
});

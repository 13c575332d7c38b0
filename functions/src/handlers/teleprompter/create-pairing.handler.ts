import { createPairingBodySchema } from '@shared/teleprompter/remote.schema';
import { authedHandler, json } from '../../http/http-handler';
import { createPairing } from '../../teleprompter/create-pairing';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { pairingsOf } from '../../composition/teleprompter';
import type { PairingStore } from '../../teleprompter/ports';

export interface CreatePairingDeps extends HttpDeps {
  pairings: PairingStore;
}

/** POST /api/teleprompter/remote { sessionId } → 201 { code, expiresAt } (docs/PRODUCT.md §flows.teleprompter-remote). */
export const makeHandler = (deps: CreatePairingDeps) =>
  authedHandler({ deps, body: createPairingBodySchema }, async ({ caller, body, deps, log }) => {
    const pairing = await createPairing({ pairings: deps.pairings, clock: deps.clock }, caller.userId, body.sessionId);
    log.info('teleprompter pairing created', { expiresAt: pairing.expiresAt });
    return json(201, pairing);
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, pairings: pairingsOf }));

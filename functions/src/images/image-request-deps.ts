import type { HttpRequest } from '../http/http-handler';
import { getStandings } from '../accounts/standings-deps';
import type { Caller } from '../core/ports';
import { getAccounts } from '../deps';
import { getLedger } from '../credits/credit-ledger-deps';
import { getObjectStore } from '../objects/object-store-deps';
import { reconcileBeforeCharging } from '../scripts/script-request-deps';
import type { ImageContext } from './image-context';
import { getImageModel, getImageResizer } from './image-deps';
import { getImageStore } from './image-store-deps';
import { newImageId } from './image-id';
import { releaseStaleReservations } from './manage-images';

/** The generate route's context for one request. */
export function imageContext(req: Pick<HttpRequest<unknown>, 'deps' | 'log'>): ImageContext {
  return {
    images: getImageStore(),
    objects: getObjectStore(),
    model: getImageModel(),
    resizer: getImageResizer(),
    ledger: getLedger(),
    accounts: getAccounts(),
    standings: getStandings(),
    clock: req.deps.clock,
    log: req.log,
    newId: newImageId,
  };
}

/**
 * `beforeAccess` of POST /api/images/generate: what every paying route does first (the generation
 * bucket, dead charges refunded, free credits renewed: reconcileBeforeCharging), then the free
 * plan's slot given back for generations that died (docs/DATA-MODEL.md IM3, IM4).
 */
export async function beforeGeneratingImage(
  req: Pick<HttpRequest<unknown>, 'deps' | 'log'> & { caller: Caller },
): Promise<void> {
  await reconcileBeforeCharging(req);
  await releaseStaleReservations(
    { images: getImageStore(), ledger: getLedger(), clock: req.deps.clock, log: req.log },
    req.caller.userId,
  );
}

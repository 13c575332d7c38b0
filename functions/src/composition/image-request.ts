import type { Caller } from '../core/ports';
import { getStandings } from './standings';
import { getAccounts, type RequestScope } from './core';
import { getLedger } from './credit-ledger';
import { getObjectStore } from './object-store';
import { reconcileBeforeCharging } from './script-request';
import type { ImageContext } from '../images/image-context';
import { getImageModel, getImageResizer } from './images';
import { getImageStore } from './image-store';
import { newImageId } from '../images/image-id';
import { releaseStaleReservations } from '../images/manage-images';

/** The generate route's context for one request. */
export function imageContext(req: RequestScope): ImageContext {
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
export async function beforeGeneratingImage(req: RequestScope & { caller: Caller }): Promise<void> {
  await reconcileBeforeCharging(req);
  await releaseStaleReservations(
    { images: getImageStore(), ledger: getLedger(), clock: req.deps.clock, log: req.log },
    req.caller.userId,
  );
}

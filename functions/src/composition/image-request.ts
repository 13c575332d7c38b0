import type { Caller, Logger, ObjectStore } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import { accountsOf, clockOf, configOf, loggerOf, tokensOf, type Builders, type HttpDeps } from './core';
import { reconcileBeforeCharging, type ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { imageStoreOf } from './image-store';
import { imageModelOf, imageResizerOf } from './images';
import { lazyObjects, objectStoreOf } from './object-store';
import { rateLimiterOf } from './rate-limiter';
import { standingsOf } from './standings';
import type { ImageContext } from '../images/image-context';
import type { ImageModel, ImageResizer, ImageStore } from '../images/ports';
import { newImageId } from '../images/image-id';
import { releaseStaleReservations } from '../images/manage-images';

/** The generate route's deps: an image context's parts and the limiter. */
export interface ImageDrawingDeps extends HttpDeps, ChargingDeps {
  images: ImageStore;
  objects: ObjectStore;
  model: ImageModel;
  resizer: ImageResizer;
  standings: Pick<AccountStandings, 'getStanding'>;
}

/** The generate route's context for one request. */
export function imageContext(deps: ImageDrawingDeps, log: Logger): ImageContext {
  return {
    images: deps.images,
    objects: lazyObjects(() => deps.objects),
    model: deps.model,
    resizer: deps.resizer,
    ledger: deps.ledger,
    accounts: deps.accounts,
    standings: deps.standings,
    clock: deps.clock,
    log,
    newId: newImageId,
  };
}

/**
 * `beforeAccess` of POST /api/images/generate: what every paying route does first (the generation
 * bucket, dead charges refunded, free credits renewed: reconcileBeforeCharging), then the free
 * plan's slot given back for generations that died (docs/DATA-MODEL.md IM3, IM4).
 */
export async function beforeGeneratingImage(req: {
  caller: Caller;
  deps: ChargingDeps & Pick<ImageDrawingDeps, 'images'>;
  log: Logger;
}): Promise<void> {
  await reconcileBeforeCharging(req);
  const { deps, log } = req;
  await releaseStaleReservations(
    { images: deps.images, ledger: deps.ledger, clock: deps.clock, log },
    req.caller.userId,
  );
}

/** The builders of ImageDrawingDeps, for the generate entry (written out: see httpBuilders). */
export const imageDrawingBuilders: Builders<ImageDrawingDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  tokens: tokensOf,
  accounts: accountsOf,
  images: imageStoreOf,
  objects: objectStoreOf,
  model: imageModelOf,
  resizer: imageResizerOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
};

import type { Caller, Logger } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import { accountsOf, clockOf, configOf, loggerOf, originOf, tokensOf, type Builders, type HttpDeps } from './core';
import { reconcileBeforeCharging, type ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { imageStoreOf } from './image-store';
import { dispatcherOf } from './generation-dispatcher';
import { generationsOf } from './generation-store';
import type { GenerationDispatcher, GenerationStore } from '../generation/ports';
import type { StartGenerationContext } from '../generation/generation-job';
import { rateLimiterOf } from './rate-limiter';
import { standingsOf } from './standings';
import type { ImageContext } from '../images/image-context';
import type { ImageStore } from '../images/ports';
import { releaseStaleReservations } from '../images/manage-images';

/**
 * The generate route's deps: it reserves, records the job and starts its worker
 * (docs/ARCHITECTURE.md §generation-jobs); the drawing is the worker's (generation-worker.ts).
 */
export interface ImageDrawingDeps extends HttpDeps, ChargingDeps {
  images: ImageStore;
  standings: Pick<AccountStandings, 'getStanding'>;
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
}

/** The generate route's start context for one request. */
export function imageStartContext(
  deps: ImageDrawingDeps,
  log: Logger,
): StartGenerationContext & Pick<ImageContext, 'accounts' | 'images'> {
  return {
    generations: deps.generations,
    dispatcher: deps.dispatcher,
    ledger: deps.ledger,
    standings: deps.standings,
    accounts: deps.accounts,
    images: deps.images,
    clock: deps.clock,
    log,
    ...(deps.config.stage ? { stage: deps.config.stage } : {}),
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
  origin: originOf,
  tokens: tokensOf,
  accounts: accountsOf,
  images: imageStoreOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  generations: generationsOf,
  dispatcher: dispatcherOf,
};

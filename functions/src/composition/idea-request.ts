import type { Logger } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { StartGenerationContext } from '../generation/generation-job';
import type { GenerationDispatcher, GenerationStore } from '../generation/ports';
import { dispatcherOf } from './generation-dispatcher';
import { generationsOf } from './generation-store';
import { accountsOf, clockOf, configOf, loggerOf, originOf, tokensOf, type Builders, type HttpDeps } from './core';
import type { ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { rateLimiterOf } from './rate-limiter';
import { standingsOf } from './standings';

export { reconcileBeforeCharging } from './charging';

/**
 * The idea tools' job routes' deps: they charge, record the job and start its worker
 * (docs/ARCHITECTURE.md §generation-jobs); the writing is the worker's (generation-worker.ts).
 */
export interface IdeaStartDeps extends HttpDeps, ChargingDeps {
  standings: Pick<AccountStandings, 'getStanding'>;
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
}

/** A start's context for one request: the job's store and dispatcher, the ledger and the standings. */
export function ideaStartContext(deps: IdeaStartDeps, log: Logger): StartGenerationContext {
  return {
    generations: deps.generations,
    dispatcher: deps.dispatcher,
    ledger: deps.ledger,
    standings: deps.standings,
    clock: deps.clock,
    log,
    ...(deps.config.stage ? { stage: deps.config.stage } : {}),
  };
}

/** The builders of IdeaStartDeps (written out: see httpBuilders). */
export const ideaStartBuilders: Builders<IdeaStartDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  origin: originOf,
  tokens: tokensOf,
  accounts: accountsOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  generations: generationsOf,
  dispatcher: dispatcherOf,
};

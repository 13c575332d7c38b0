import { accountsOf, clockOf, configOf, loggerOf, originOf, tokensOf, type Builders } from './core';
import type { AccountStandings } from '../accounts/ports';
import type { Logger } from '../core/ports';
import type { CreditLedger } from '../credits/ports';
import type { GenerationDispatcher, GenerationStore } from '../generation/ports';
import type { CoachingContext } from '../hub/coach';
import { ledgerOf } from './credit-ledger';
import { dispatcherOf } from './generation-dispatcher';
import { generationsOf } from './generation-store';
import { hubContext, hubStoreOf, type HubDeps } from './hub-store';
import { standingsOf } from './standings';

/**
 * The routes that start the coach (the diary entry, a mission's completion): the hub's deps and the
 * generation jobs' (docs/ARCHITECTURE.md §generation-jobs), for a job of 0 credits.
 */
export interface CoachingDeps extends HubDeps {
  ledger: Pick<CreditLedger, 'refund' | 'getCharge'>;
  standings: Pick<AccountStandings, 'getStanding'>;
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
}

/** The builders of CoachingDeps (written out: see httpBuilders). */
export const coachingBuilders: Builders<CoachingDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  origin: originOf,
  tokens: tokensOf,
  accounts: accountsOf,
  hub: hubStoreOf,
  ledger: ledgerOf,
  standings: standingsOf,
  generations: generationsOf,
  dispatcher: dispatcherOf,
};

/** A coaching request's context: the hub's, and what starts a job. */
export const coachingContext = (deps: CoachingDeps, log: Logger): CoachingContext => ({
  ...hubContext(deps, log),
  generations: deps.generations,
  dispatcher: deps.dispatcher,
  ledger: deps.ledger,
  standings: deps.standings,
});

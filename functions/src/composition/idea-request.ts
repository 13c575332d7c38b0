import type { Logger, RealtimePublisher, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { IdeaContext } from '../ideas/idea-context';
import type { IdeaResultStore } from '../ideas/ports';
import type { StartGenerationContext } from '../generation/generation-job';
import type { GenerationDispatcher, GenerationStore } from '../generation/ports';
import { dispatcherOf } from './generation-dispatcher';
import { generationsOf } from './generation-store';
import { accountsOf, clockOf, configOf, loggerOf, realtimeOf, tokensOf, type Builders, type HttpDeps } from './core';
import type { ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { ideaResultsOf } from './idea-results';
import { rateLimiterOf } from './rate-limiter';
import { standingsOf } from './standings';
import { writerOf } from './text-writer';

export { reconcileBeforeCharging } from './charging';

/** The idea tools' generate routes' deps: an idea context's parts and the limiter. */
export interface IdeaWritingDeps extends HttpDeps, ChargingDeps {
  results: IdeaResultStore;
  writer: TextWriter;
  standings: Pick<AccountStandings, 'getStanding'>;
  realtime: RealtimePublisher;
}

/** The idea tools' context for one request: results, ledger, writer, accounts and the realtime stream. */
export function ideaContext(deps: IdeaWritingDeps, log: Logger): IdeaContext {
  return {
    results: deps.results,
    ledger: deps.ledger,
    writer: deps.writer,
    accounts: deps.accounts,
    standings: deps.standings,
    realtime: deps.realtime,
    clock: deps.clock,
    log,
  };
}

/** The builders of IdeaWritingDeps, for the idea tools' generate entries (written out: see httpBuilders). */
export const ideaWritingBuilders: Builders<IdeaWritingDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  tokens: tokensOf,
  accounts: accountsOf,
  results: ideaResultsOf,
  writer: writerOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  realtime: realtimeOf,
};

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
  };
}

/** The builders of IdeaStartDeps (written out: see httpBuilders). */
export const ideaStartBuilders: Builders<IdeaStartDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  tokens: tokensOf,
  accounts: accountsOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  generations: generationsOf,
  dispatcher: dispatcherOf,
};

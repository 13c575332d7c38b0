import type { Logger } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { GenerationDispatcher, GenerationStore } from '../generation/ports';
import type { StartGenerationContext } from '../generation/generation-job';
import type { ScriptStore } from '../scripts/ports';
import { accountsOf, clockOf, configOf, loggerOf, originOf, tokensOf, type Builders, type HttpDeps } from './core';
import type { ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { dispatcherOf } from './generation-dispatcher';
import { generationsOf } from './generation-store';
import { rateLimiterOf } from './rate-limiter';
import { scriptStoreOf } from './script-store';
import { standingsOf } from './standings';

export { reconcileBeforeCharging } from './charging';

/**
 * The paying script routes' deps (generate, AI edit): they charge, record the job and start its
 * worker (docs/ARCHITECTURE.md §generation-jobs); the writing is the worker's (generation-worker.ts).
 */
export interface ScriptWritingDeps extends HttpDeps, ChargingDeps {
  scripts: ScriptStore;
  standings: Pick<AccountStandings, 'getStanding'>;
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
}

/** A start's context for one request: the job's store and dispatcher, the ledger, the standings, the script store. */
export function scriptStartContext(
  deps: ScriptWritingDeps,
  log: Logger,
): StartGenerationContext & { store: Pick<ScriptStore, 'get'> } {
  return {
    generations: deps.generations,
    dispatcher: deps.dispatcher,
    ledger: deps.ledger,
    standings: deps.standings,
    store: deps.scripts,
    clock: deps.clock,
    log,
    ...(deps.config.stage ? { stage: deps.config.stage } : {}),
  };
}

/** The builders of ScriptWritingDeps, for the generate and AI-edit entries (written out: see httpBuilders). */
export const scriptWritingBuilders: Builders<ScriptWritingDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  origin: originOf,
  tokens: tokensOf,
  accounts: accountsOf,
  scripts: scriptStoreOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  generations: generationsOf,
  dispatcher: dispatcherOf,
};

import type { Logger, RealtimePublisher, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { ScriptStore } from '../scripts/ports';
import type { PaceStore } from '../teleprompter/ports';
import type { ScriptContext } from '../scripts/script-context';
import { accountsOf, clockOf, configOf, loggerOf, realtimeOf, tokensOf, type Builders, type HttpDeps } from './core';
import type { ChargingDeps } from './charging';
import { ledgerOf } from './credit-ledger';
import { paceOf } from './pace-store';
import { rateLimiterOf } from './rate-limiter';
import { scriptStoreOf } from './script-store';
import { standingsOf } from './standings';
import { writerOf } from './text-writer';

export { reconcileBeforeCharging } from './charging';

/** The script generation routes' deps (generate, AI edit): a script context's parts and the limiter. */
export interface ScriptWritingDeps extends HttpDeps, ChargingDeps {
  scripts: ScriptStore;
  writer: TextWriter;
  standings: Pick<AccountStandings, 'getStanding'>;
  pace: Pick<PaceStore, 'get'>;
  realtime: RealtimePublisher;
}

/** The use cases' context for one request: the accounts, the ledger, the realtime publisher, the script store, the writer and the pace. */
export function scriptContext(deps: ScriptWritingDeps, log: Logger): ScriptContext {
  return {
    store: deps.scripts,
    ledger: deps.ledger,
    writer: deps.writer,
    accounts: deps.accounts,
    standings: deps.standings,
    pace: deps.pace,
    realtime: deps.realtime,
    clock: deps.clock,
    log,
  };
}

/** The builders of ScriptWritingDeps, for the generate and AI-edit entries (written out: see httpBuilders). */
export const scriptWritingBuilders: Builders<ScriptWritingDeps> = {
  config: configOf,
  clock: clockOf,
  logger: loggerOf,
  tokens: tokensOf,
  accounts: accountsOf,
  scripts: scriptStoreOf,
  writer: writerOf,
  ledger: ledgerOf,
  limiter: rateLimiterOf,
  standings: standingsOf,
  pace: paceOf,
  realtime: realtimeOf,
};

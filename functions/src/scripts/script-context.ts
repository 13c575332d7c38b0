import type { AccountStore, Clock, Logger, RealtimePublisher, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { CreditLedger } from '../credits/ports';
import type { PaceStore } from '../teleprompter/ports';
import type { ScriptStore } from './ports';

/** What the script use cases need; the handlers build it from Deps and ScriptDeps. */
export interface ScriptContext {
  /** Saved scripts; its saves settle the ledger's charge in the same transaction. */
  store: ScriptStore;
  /** Credits: charge before the model runs, refund on failure, the balance after. */
  ledger: CreditLedger;
  writer: TextWriter;
  accounts: AccountStore;
  /** Read when a generation fails: an account deleted meanwhile gets its 401 (generation/end-failed-charge.ts). */
  standings: Pick<AccountStandings, 'getStanding'>;
  /** The user's measured pace, which sizes a new script (docs/PRODUCT.md §flows.teleprompter.pace). */
  pace: Pick<PaceStore, 'get'>;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  /** Delta batching window for the WebSocket stream (ms). */
  flushMs?: number;
}

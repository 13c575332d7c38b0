import type { AccountStore, Clock, Logger, RealtimePublisher, TextWriter } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { CreditLedger } from '../credits/ports';
import type { IdeaResultStore } from './ports';

/** What the idea tools' use cases need; composition/idea-request.ts builds it for one request. */
export interface IdeaContext {
  /** Results, kept a week; their saves settle the ledger's charge in the same transaction. */
  results: IdeaResultStore;
  ledger: CreditLedger;
  writer: TextWriter;
  accounts: AccountStore;
  /** Read when a generation fails: an account deleted meanwhile gets its 401 (generation/end-failed-charge.ts). */
  standings: Pick<AccountStandings, 'getStanding'>;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  /** Delta batching window for the WebSocket stream (ms). */
  flushMs?: number;
}

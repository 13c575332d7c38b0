import type {
  AccountStandings,
  AccountStore,
  Clock,
  CreditLedger,
  IdeaResultStore,
  Logger,
  RealtimePublisher,
  TextWriter,
} from '../core/ports';

/** What the idea tools' use cases need; idea-request-deps.ts builds it for one request. */
export interface IdeaContext {
  /** Results, kept a week; their saves settle the ledger's charge in the same transaction. */
  results: IdeaResultStore;
  ledger: CreditLedger;
  writer: TextWriter;
  accounts: AccountStore;
  /** Read when a generation fails: an account deleted meanwhile gets its 401 (credits/end-failed-charge.ts). */
  standings: Pick<AccountStandings, 'getStanding'>;
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  /** Delta batching window for the WebSocket stream (ms). */
  flushMs?: number;
}

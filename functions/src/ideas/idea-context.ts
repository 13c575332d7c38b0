import type {
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
  realtime: RealtimePublisher;
  clock: Clock;
  log: Logger;
  /** Delta batching window for the WebSocket stream (ms). */
  flushMs?: number;
}

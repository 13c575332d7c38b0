import type { GenerationKind, GenerationStatus } from '@shared/generations/generation.schema';
import type { ChargeRequest } from '../credits/ports';

/**
 * A paid generation run as a job (docs/ARCHITECTURE.md §generation-jobs): the route reserves the
 * credits and records the job, a worker runs it. The record is the job's idempotency key: a
 * delivery of its event that finds it already claimed does nothing.
 */
export interface GenerationRecord {
  userId: string;
  generationId: string;
  kind: GenerationKind;
  status: GenerationStatus;
  /** What the worker needs to run it (the creator's request, an edit's script and instruction). */
  input: unknown;
  /** What was charged, so a failure refunds exactly that. */
  cost: number;
  createdAt: string;
  /** The text streamed so far, one entry per script (a checkpoint, written every few seconds). */
  parts: string[];
  /** The free plan's oldest script was deleted to make room (a finished script generation). */
  replacedOldest?: boolean;
  /** The pt-BR failure and its code, once failed. */
  message?: string;
  code?: string;
}

/** The generation records (docs/DATA-MODEL.md G1–G5); every key starts from the caller's user id. */
export interface GenerationStore {
  /**
   * Charges (the ledger's L1 actions) and puts the queued record, in one transaction (G1). Throws
   * InsufficientCreditsError when the balance is short, ConflictError when the id was used before.
   */
  start(record: Pick<GenerationRecord, 'generationId' | 'kind' | 'input'>, charge: ChargeRequest): Promise<void>;
  get(userId: string, generationId: string, now: Date): Promise<GenerationRecord | null>;
  /** queued → running (G3); null when it is not queued any more: another delivery took it, or it ended. */
  claim(userId: string, generationId: string, now: Date): Promise<GenerationRecord | null>;
  /** The text so far, while running (G4); a record no longer running is left alone. */
  progress(userId: string, generationId: string, parts: string[]): Promise<void>;
  /** Ends it, once (G5): done (with `replacedOldest`) or failed (with the pt-BR `message`). */
  finish(
    userId: string,
    generationId: string,
    end: { status: 'done'; replacedOldest: boolean } | { status: 'failed'; message: string; code: string },
    now: Date,
  ): Promise<void>;
}

/** What a worker is handed: which generation of whom. Everything else is on the record. */
export interface GenerationEvent {
  userId: string;
  generationId: string;
}

/**
 * Starts the worker of a recorded generation without waiting for it: on AWS an asynchronous
 * Lambda invoke (InvocationType Event), locally a call in the same process.
 */
export interface GenerationDispatcher {
  dispatch(event: GenerationEvent): Promise<void>;
}

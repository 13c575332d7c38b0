import type { IdeaTool } from '@shared/ideas/idea-tools';

/** The credit ledger and the rate limits every paid feature goes through (docs/ARCHITECTURE.md §ports). */

/**
 * What a charge pays for, stored on it and logged when it is refunded. Scripts today
 * ('generate' a script or a series, 'edit' one with AI); images, idea tools and the shop
 * add their own kinds here when they start charging.
 */
/** 'coach': the hub coach's note, a charge of 0 credits so its job has the lifecycle of every generation. */
export type ChargeKind = 'generate' | 'edit' | IdeaTool | 'image' | 'coach';

/** One paid operation: `operationId` is the client's idempotency key, so a retry cannot charge twice. */
export interface ChargeRequest {
  userId: string;
  /** Made by the client per operation (the script creator's `generationId`). */
  operationId: string;
  /** Credits to deduct; the exact amount any refund gives back. */
  cost: number;
  kind: ChargeKind;
  now: Date;
}

/**
 * Where a charge stands: `pending` from the debit until its operation settles (`done`, in
 * the same transaction as the operation's own write) or is refunded (`failed`).
 */
export interface ChargeRecord {
  status: 'pending' | 'done' | 'failed';
  /** What the settled operation produced (script ids today), so a retry can answer it again. */
  resultIds: string[];
  /** The refund's reason, on a failed charge. */
  message?: string;
}

/** A pending charge that was refunded because its process never settled or refunded it. */
export interface StaleCharge {
  operationId: string;
  kind: string;
  /** What it was charged, and so what was given back. */
  cost: number;
  createdAt: string;
}

/**
 * The credit ledger: every paid operation is charged, then settled or refunded, each exactly
 * once (docs/DATA-MODEL.md, L1–L6; docs/PRODUCT.md §credits). Feature-neutral on purpose:
 * any feature that charges credits goes through it with its own operation ids and kind.
 * Settling is not here: it must be one transaction with the operation's own write, so the
 * store that writes the result settles the charge (e.g. `ScriptStore.saveGenerated`'s `settles`).
 *
 * @example
 * await ledger.charge({ userId, operationId, cost: 100, kind: 'generate', now }); // or InsufficientCreditsError
 * // … the operation fails:
 * await ledger.refund({ userId, operationId, cost: 100, reason: 'Erro ao gerar roteiro', now });
 */
export interface CreditLedger {
  /**
   * Deducts `cost` credits and records the pending charge, in one transaction.
   * Throws InsufficientCreditsError when the balance is short, ConflictError when the
   * operation id was charged before (see `getCharge` for its outcome) — unless that charge
   * was refunded by `refundStale`: the retry of an operation whose process died starts anew.
   */
  charge(c: ChargeRequest): Promise<void>;
  /**
   * Gives the credits back and marks the charge failed, in one transaction, once: only while
   * it is pending and was charged exactly `cost`. False when it was not (already refunded,
   * or settled). `now` starts the finished record's retention.
   */
  refund(r: { userId: string; operationId: string; cost: number; reason: string; now: Date }): Promise<boolean>;
  /**
   * Refunds (as `refund` does, each at most once) every charge of the user still pending
   * though created before `createdBefore`: its process died between the charge and the
   * refund or the settlement. Answers the ones this call refunded.
   */
  refundStale(userId: string, opts: { createdBefore: Date; now: Date; reason: string }): Promise<StaleCharge[]>;
  /** The credits held by the user's pending charges: spent, but not yet settled or refunded ('em uso'). */
  held(userId: string): Promise<number>;
  /** The record of an operation id; an expired one (finished more than a week ago) reads as null. */
  getCharge(userId: string, operationId: string, now: Date): Promise<ChargeRecord | null>;
  /** The user's credits, read consistently after a charge. */
  balance(userId: string): Promise<number>;
  /**
   * Resets the balance and the allowance to `credits` and moves `creditsResetAt` to
   * `nextResetAt`, only while it still reads `fromResetAt`: of two concurrent renewals one
   * writes, the other answers false (docs/PRODUCT.md §credits.renewal).
   */
  renew(userId: string, r: { fromResetAt: string; credits: number; nextResetAt: string; now: Date }): Promise<boolean>;
}

// ---- Per-user limits (docs/PRODUCT.md §limits.rate) ------------------------------------

/** A token bucket: `burst` requests at once, then one more every `intervalMs`. */
export interface RateBucket {
  /** Names the bucket in the store, e.g. 'generation'. */
  name: string;
  burst: number;
  intervalMs: number;
  /** The pt-BR refusal. */
  message: string;
}

/** At most `max` requests per user per UTC day. */
export interface DailyQuota {
  name: string;
  max: number;
  /** The pt-BR refusal. */
  message: string;
}

/**
 * Per-user limits, each an atomic conditional write (docs/DATA-MODEL.md, R1, R2), checked
 * before anything is charged. Both throw RateLimitedError (with its Retry-After) when the
 * user is over the limit, and count the request otherwise.
 *
 * @example await limiter.take(userId, GENERATION_BUCKET, clock.now()) // or RateLimitedError
 */
export interface RateLimiter {
  take(userId: string, bucket: RateBucket, now: Date): Promise<void>;
  countDaily(userId: string, quota: DailyQuota, now: Date): Promise<void>;
}

import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { Script, ScriptRequest, WriterKind } from '@shared/scripts/script.schema';
import type { ScriptFilter } from '@shared/scripts/script-filter';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import type { PaceTotals } from '@shared/teleprompter/pace.schema';
import type { IdeaTool } from '@shared/ideas/idea-tools';
import type { ImageStyle } from '@shared/images/image-styles';

/**
 * The ports of the core. Use cases depend on these interfaces only; the adapters in
 * ../adapters implement them for AWS and for local mode, and ../deps.ts picks one set.
 */

/** Time, injectable so that tests can freeze it. */
export interface Clock {
  now(): Date;
}

/** The identity a verified access token proves. */
export interface Caller {
  userId: string;
  email?: string;
  /** The identity provider's user name (Cognito's `username` claim), what its admin API takes. */
  username?: string;
  /** When the token was issued (`iat`, epoch seconds): a sign-out everywhere refuses older ones. */
  issuedAt?: number;
}

/** Verifies a bearer access token and returns who it belongs to, or throws UnauthorizedError. */
export interface TokenVerifier {
  verify(token: string): Promise<Caller>;
}

export interface NewAccount {
  userId: string;
  email: string;
  name: string;
  avatarUrl: string | null;
}

/**
 * Profiles and subscriptions. Creating an account writes both rows in one transaction,
 * once: a second call for the same user changes nothing and reports `created: false`.
 */
export interface AccountStore {
  createAccount(account: NewAccount, subscription: Subscription, joinDate: string): Promise<{ created: boolean }>;
  getProfile(userId: string): Promise<Profile | null>;
  getSubscription(userId: string): Promise<Subscription | null>;
  /** Replaces the subscription row; used by billing and by local seeding. */
  putSubscription(subscription: Subscription): Promise<void>;
}

/**
 * Account standing and erasure (the same profile rows, its own port so that the stores of
 * other features need not implement it).
 */
export interface AccountStandings {
  /** Whether the account may still be used (docs/ARCHITECTURE.md §revocation); null when it has no profile row. */
  getStanding(userId: string): Promise<AccountStanding | null>;
  /** Marks the account disabled or deleted, refusing tokens issued at or before `tokensValidAfter`; false when there is no such account. */
  setStanding(userId: string, standing: AccountStanding): Promise<boolean>;
  /**
   * Deletes every row that names the user (its partition, its connections' rows, its pairings
   * with their phones' rows, its payment customer's lookup; docs/DATA-MODEL.md A7), in batches;
   * answers how many rows went and the WebSocket connection ids it found (phones included).
   */
  deleteEverything(userId: string): Promise<{ rows: number; connectionIds: string[] }>;
}

/** An account's standing, kept on its profile row: only `active` accounts are served. */
export interface AccountStanding {
  status: 'active' | 'disabled' | 'deleted';
  /** Epoch seconds, the cut-off: tokens issued in that second or before are refused (a sign-out everywhere, a disable, a deletion). */
  tokensValidAfter?: number;
}

/**
 * The identity provider's admin side (Cognito; cognito-local locally), called by the server
 * with its own credentials, never through the browser.
 */
export interface IdentityAdmin {
  /** True when the password is the user's current one; false for a wrong one. */
  verifyPassword(username: string, password: string): Promise<boolean>;
  /** Revokes every refresh token of the user (their access tokens die at the standing check). */
  signOutEverywhere(username: string): Promise<void>;
  /** Deletes the identity; a user already gone is not an error. */
  deleteUser(username: string): Promise<void>;
  /** Disables the identity (the ops path of docs/ARCHITECTURE.md §revocation). */
  disableUser(username: string): Promise<void>;
}

/**
 * Objects kept outside the table (pictures): S3 on AWS, a folder under DATA_DIR locally
 * (docs/ARCHITECTURE.md §ports). Keys are built in functions/src/objects/object-keys.ts; every
 * object of a user lies under that user's prefix, so account deletion erases them all at once.
 * The browser never reads the store itself: it gets short-lived signed URLs.
 *
 * @example await objects.put(key, bytes, 'image/webp'); const url = await objects.signedGetUrl(key, 3600);
 */
export interface ObjectStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A URL that reads the object for `ttlSeconds`, then stops working. */
  signedGetUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Deletes one object; an object already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which must end with '/'); answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
}

/** Closes a WebSocket connection from the server side (API Gateway's DeleteConnection). */
export interface ConnectionCloser {
  close(connectionId: string): Promise<void>;
}

/** Pushes an event to every open connection of a user (WebSocket fan-out); the shared schema lists the events. */
export interface RealtimePublisher {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
}

/** A WebSocket connection record, kept with a TTL. */
export interface ConnectionStore {
  add(connectionId: string, userId: string, ttlSeconds: number): Promise<void>;
  remove(connectionId: string): Promise<void>;
  listForUser(userId: string): Promise<string[]>;
}

/** Structured JSON logs: request id and user id, no other personal data. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

// ---- Scripts (issue 4: the script creator) ------------------------------------------

/** What a writer is asked to do; the offline writer reads it, model writers read the prompt text. */
export type WriteTask =
  /**
   * `seed` (the generation id) varies the offline writer's choices: same seed, same script.
   * `wordsPerMinute` sizes the script (the user's measured pace; 130 when absent).
   */
  | { kind: 'script'; request: ScriptRequest; seed?: string; wordsPerMinute?: number }
  | { kind: 'edit'; original: string; instruction: string; duration: number; request: ScriptRequest | null }
  /**
   * An idea tool's JSON answer (functions/src/ideas/generate-structured.ts): `input` is the tool's
   * validated request (and, for news, the headlines it is written from); `seed` the operation id.
   */
  | { kind: 'structured'; tool: IdeaTool; input: unknown; seed: string }
  /** 'Melhorar prompt' (functions/src/images/improve-prompt.ts): an image prompt rewritten with more detail. */
  | { kind: 'image-prompt'; prompt: string; style: ImageStyle | null; seed: string }
  | { kind: 'diagnostic' };

/** A versioned prompt (functions/src/scripts/prompts/*.v2.ts) and the task it encodes. */
export interface WritePrompt {
  /** e.g. 'complete.v2', kept in logs so output can be traced to the prompt that asked for it. */
  version: string;
  system: string;
  user: string;
  task: WriteTask;
}

/**
 * Writes text for a prompt, streaming it: `onDelta` receives each new chunk in order and
 * the promise resolves with the whole text. Failures are WriterErrors with pt-BR messages.
 *
 * @example const text = await writer.write(prompt, { onDelta: (t) => stream.push(t) });
 */
export interface TextWriter {
  readonly kind: WriterKind;
  write(prompt: WritePrompt, opts: { onDelta: (text: string) => void; signal?: AbortSignal }): Promise<string>;
}

/** A saved script as stored: the API shape plus its expiry (paid history, epoch seconds). */
export type StoredScript = Script & { ttl?: number };

/**
 * Saved scripts (docs/DATA-MODEL.md, S1–S9, D1). Every method takes the caller's user id
 * from the token; ids from a path are only looked up under that user, so another user's
 * script is simply not found. The two writes that finish a paid operation take its
 * operation id as `settles` and mark that credit-ledger charge done in their own
 * transaction: a script is never saved without its charge settling, nor the reverse.
 *
 * @example
 * await store.saveGenerated(userId, scripts, { settles: generationId, keepLatest: 2 });
 */
export interface ScriptStore {
  /**
   * Saves new scripts and settles the charge `settles`, in one transaction. With
   * `keepLatest` (free plan), the user's oldest scripts beyond that number are deleted in
   * the same one. Throws when the charge is no longer pending (refunded meanwhile).
   */
  saveGenerated(
    userId: string,
    scripts: StoredScript[],
    opts: { settles: string; keepLatest?: number },
  ): Promise<{ replacedOldest: boolean }>;
  /**
   * Replaces a script's text and settles the edit's charge, in one transaction; false when the
   * script is gone. The replaced text is kept as the latest version (at most SCRIPT_VERSIONS_KEPT).
   */
  saveEdit(
    userId: string,
    scriptId: string,
    edit: { text: string; updatedAt: string; writer: WriterKind },
    opts: { settles: string },
  ): Promise<boolean>;
  /**
   * One page of the user's scripts, newest first, starting after the script `after` (a
   * script id, looked up under this user only); expired items are left out (DynamoDB Local
   * never deletes them). `more` says whether older scripts remain. With a `filter`, only
   * matching scripts; the store reads a bounded number of items per call, so a page can come
   * back short (even empty) with `resumeAfter`: the id to continue after (docs/DATA-MODEL.md S3).
   */
  listPage(
    userId: string,
    now: Date,
    page: { limit: number; after?: string; filter?: ScriptFilter },
  ): Promise<{ items: StoredScript[]; more: boolean; resumeAfter?: string }>;
  get(userId: string, scriptId: string, now: Date): Promise<StoredScript | null>;
  /** The live parts of series `seriesId` whose ids lie in `range` (inclusive), oldest first. */
  listSeries(userId: string, seriesId: string, range: { from: string; to: string }, now: Date): Promise<StoredScript[]>;
  /**
   * Sets text / favorite / ttl (null removes it); null when the script does not exist. A new
   * text keeps the replaced one as the latest version, in the same write; a favorite alone keeps none.
   */
  update(
    userId: string,
    scriptId: string,
    patch: { text?: string; favorite?: boolean; ttl?: number | null; updatedAt: string },
  ): Promise<StoredScript | null>;
  /**
   * 'Desfazer': the latest kept version becomes the text again and leaves the versions (the
   * current text is dropped), in one write stamped `now`; 'no-version' when none is kept, null when the
   * script does not exist (or has expired).
   */
  undo(userId: string, scriptId: string, now: Date): Promise<StoredScript | 'no-version' | null>;
  /** False when there was nothing to delete. */
  delete(userId: string, scriptId: string): Promise<boolean>;
  /** The diagnostic page's write / read-back / delete of a throwaway item. */
  roundTrip(userId: string, now: Date): Promise<{ ok: boolean }>;
}

// ---- Credits: the ledger every paid feature charges through ---------------------------

/**
 * What a charge pays for, stored on it and logged when it is refunded. Scripts today
 * ('generate' a script or a series, 'edit' one with AI); images, idea tools and the shop
 * add their own kinds here when they start charging.
 */
export type ChargeKind = 'generate' | 'edit' | IdeaTool | 'image';

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

// ---- Teleprompter: the measured pace (docs/PRODUCT.md §flows.teleprompter.pace) ---------

/**
 * The user's running pace totals (docs/DATA-MODEL.md T1, T2): one item per user that every
 * measured take adds to, atomically, so concurrent takes are all counted. The average is
 * derived from the totals (`paceOf`, shared/src/teleprompter/pace.schema.ts).
 *
 * @example const totals = await pace.add('user-sub', { words: 150, durationMs: 60_000 }, clock.now())
 */
export interface PaceStore {
  /** Adds one take's words and time and counts the take; answers the totals after it. */
  add(userId: string, take: { words: number; durationMs: number }, now: Date): Promise<PaceTotals>;
  /** The totals so far; null before the first take. */
  get(userId: string): Promise<PaceTotals | null>;
}

// ---- Idea tools (docs/PRODUCT.md §flows.idea-tools) --------------------------------------

/** A finished idea-tool generation, kept a week so a retried operation id answers it again and its items can be saved. */
export interface IdeaResult {
  tool: IdeaTool;
  operationId: string;
  /** The tool's validated request (what the user asked). */
  input: unknown;
  /** The validated answer, in the tool's shared schema. */
  result: unknown;
  writer: WriterKind;
  createdAt: string;
  /** Scripts saved from it: item key ('0', '1', … or 'script') → script id. */
  saved: Record<string, string>;
}

/**
 * Idea-tool results (docs/DATA-MODEL.md I1–I3). `save` settles the operation's charge in the
 * same transaction (as ScriptStore.saveGenerated does), so a result is never kept without its
 * charge settling, nor the reverse. `saveAsScript` turns one item of a result into a saved script
 * once: a second save of the same item answers the script saved first.
 *
 * @example await ideas.save(userId, result, { settles: operationId });
 */
export interface IdeaResultStore {
  save(userId: string, result: IdeaResult, opts: { settles: string }): Promise<void>;
  get(userId: string, operationId: string, now: Date): Promise<IdeaResult | null>;
  /** Null when the result is gone (expired or never made). */
  saveAsScript(
    userId: string,
    operationId: string,
    itemKey: string,
    script: StoredScript,
    now: Date,
  ): Promise<{ script: StoredScript; created: boolean } | null>;
}

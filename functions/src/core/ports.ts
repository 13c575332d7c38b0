import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { Script, ScriptRequest, WriterKind } from '@shared/scripts/script.schema';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';

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
  | { kind: 'script'; request: ScriptRequest }
  | { kind: 'edit'; original: string; instruction: string; duration: number; request: ScriptRequest | null }
  | { kind: 'diagnostic' };

/** A versioned prompt (functions/src/scripts/prompts/*.v1.ts) and the task it encodes. */
export interface WritePrompt {
  /** e.g. 'complete.v1', kept in logs so output can be traced to the prompt that asked for it. */
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

/** A generation being paid for: keyed by the client's generationId, so a retry cannot charge twice. */
export interface GenerationReservation {
  userId: string;
  generationId: string;
  cost: number;
  kind: 'generate' | 'edit';
  now: Date;
}

/** A pending generation that was refunded because its process never finished it. */
export interface StaleGeneration {
  generationId: string;
  kind: string;
  /** What it was charged, and so what was given back. */
  cost: number;
  createdAt: string;
}

/**
 * Saved scripts, credits spent on them and their generations (docs/DATA-MODEL.md, S1–S12).
 * Every method takes the caller's user id from the token; ids from a path are only looked
 * up under that user, so another user's script is simply not found.
 *
 * @example
 * await store.reserve({ userId, generationId, cost: 100, kind: 'generate', now }); // or InsufficientCreditsError
 */
export interface ScriptStore {
  /**
   * Deducts `cost` credits and records the pending generation in one transaction.
   * Throws InsufficientCreditsError when the balance is short, ConflictError when the
   * generation id was used before (see `getGeneration` for its outcome).
   */
  reserve(r: GenerationReservation): Promise<void>;
  /**
   * Gives the credits back and marks the generation failed, in one transaction, once: only
   * while it is pending and was charged exactly `cost`. False when it was not (already
   * refunded, or finished). `now` starts the finished record's retention.
   */
  refund(userId: string, generationId: string, cost: number, reason: string, now: Date): Promise<boolean>;
  /**
   * Refunds (as `refund` does, each at most once) every generation of the user still pending
   * though created before `createdBefore`: its process died between the charge and the
   * refund or the save. Answers the ones this call refunded.
   */
  refundStale(userId: string, opts: { createdBefore: Date; now: Date; reason: string }): Promise<StaleGeneration[]>;
  /**
   * Saves new scripts and marks the generation done, in one transaction. With `keepLatest`
   * (free plan), the user's oldest scripts beyond that number are deleted in the same one.
   */
  saveGenerated(
    userId: string,
    generationId: string,
    scripts: StoredScript[],
    opts: { keepLatest?: number },
  ): Promise<{ replacedOldest: boolean }>;
  /** Replaces a script's text and marks the edit's generation done, in one transaction; false when the script is gone. */
  saveEdit(
    userId: string,
    generationId: string,
    scriptId: string,
    edit: { text: string; updatedAt: string; writer: WriterKind },
  ): Promise<boolean>;
  /** The record of a generation id; an expired (finished more than a week ago) one reads as null. */
  getGeneration(
    userId: string,
    generationId: string,
    now: Date,
  ): Promise<{ status: 'pending' | 'done' | 'failed'; scriptIds: string[]; message?: string } | null>;
  /** Newest first; expired items are left out (DynamoDB Local never deletes them). */
  list(userId: string, now: Date): Promise<StoredScript[]>;
  get(userId: string, scriptId: string, now: Date): Promise<StoredScript | null>;
  /** Sets text / favorite / ttl (null removes it); null when the script does not exist. */
  update(
    userId: string,
    scriptId: string,
    patch: { text?: string; favorite?: boolean; ttl?: number | null; updatedAt: string },
  ): Promise<StoredScript | null>;
  /** False when there was nothing to delete. */
  delete(userId: string, scriptId: string): Promise<boolean>;
  /** The diagnostic page's write / read-back / delete of a throwaway item. */
  roundTrip(userId: string, now: Date): Promise<{ ok: boolean }>;
  /** The caller's balance, read consistently after a spend. */
  creditsRemaining(userId: string): Promise<number>;
}

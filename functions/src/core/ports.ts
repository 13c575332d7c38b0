import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';

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

/** Pushes an event to every open connection of a user (WebSocket fan-out). */
export interface RealtimePublisher {
  publish(userId: string, event: { type: string; [key: string]: unknown }): Promise<void>;
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

import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { ScriptRequest, WriterKind } from '@shared/scripts/script.schema';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import type { IdeaTool } from '@shared/ideas/idea-tools';
import type { ImageStyle } from '@shared/images/image-styles';
import type { CoachFigures } from '@shared/hub/coach';

/**
 * The ports every feature shares: time, logs, the caller and its token, the account row, objects,
 * the realtime publisher and the text writer. A feature's own ports live beside it
 * (<feature>/ports.ts); the adapters in ../adapters implement both (docs/ARCHITECTURE.md §ports).
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

/**
 * Whether a request came through the site's distribution (docs/INFRA-NOTES.md §origin-secret):
 * CloudFront adds a secret header to every request it sends the APIs, and only a request that
 * carries it may be served, or may name the viewer's address.
 */
export interface OriginCheck {
  /** False locally: no distribution in front, every request is served and its socket's address is the client's. */
  readonly enforced: boolean;
  /** Whether the header's value is the distribution's secret (compared in constant time). */
  matches(presented: string | undefined): Promise<boolean>;
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

/** Pushes an event to every open connection of a user (WebSocket fan-out); the shared schema lists the events. */
export interface RealtimePublisher {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
}

/**
 * What the Lambda runtime tells a handler about its invocation (the fields of its `Context`); the
 * local server passes a request id only.
 */
export interface InvocationContext {
  awsRequestId?: string;
  functionName?: string;
  functionVersion?: string;
  invokedFunctionArn?: string;
  memoryLimitInMB?: string;
}

/** Structured JSON logs: request id and user id, no other personal data. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /**
   * Marks every line the process writes from now on with this Lambda invocation (function, request
   * id, cold start), until the next one; a context without a function name (the local server's) is
   * ignored. Optional: a test's logger has nothing to mark (docs/INFRA-NOTES.md §operations.logs).
   */
  invocation?(context: InvocationContext): void;
}

// ---- Scripts (issue 4: the script creator) ------------------------------------------

/** What a writer is asked to do; the offline writer reads it, model writers read the prompt text. */
export type WriteTask =
  /**
   * `seed` (the generation id) varies the offline writer's choices: same seed, same script.
   * `wordsPerMinute` sizes the script (the user's measured pace; 130 when absent).
   */
  | { kind: 'script'; request: ScriptRequest; seed?: string; wordsPerMinute?: number }
  | {
      kind: 'edit';
      original: string;
      instruction: string;
      duration: number;
      request: ScriptRequest | null;
      /** The creator's pace the edit is sized at (absent: 130). */
      wordsPerMinute?: number;
    }
  /**
   * An idea tool's JSON answer (functions/src/ideas/generate-structured.ts): `input` is the tool's
   * validated request (and, for news, the headlines it is written from); `seed` the operation id.
   */
  | { kind: 'structured'; tool: IdeaTool; input: unknown; seed: string }
  /** 'Melhorar prompt' (functions/src/images/improve-prompt.ts): an image prompt rewritten with more detail. */
  | { kind: 'image-prompt'; prompt: string; style: ImageStyle | null; seed: string }
  /** The hub coach's note (functions/src/hub/prompts/coach.v1.ts): plain pt-BR text from the user's figures. */
  | { kind: 'coach'; figures: CoachFigures; seed: string }
  | { kind: 'diagnostic' };

/** The JSON Schema an answer must follow, for a writer whose model can be held to one (docs/ARCHITECTURE.md §writers.structured-output). */
export interface ResponseSchema {
  name: string;
  schema: Record<string, unknown>;
}

/** A versioned prompt (functions/src/scripts/prompts/*.v2.ts) and the task it encodes. */
export interface WritePrompt {
  /** e.g. 'complete.v2', kept in logs so output can be traced to the prompt that asked for it. */
  version: string;
  system: string;
  user: string;
  task: WriteTask;
  /** An idea tool's answer schema: a writer that can constrain its model to it does; the others ignore it. */
  responseSchema?: ResponseSchema;
  /**
   * The answer's opening ('[GANCHO]', a series' first delimiter): a writer whose model continues a
   * started answer sends it as the assistant's turn and returns it with the rest; the others ignore
   * it (docs/ARCHITECTURE.md §writers.prefill).
   */
  prefill?: string;
}

/** How a write runs: the stream's sink, its deadline and, for a model, its output budget. */
export interface WriteOptions {
  onDelta: (text: string) => void;
  signal?: AbortSignal;
  /** The model's output cap for this write, sized to what it asks for (scripts/output-budget.ts); the writer's default otherwise. */
  maxTokens?: number;
  /**
   * Called when another writer than `kind` wrote this text (a model's fallback,
   * docs/LOCAL-MODE.md §local-model): the label saved with the text names that one.
   */
  onWrittenBy?: (kind: WriterKind) => void;
}

/**
 * Writes text for a prompt, streaming it: `onDelta` receives each new chunk in order and
 * the promise resolves with the whole text. Failures are WriterErrors with pt-BR messages.
 *
 * @example const text = await writer.write(prompt, { onDelta: (t) => stream.push(t), maxTokens: 6000 });
 */
export interface TextWriter {
  /** The writer the label names, unless `onWrittenBy` says another one wrote. */
  readonly kind: WriterKind;
  write(prompt: WritePrompt, opts: WriteOptions): Promise<string>;
}

// ---- Credits: the ledger every paid feature charges through ---------------------------

// ---- Teleprompter: the measured pace (docs/PRODUCT.md §flows.teleprompter.pace) ---------

// ---- Idea tools (docs/PRODUCT.md §flows.idea-tools) --------------------------------------

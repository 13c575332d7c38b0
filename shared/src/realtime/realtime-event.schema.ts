import * as z from 'zod/mini';
import { finderJobViewSchema, viralItemSchema } from '../finder/finder.schema';
import { REMOTE_COMMANDS } from '../teleprompter/remote-commands';

/**
 * Every event the server pushes over the WebSocket, in one contract: the server's
 * publisher port takes only these, and the web app parses each incoming frame with
 * `realtimeEventSchema` and drops anything else (docs/PRODUCT.md §flows).
 */

/**
 * A generation's text as it is written; `index` is the script's place in a series (0 otherwise) and
 * `offset` where `text` starts in that script, so a page that resumed from a checkpoint
 * (GET /api/generations/{id}) can place, trim or skip a delta instead of doubling text.
 */
export const SCRIPT_DELTA = 'script.delta';
/** The generation finished; its scripts come in the HTTP answer. */
export const SCRIPT_DONE = 'script.done';
/** The generation failed; `message` is the pt-BR text to show. */
export const SCRIPT_FAILED = 'script.failed';
/** The user's subscription or credits changed: clients reload it. */
export const SUBSCRIPTION_UPDATED = 'subscription.updated';
/**
 * A phone remote pressed a button (docs/PRODUCT.md §flows.teleprompter-remote): for the prompter
 * tab whose `sessionId` it is; `sentAt` is when the server relayed it (epoch ms).
 */
export const TELEPROMPTER_COMMAND = 'teleprompter.command';
/** A phone remote opened its connection to the prompter tab `sessionId`. */
export const TELEPROMPTER_REMOTE_JOINED = 'teleprompter.remote-joined';

/**
 * A deep-search result was stored (the spec's broadcast 'new-reel' on channel 'viral-finder-reels'):
 * pushed to the caller's own open tabs only; the page keeps the newest 50 and drops duplicates by url.
 */
export const FINDER_NEW_REEL = 'new-reel';
export const FINDER_REELS_CHANNEL = 'viral-finder-reels';
/** A deep-search job changed status (partial, done, failed, timed_out). */
export const FINDER_JOB_UPDATED = 'finder.job';

// Marked pure: the Lambdas import the event names and type only, so their bundles leave the schema out.
export const realtimeEventSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal(SCRIPT_DELTA),
      generationId: z.string(),
      index: z.number().check(z.int(), z.nonnegative()),
      text: z.string(),
      offset: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
    z.object({ type: z.literal(SCRIPT_DONE), generationId: z.string() }),
    z.object({ type: z.literal(SCRIPT_FAILED), generationId: z.string(), message: z.string() }),
    z.object({ type: z.literal(SUBSCRIPTION_UPDATED) }),
    z.object({
      type: z.literal(TELEPROMPTER_COMMAND),
      sessionId: z.string(),
      command: z.enum(REMOTE_COMMANDS),
      sentAt: z.number(),
    }),
    z.object({ type: z.literal(TELEPROMPTER_REMOTE_JOINED), sessionId: z.string() }),
    z.object({
      type: z.literal(FINDER_NEW_REEL),
      channel: z.literal(FINDER_REELS_CHANNEL),
      jobId: z.string(),
      item: viralItemSchema,
    }),
    z.object({ type: z.literal(FINDER_JOB_UPDATED), job: finderJobViewSchema }),
  ]))();
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

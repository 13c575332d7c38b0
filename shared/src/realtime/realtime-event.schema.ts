import * as z from 'zod/mini';

/**
 * Every event the server pushes over the WebSocket, in one contract: the server's
 * publisher port takes only these, and the web app parses each incoming frame with
 * `realtimeEventSchema` and drops anything else (docs/PRODUCT.md §flows).
 */

/** A generation's text as it is written; `index` is the script's place in a series (0 otherwise). */
export const SCRIPT_DELTA = 'script.delta';
/** The generation finished; its scripts come in the HTTP answer. */
export const SCRIPT_DONE = 'script.done';
/** The generation failed; `message` is the pt-BR text to show. */
export const SCRIPT_FAILED = 'script.failed';
/** The user's subscription or credits changed: clients reload it. */
export const SUBSCRIPTION_UPDATED = 'subscription.updated';

// Marked pure: the Lambdas import the event names and type only, so their bundles leave the schema out.
export const realtimeEventSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal(SCRIPT_DELTA),
      generationId: z.string(),
      index: z.number().check(z.int(), z.nonnegative()),
      text: z.string(),
    }),
    z.object({ type: z.literal(SCRIPT_DONE), generationId: z.string() }),
    z.object({ type: z.literal(SCRIPT_FAILED), generationId: z.string(), message: z.string() }),
    z.object({ type: z.literal(SUBSCRIPTION_UPDATED) }),
  ]))();
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

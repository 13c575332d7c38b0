import * as z from 'zod/mini';

/**
 * The finder job's contract with its provider: the job id the state machine hands out and
 * the provider echoes back, and the body of the provider's webhook when the job ends
 * (POST /api/webhooks/finder). zod/mini, like every schema a Lambda parses (docs/BENCH.md).
 */

/**
 * A job id: it becomes part of a table key (`JOB#<jobId>`) and of the provider's callback,
 * so only URL- and key-safe characters, and short.
 */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const jobIdSchema = z.string().check(z.regex(JOB_ID_PATTERN));

/**
 * At most this many items in one delivery: each is one conditional write of one transaction
 * (docs/DATA-MODEL.md J6), with the job's count beside them.
 */
export const MAX_DELIVERY_ITEMS = 25;

/**
 * What the provider posts: some results while the job runs ('partial', more to come), the last
 * ones when it ends ('succeeded'), or why it failed. Each item is checked by the finder
 * (functions/src/adapters/finder/provider-items.ts): one malformed item refuses the whole delivery.
 */
export const finderWebhookBodySchema = z.discriminatedUnion('status', [
  z.object({
    jobId: jobIdSchema,
    status: z.literal('partial'),
    results: z.array(z.unknown()).check(z.minLength(1), z.maxLength(MAX_DELIVERY_ITEMS)),
  }),
  z.object({
    jobId: jobIdSchema,
    status: z.literal('succeeded'),
    results: z._default(z.array(z.unknown()).check(z.maxLength(MAX_DELIVERY_ITEMS)), []),
  }),
  z.object({
    jobId: jobIdSchema,
    status: z.literal('failed'),
    error: z._default(z.string().check(z.maxLength(1000)), 'O provedor não concluiu a busca.'),
  }),
]);
export type FinderWebhookBody = z.infer<typeof finderWebhookBodySchema>;

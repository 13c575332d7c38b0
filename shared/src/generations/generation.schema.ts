import * as z from 'zod/mini';
import { IDEA_TOOLS } from '../ideas/idea-tools';
import { generateImageResponseSchema } from '../images/image.schema';
import { WRITERS, generateScriptResponseSchema } from '../scripts/script.schema';

/**
 * A paid generation run as a job (docs/ARCHITECTURE.md §generation-jobs): its route reserves the
 * credits and answers 202 with the generation id at once; a worker writes, streams and saves; the
 * browser reads where it stands with GET /api/generations/{id}, after a reload too.
 */

/**
 * What a generation makes: a script or a series ('script'), an AI edit of a saved script ('edit'), an image ('image'),
 * an idea tool's answer (the tool's name: 'questions', 'viral-short', 'news'), or the hub coach's note
 * ('coach': free, its charge is of 0 credits).
 */
export const GENERATION_KINDS = ['script', 'edit', 'image', ...IDEA_TOOLS, 'coach'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

/** queued: paid, waiting for its worker; running: the worker writes; done: saved; failed: refunded (or never charged). */
export const GENERATION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

/** The 202 of every route that starts a generation. */
export const generationStartedSchema = z.object({ generationId: z.string() });
export type GenerationStarted = z.infer<typeof generationStartedSchema>;

/**
 * GET /api/generations/{id}: where the caller's generation stands. `parts` is the text streamed
 * so far, one entry per script of a series (a checkpoint: the live deltas may be a little ahead);
 * `result` comes once it is done (an AI edit's one script in `scripts`), `image` for an image, `idea` for an idea
 * tool's answer; `message` once it failed.
 */
export const generationViewSchema = z.object({
  generationId: z.string(),
  kind: z.enum(GENERATION_KINDS),
  status: z.enum(GENERATION_STATUSES),
  parts: z.array(z.string()),
  message: z.optional(z.string()),
  /** The failure's code, as an HTTP error's `error` (e.g. 'unauthorized': the account was deleted meanwhile). */
  error: z.optional(z.string()),
  result: z.optional(generateScriptResponseSchema),
  /** An idea tool's kept answer once done: what was asked and the validated result, in the tool's shared schemas. */
  idea: z.optional(
    z.object({
      input: z.unknown(),
      result: z.unknown(),
      writer: z.enum(WRITERS),
      creditsRemaining: z.number(),
    }),
  ),
  image: z.optional(generateImageResponseSchema),
});
export type GenerationView = z.infer<typeof generationViewSchema>;

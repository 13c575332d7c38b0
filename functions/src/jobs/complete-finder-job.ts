import * as z from 'zod/mini';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { finderWebhookBodySchema, type FinderWebhookBody } from '@shared/jobs/finder-job.schema';
import { DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { Clock, Logger } from '../core/ports';
import type { JobStore, SecretReader, TaskCallbacks } from './ports';
import { parseSignatureHeader, verifySignature } from './signature';

/** Step Functions caps a task's output at 256 KB; keep room for the wrapper. */
const MAX_BODY_BYTES = 200_000;

/** What completing a finder job needs. */
export interface CompleteFinderJobContext {
  jobs: JobStore;
  callbacks: TaskCallbacks;
  secrets: SecretReader;
  /** Name of the provider's webhook signing secret (Secrets Manager on AWS). */
  secretName: string;
  clock: Clock;
  log: Logger;
}

/** The provider's call as it arrived: the exact body bytes (as UTF-8 text) and its signature header. */
export interface FinderWebhookCall {
  rawBody: string;
  signature: string | undefined;
}

/**
 * The finder provider reports that an async job ended. The HMAC signature over the raw body
 * is checked before anything is parsed, and the header's shape and age before the secret
 * is even read (UnauthorizedError otherwise, a stale timestamp included); then the job's
 * task token resumes (or fails) the state machine waiting on it.
 * A repeated or late call, for a job already finished or a token Step Functions no longer
 * knows, answers `duplicate: true`, so the provider stops retrying. A malformed body is a
 * `validation_failed` error, an unknown job a NotFoundError; a secret that cannot be read
 * throws as is (a generic 500: the provider retries).
 *
 * @example
 * await completeFinderJob(ctx, { rawBody, signature: headers['x-viraliza-signature'] }) // { received: true, duplicate: false }
 */
export async function completeFinderJob(
  ctx: CompleteFinderJobContext,
  call: FinderWebhookCall,
): Promise<{ received: true; duplicate: boolean }> {
  // A missing, garbled or stale header is refused before the secret is read.
  if (!parseSignatureHeader(call.signature, ctx.clock.now())) throw new UnauthorizedError('Assinatura inválida.');
  const secret = await ctx.secrets.get(ctx.secretName);
  if (!verifySignature(call.rawBody, call.signature, secret, ctx.clock.now()))
    throw new UnauthorizedError('Assinatura inválida.');
  if (Buffer.byteLength(call.rawBody) > MAX_BODY_BYTES)
    throw new DomainError('validation_failed', 'Resultado grande demais.');
  const body = parseBody(call.rawBody);

  const job = await ctx.jobs.get(body.jobId);
  if (!job) throw new NotFoundError('Tarefa não encontrada.');
  const log = ctx.log.child({ userId: job.userId, jobId: job.jobId });
  if (job.status !== 'waiting') {
    log.info('finder webhook for a finished job ignored', { status: job.status });
    return { received: true, duplicate: true };
  }

  const delivered =
    body.status === 'succeeded'
      ? await ctx.callbacks.succeed(job.taskToken, { jobId: job.jobId, userId: job.userId, results: body.results })
      : await ctx.callbacks.fail(job.taskToken, 'FinderProviderFailed', body.error);
  log.info('finder webhook received', { outcome: body.status, delivered });
  return { received: true, duplicate: !delivered };
}

function parseBody(raw: string): FinderWebhookBody {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new DomainError('validation_failed', 'O corpo da requisição não é um JSON válido.');
  }
  const parsed = z.safeParse(finderWebhookBodySchema, json);
  if (!parsed.success)
    throw new DomainError(
      'validation_failed',
      parsed.error.issues[0]?.message ?? DEFAULT_ERROR_MESSAGES.validation_failed,
    );
  return parsed.data;
}

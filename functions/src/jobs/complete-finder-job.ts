import * as z from 'zod/mini';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { finderWebhookBodySchema, type FinderWebhookBody } from '@shared/jobs/finder-job.schema';
import { FINDER_JOB_UPDATED, FINDER_NEW_REEL, FINDER_REELS_CHANNEL } from '@shared/realtime/realtime-event.schema';
import { DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { Clock, Logger, RealtimePublisher } from '../core/ports';
import { toJobView } from '../finder/job-view';
import type { DeliveryParser, FinderJobRecord, FinderStore } from '../finder/ports';
import type { SecretReader, TaskCallbacks } from './ports';
import { parseSignatureHeader, verifySignature } from './signature';

/** Step Functions caps a task's output at 256 KB; a delivery of 25 items is far below. */
const MAX_BODY_BYTES = 200_000;

/** What receiving a finder delivery needs. */
export interface CompleteFinderJobContext {
  store: FinderStore;
  parser: DeliveryParser;
  realtime: RealtimePublisher;
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

export interface DeliveryReceipt {
  received: true;
  /** The job had already ended, or a repeated delivery: nothing new was stored. */
  duplicate: boolean;
  /** Items new to the job in this delivery. */
  stored: number;
}

/**
 * The finder provider posts a job's results (docs/ARCHITECTURE.md §finder.deep-search). The HMAC
 * signature over the raw body is checked before anything is parsed, and the header's shape and
 * age before the secret is even read (UnauthorizedError otherwise, a stale timestamp included).
 * Then every item is checked: one malformed item refuses the delivery (`validation_failed`) and
 * nothing is stored. The new items, the job's count and status are one transaction; then each
 * stored item is pushed to the job's owner as a 'new-reel' event and a status change as
 * FINDER_JOB_UPDATED. The last delivery ('succeeded') or a failure also resumes the state
 * machine waiting on the job (AWS). A delivery for a job that has ended answers `duplicate: true`,
 * so the provider stops retrying; an unknown job is a NotFoundError.
 *
 * @example
 * await completeFinderJob(ctx, { rawBody, signature: headers['x-viraliza-signature'] }) // { received: true, duplicate: false, stored: 3 }
 */
export async function completeFinderJob(
  ctx: CompleteFinderJobContext,
  call: FinderWebhookCall,
): Promise<DeliveryReceipt> {
  if (!parseSignatureHeader(call.signature, ctx.clock.now())) throw new UnauthorizedError('Assinatura inválida.');
  const secret = await ctx.secrets.get(ctx.secretName);
  if (!verifySignature(call.rawBody, call.signature, secret, ctx.clock.now()))
    throw new UnauthorizedError('Assinatura inválida.');
  if (Buffer.byteLength(call.rawBody) > MAX_BODY_BYTES)
    throw new DomainError('validation_failed', 'Resultado grande demais.');
  const body = parseBody(call.rawBody);
  const items = body.status === 'failed' ? [] : ctx.parser.parse(body.results);

  const job = await ctx.store.get(body.jobId);
  if (!job) throw new NotFoundError('Tarefa não encontrada.');
  const log = ctx.log.child({ userId: job.userId, jobId: job.jobId });
  const duplicate = (): DeliveryReceipt => {
    log.info('finder webhook for a finished job ignored', { status: job.status });
    return { received: true, duplicate: true, stored: 0 };
  };
  if (job.status !== 'running' && job.status !== 'partial') return duplicate();

  if (body.status === 'failed') {
    const failed = await ctx.store.finish(job.jobId, 'failed', FINDER_MESSAGES.jobFailed, ctx.clock.now());
    if (!failed) return duplicate();
    await publishStatus(ctx, failed, log);
    const delivered = job.taskToken
      ? await ctx.callbacks.fail(job.taskToken, 'FinderProviderFailed', body.error)
      : false;
    log.info('finder webhook received', { outcome: 'failed', delivered });
    return { received: true, duplicate: false, stored: 0 };
  }

  const final = body.status === 'succeeded';
  const result = await ctx.store.storeDelivery(job, items, final, ctx.clock.now());
  if (!result) return duplicate();
  for (const item of result.stored)
    await publish(ctx, log, job.userId, {
      type: FINDER_NEW_REEL,
      channel: FINDER_REELS_CHANNEL,
      jobId: job.jobId,
      item,
    });
  if (result.job.status !== job.status) await publishStatus(ctx, result.job, log);
  const delivered =
    final && job.taskToken
      ? await ctx.callbacks.succeed(job.taskToken, { jobId: job.jobId, received: result.job.received })
      : false;
  log.info('finder webhook received', {
    outcome: body.status,
    items: items.length,
    stored: result.stored.length,
    delivered,
  });
  return { received: true, duplicate: false, stored: result.stored.length };
}

/** FINDER_JOB_UPDATED to the job's owner. */
export function publishStatus(ctx: Pick<CompleteFinderJobContext, 'realtime'>, job: FinderJobRecord, log: Logger) {
  return publish(ctx, log, job.userId, { type: FINDER_JOB_UPDATED, job: toJobView(job) });
}

/** A push that fails is logged, never fails the delivery: the rows are stored, and GET /finder/jobs reads them. */
async function publish(
  ctx: Pick<CompleteFinderJobContext, 'realtime'>,
  log: Logger,
  userId: string,
  event: Parameters<RealtimePublisher['publish']>[1],
): Promise<void> {
  try {
    await ctx.realtime.publish(userId, event);
  } catch (err) {
    log.warn('finder event not pushed', { type: event.type, err });
  }
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

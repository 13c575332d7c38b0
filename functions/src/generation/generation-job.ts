import { SCRIPT_FAILED } from '@shared/realtime/realtime-event.schema';
import type { GenerationKind, GenerationStarted } from '@shared/generations/generation.schema';
import { ConflictError, DomainError, WriterError } from '../core/errors';
import { errorFields } from '../core/logger';
import { BUSINESS_METRICS, businessMetric, emfFields, GENERATION_METRICS } from '../core/metrics';
import type { Clock, Logger, RealtimePublisher } from '../core/ports';
import type { ChargeKind, ChargeRequest, CreditLedger } from '../credits/ports';
import { endFailedCharge, type FailedChargeContext } from './end-failed-charge';
import { WORKER_WRITE_TIMEOUT_MS } from './job-timing';
import type { GenerationDispatcher, GenerationEvent, GenerationRecord, GenerationStore } from './ports';

/** How often a running job writes the text so far to its record (by the injected clock). */
export const CHECKPOINT_MS = 2000;

/** What a route needs to start a job. */
export interface StartGenerationContext extends FailedChargeContext {
  generations: GenerationStore;
  dispatcher: GenerationDispatcher;
  ledger: Pick<CreditLedger, 'refund' | 'getCharge'>;
  /** The stack's stage, the business metrics' dimension on AWS (docs/INFRA-NOTES.md §operations). */
  stage?: string;
}

/** One job as its feature describes it to `startGeneration`. */
export interface NewGeneration {
  userId: string;
  generationId: string;
  kind: GenerationKind;
  /** The ledger's kind of the charge. */
  chargeKind: ChargeKind;
  cost: number;
  /** What the worker will need (stored on the record). */
  input: unknown;
  /** The pt-BR failure when the worker cannot even be started. */
  failureMessage: string;
  /** The pt-BR 409s of an id used by something else: still running, or ended. */
  conflicts: { running: string; used: string };
  /**
   * Charges and records it in one transaction, when the feature reserves more than the credits (an
   * image's free-plan slot, docs/DATA-MODEL.md IM1); `generations.start` (G1) otherwise. The same errors.
   */
  reserve?: (charge: ChargeRequest) => Promise<void>;
  /** Gives back what `reserve` held besides the credits, after a refund (the image slot, IM3). */
  release?: () => Promise<void>;
}

/**
 * The route's half of a paid generation (docs/ARCHITECTURE.md §generation-jobs): charges and records
 * the job in one transaction (docs/DATA-MODEL.md G1), starts its worker and answers at once. A
 * retried request with the same generation id charges nothing and answers the same id; a worker
 * that cannot be started is refunded at once.
 *
 * @example return json(202, await startGeneration(ctx, { userId, generationId, kind: 'script', chargeKind: 'generate', cost, input, failureMessage }))
 */
export async function startGeneration(ctx: StartGenerationContext, job: NewGeneration): Promise<GenerationStarted> {
  const { userId, generationId, cost } = job;
  const log = ctx.log.child({ generationId, kind: job.kind });
  const charge: ChargeRequest = { userId, operationId: generationId, cost, kind: job.chargeKind, now: ctx.clock.now() };
  try {
    if (job.reserve) await job.reserve(charge);
    else await ctx.generations.start({ generationId, kind: job.kind, input: job.input }, charge);
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    const existing = await ctx.generations.get(userId, generationId, ctx.clock.now());
    if (existing?.kind === job.kind) return { generationId }; // the same request again: it runs (or ran) once
    const charge = await ctx.ledger.getCharge(userId, generationId, ctx.clock.now());
    const message = charge?.status === 'pending' ? job.conflicts.running : job.conflicts.used;
    throw new ConflictError(message, { cause: err });
  }
  try {
    await ctx.dispatcher.dispatch({ userId, generationId });
  } catch (err) {
    log.error('generation worker not started', errorFields(err));
    const { error, refunded } = await endFailedCharge(
      { ...ctx, log },
      { userId, operationId: generationId, cost },
      new WriterError(job.failureMessage, { cause: err }),
    );
    if (refunded) await releaseHeld(job.release, log);
    const end = { status: 'failed', message: error.message, code: error.code } as const;
    await ctx.generations.finish(userId, generationId, end, ctx.clock.now());
    throw error;
  }
  log.info('generation queued', { cost });
  // not counted here: a failed job is refunded, so the worker counts a charge when it settles (runGeneration)
  return { generationId };
}

/** Gives back a job's other reservation after its refund; a failure is left to the stale sweep (IM3, IM4). */
async function releaseHeld(release: (() => Promise<void>) | undefined, log: Logger): Promise<void> {
  try {
    await release?.();
  } catch (err) {
    log.error('could not release what the generation held', errorFields(err));
  }
}

/** Failures a job already ended itself (refunded, or found its account deleted, and told the stream). */
const ended = new WeakSet<object>();

/**
 * Marks `failure` as ended by the job that throws it (generate-script.ts' failGeneration): the worker
 * then only records it, and never ends its charge a second time.
 */
export function endedFailure<E extends DomainError>(failure: E): E {
  ended.add(failure);
  return failure;
}

/** What a job's writer gets besides its record. */
export interface JobRun {
  /** The text so far per script, as the stream sends it: checkpointed on the record for a page that reloads. */
  onParts: (parts: string[]) => void;
  /** Aborts the model call before the worker's own timeout. */
  signal: AbortSignal;
  log: Logger;
}

/**
 * One kind of job's work (a feature's use case, picked by the worker entry): write, stream, and save
 * settling the charge. On failure it refunds and tells the stream itself (generate-script.ts'
 * failGeneration) and throws; whatever it left pending is ended here.
 */
export interface GenerationJob {
  run(record: GenerationRecord, run: JobRun): Promise<{ replacedOldest: boolean }>;
  /** The pt-BR failure of an unexpected error. */
  failureMessage: string;
  /** Gives back what its route reserved besides the credits (an image's slot), after the worker refunded it. */
  release?: (record: GenerationRecord) => Promise<void>;
  /** Who writes or draws (the writer's or the image model's kind): the metrics' Writer dimension. */
  writer?: () => string;
}

/** What the worker needs, besides the jobs' own parts. */
export interface RunGenerationContext extends FailedChargeContext {
  generations: GenerationStore;
  ledger: Pick<CreditLedger, 'refund' | 'getCharge'>;
  realtime: RealtimePublisher;
  clock: Clock;
  /** The stage the metrics are scoped to (config's `stage`: AWS only). */
  stage?: string;
}

/**
 * The worker's half (docs/ARCHITECTURE.md §generation-jobs): claims the record (a second delivery of
 * the same event finds it taken and does nothing), runs the job of its kind, marks it done; on
 * failure marks it failed, and the charge is refunded exactly once (the ledger's L2 condition),
 * whoever ends it.
 *
 * @example await runGeneration(ctx, { userId, generationId }, { script: scriptJob, edit: editJob })
 */
export async function runGeneration(
  ctx: RunGenerationContext,
  event: GenerationEvent,
  jobs: Partial<Record<GenerationKind, GenerationJob>>,
  opts: { writeTimeoutMs?: number } = {},
): Promise<'done' | 'failed' | 'skipped'> {
  const { userId, generationId } = event;
  const log = ctx.log.child({ generationId });
  const record = await ctx.generations.claim(userId, generationId, ctx.clock.now());
  if (!record) {
    log.warn('generation already taken: nothing to do');
    return 'skipped';
  }
  const job = jobs[record.kind] ?? noJob(record.kind);
  const charge = await ctx.ledger.getCharge(userId, generationId, ctx.clock.now());
  if (charge?.status !== 'pending') {
    // refunded as stale while its event waited (L6): the model is never called for it
    log.warn('generation charge not pending: not run', { charge: charge?.status ?? 'none' });
    const end = { status: 'failed', message: charge?.message ?? job.failureMessage, code: 'internal' } as const;
    await ctx.generations.finish(userId, generationId, end, ctx.clock.now());
    return 'failed';
  }

  const checkpoint = new Checkpoint(ctx, userId, generationId, log);
  const signal = AbortSignal.timeout(opts.writeTimeoutMs ?? WORKER_WRITE_TIMEOUT_MS);
  const startedAt = ctx.clock.now().getTime();
  const measure = (outcome: 'done' | 'failed') => {
    const now = ctx.clock.now();
    const { namespace, duration, failed, writer, kind, stage } = GENERATION_METRICS;
    const metrics = {
      [duration]: [now.getTime() - startedAt, 'Milliseconds'],
      [failed]: [outcome === 'failed' ? 1 : 0, 'Count'],
    } as const;
    log.info(
      'generation metrics',
      emfFields(
        namespace,
        metrics,
        { [writer]: job.writer?.() ?? 'unknown', [kind]: record.kind },
        now,
        ctx.stage ? { [stage]: ctx.stage } : {},
      ),
    );
    return outcome;
  };
  try {
    const { replacedOldest } = await job.run(record, { onParts: checkpoint.push, signal, log });
    // The job's save settled its charge: the credits are spent for good. Counted here and not at the
    // start, so a refunded job never counts and the dashboard's figure is net (docs/INFRA-NOTES.md §operations).
    if (record.cost > 0)
      log.info(
        'credits metrics',
        businessMetric(BUSINESS_METRICS.creditsSpent, record.cost, ctx.clock.now(), ctx.stage),
      );
    await checkpoint.settled();
    await ctx.generations.finish(userId, generationId, { status: 'done', replacedOldest }, ctx.clock.now());
    return measure('done');
  } catch (err) {
    await checkpoint.settled();
    let failure = err instanceof DomainError ? err : new WriterError(job.failureMessage, { cause: err });
    const after = ended.has(failure) ? null : await ctx.ledger.getCharge(userId, generationId, ctx.clock.now());
    if (after?.status === 'pending') {
      // the job died before ending its charge: end it here, and tell the page
      log.warn('generation failed', { code: failure.code, ...errorFields(err) });
      const { error, refunded } = await endFailedCharge(
        { ...ctx, log },
        { userId, operationId: generationId, cost: record.cost },
        failure,
      );
      failure = error;
      const release = job.release;
      if (refunded) await releaseHeld(release && (() => release(record)), log);
      await ctx.realtime
        .publish(userId, { type: SCRIPT_FAILED, generationId, message: failure.message })
        .catch(() => log.warn('script stream publish failed', { type: SCRIPT_FAILED }));
    }
    const end = { status: 'failed', message: failure.message, code: failure.code } as const;
    await ctx.generations.finish(userId, generationId, end, ctx.clock.now());
    return measure('failed');
  }
}

/** A kind this worker was not given (a bench runs scripts only): refunded like any unexpected failure. */
const noJob = (kind: GenerationKind): GenerationJob => ({
  failureMessage: 'Erro ao gerar. Tente novamente.',
  run: () => Promise.reject(new Error(`no job of kind ${kind}`)),
});

/** Writes the text so far at most every CHECKPOINT_MS of the clock, one write at a time; never fails the job. */
class Checkpoint {
  private last = 0;
  private writing: Promise<void> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly ctx: RunGenerationContext,
    private readonly userId: string,
    private readonly generationId: string,
    private readonly log: Logger,
  ) {}

  readonly push = (parts: string[]): void => {
    const now = this.ctx.clock.now().getTime();
    if (this.busy || now - this.last < CHECKPOINT_MS) return;
    this.last = now;
    this.busy = true;
    this.writing = this.ctx.generations
      .progress(this.userId, this.generationId, [...parts])
      .catch((err: unknown) => this.log.warn('generation checkpoint failed', errorFields(err)))
      .finally(() => (this.busy = false));
  };

  settled(): Promise<void> {
    return this.writing;
  }
}

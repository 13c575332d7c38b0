import { FREE_PLAN_LIMITS } from '@shared/plans/plans';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import { SCRIPT_ERRORS, generationCost, scriptsPerMode } from '@shared/scripts/script-options';
import { scriptRequestSchema, type GenerateScriptBody } from '@shared/scripts/script.schema';
import { DomainError, WriterError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { StoredScript } from './ports';
import { scriptPrompt } from './prompts';
import { storedFieldsFor } from './script-fields';
import { hasPaidScriptRules, paidExpiry } from '../generation/script-rules';
import { newScriptId } from '../generation/script-id';
import { parseGeneratedScripts, type GeneratedScript } from '../generation/script-output';
import { ScriptStream } from '../generation/script-stream';
import type { ScriptContext } from './script-context';
import { sizingPace } from './sizing-pace';
import { fitLength } from './fit-length';
import { endFailedCharge } from '../generation/end-failed-charge';
import {
  endedFailure,
  startGeneration,
  type GenerationJob,
  type JobRun,
  type StartGenerationContext,
} from '../generation/generation-job';
import type { GenerationRecord } from '../generation/ports';
import { outputBudget } from './output-budget';

export const GENERATION_FAILED = SCRIPT_ERRORS.generateFailed;

/**
 * POST /api/scripts/generate's half (docs/ARCHITECTURE.md §generation-jobs): charges the script's
 * (or the series') credits and records the job in one transaction, starts the worker and answers
 * at once. (The handler first gives back the credits of the user's dead generations:
 * generation/reconcile-generations.ts.)
 *
 * @example await startScriptGeneration(ctx, 'user-sub', { generationId, request: { mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' } })
 */
export function startScriptGeneration(
  ctx: StartGenerationContext,
  userId: string,
  body: GenerateScriptBody,
): Promise<GenerationStarted> {
  const { request, generationId } = body;
  return startGeneration(ctx, {
    userId,
    generationId,
    kind: 'script',
    chargeKind: 'generate',
    cost: generationCost(request.mode),
    input: request,
    failureMessage: GENERATION_FAILED,
    conflicts: {
      running: 'Este roteiro ainda está sendo gerado.',
      used: 'Esta geração já foi usada. Gere o roteiro de novo.',
    },
  });
}

/** The worker's job of kind 'script' (picked by the worker entry). */
export function scriptJob(ctx: ScriptContext): GenerationJob {
  return { failureMessage: GENERATION_FAILED, run: (record, run) => writeScripts(ctx, record, run) };
}

/**
 * Writes and saves one script (three for a series) of a paid job: the text streams to the user's
 * WebSocket while it is written (and is checkpointed on the job's record), the scripts are saved
 * settling the charge in one transaction; any failure refunds and tells the stream.
 */
async function writeScripts(
  ctx: ScriptContext,
  record: GenerationRecord,
  run: JobRun,
): Promise<{ replacedOldest: boolean }> {
  const { userId, generationId } = record;
  const request = scriptRequestSchema.parse(record.input);
  const count = scriptsPerMode(request.mode);
  const cost = record.cost;
  const log = run.log.child({ mode: request.mode });
  const sub = await ctx.accounts.getSubscription(userId);
  const paid = hasPaidScriptRules(sub?.plan);

  // sized at the user's measured pace when there is one (docs/PRODUCT.md §flows.teleprompter.pace);
  // the generation id seeds the offline writer, so 'Gerar outra versão' gives another script
  const wordsPerMinute = await sizingPace(ctx, userId);
  const prompt = scriptPrompt(request, generationId, wordsPerMinute);
  const maxTokens = outputBudget({ durationS: request.duracao, wordsPerMinute, scripts: count });
  const stream = new ScriptStream(ctx.realtime, userId, generationId, {
    series: count > 1,
    log,
    flushMs: ctx.flushMs,
    onParts: run.onParts,
  });
  const logCtx = { ...ctx, log };
  let generated: GeneratedScript[];
  // the label names who really wrote: a local model's fallback may (docs/LOCAL-MODE.md §local-model)
  let writer = ctx.writer.kind;
  try {
    // the length correction shares the job's deadline (docs/PRODUCT.md §limits.scripts)
    const signal = run.signal;
    const raw = await ctx.writer.write(prompt, {
      onDelta: stream.push,
      signal,
      maxTokens,
      onWrittenBy: (kind) => (writer = kind),
    });
    generated = parseGeneratedScripts(raw, count === 3 ? 3 : 1);
    generated = await fitLength({ writer: ctx.writer, log }, request, generated, { wordsPerMinute, signal, maxTokens });
  } catch (err) {
    throw await failGeneration(logCtx, userId, generationId, cost, stream, err, {
      prompt: prompt.version,
      writer,
      maxTokens,
    });
  }
  const now = ctx.clock.now().toISOString();
  const fields = storedFieldsFor(request);
  const seriesId = count > 1 ? newScriptId() : null;
  const missingExtras = generated.filter((g) => !g.extras).length;
  if (missingExtras) log.warn('script extras missing or invalid', { prompt: prompt.version, missingExtras });
  const scripts: StoredScript[] = generated.map(({ text, extras }, i) => ({
    id: newScriptId(),
    text,
    extras,
    ...fields,
    favorite: false,
    createdAt: now,
    updatedAt: now,
    writer,
    request,
    seriesId,
    seriesIndex: seriesId ? i + 1 : null,
    versionCount: 0,
    ...(paid ? { ttl: paidExpiry(now) } : {}),
  }));

  let replacedOldest: boolean;
  try {
    ({ replacedOldest } = await ctx.store.saveGenerated(userId, scripts, {
      settles: generationId,
      ...(paid ? {} : { keepLatest: FREE_PLAN_LIMITS.savedScripts }),
    }));
  } catch (err) {
    throw await failGeneration(logCtx, userId, generationId, cost, stream, err, { step: 'save' });
  }
  await stream.done();
  log.info('script generated', {
    prompt: prompt.version,
    writer,
    scripts: scripts.length,
    replacedOldest,
    wordsPerMinute,
    maxTokens,
  });
  return { replacedOldest };
}

/**
 * Gives the credits back, tells the stream, and returns the error to throw: domain errors keep
 * their pt-BR message, anything else becomes `fallbackMessage`; an account deleted meanwhile gets
 * its 401 (generation/end-failed-charge.ts).
 */
export async function failGeneration(
  ctx: ScriptContext,
  userId: string,
  generationId: string,
  cost: number,
  stream: ScriptStream,
  err: unknown,
  fields: Record<string, unknown>,
  /** What an unexpected failure is called: 'Erro ao gerar roteiro', or 'Erro ao editar roteiro' for an AI edit. */
  fallbackMessage: string = GENERATION_FAILED,
): Promise<DomainError> {
  const failure = err instanceof DomainError ? err : new WriterError(fallbackMessage, { cause: err });
  const log = ctx.log.child({ generationId });
  log.warn('generation failed', { ...fields, code: failure.code, ...errorFields(err) });
  const { error } = await endFailedCharge({ ...ctx, log }, { userId, operationId: generationId, cost }, failure);
  await stream.fail(error.message);
  return endedFailure(error);
}

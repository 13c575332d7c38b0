import { FREE_PLAN_LIMITS } from '@shared/plans/plans';
import { SCRIPT_ERRORS, generationCost, scriptsPerMode } from '@shared/scripts/script-options';
import type { GenerateScriptBody, GenerateScriptResponse } from '@shared/scripts/script.schema';
import { ConflictError, DomainError, WriterError } from '../core/errors';
import { errorFields } from '../core/logger';
import { toApiScript, type StoredScript } from './ports';
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
import { WRITE_TIMEOUT_MS } from '../generation/write-timeout';

export const GENERATION_FAILED = SCRIPT_ERRORS.generateFailed;
/**
 * Writes and saves one script (three for a series), paying for it first: the credits
 * are deducted and the generation recorded in one transaction before the model is
 * called, and given back if the model fails or writes something unusable. The text
 * streams to the user's WebSocket while it is written; the answer carries the saved rows.
 * (The handler first gives back the credits of the user's dead generations:
 * generation/reconcile-generations.ts.)
 *
 * @example await generateScript(ctx, 'user-sub', { generationId, request: { mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' } })
 */
export async function generateScript(
  ctx: ScriptContext,
  userId: string,
  body: GenerateScriptBody,
): Promise<GenerateScriptResponse> {
  const { request, generationId } = body;
  const count = scriptsPerMode(request.mode);
  const cost = generationCost(request.mode);
  const sub = await ctx.accounts.getSubscription(userId);
  const paid = hasPaidScriptRules(sub?.plan);
  const log = ctx.log.child({ generationId, mode: request.mode });

  try {
    await ctx.ledger.charge({ userId, operationId: generationId, cost, kind: 'generate', now: ctx.clock.now() });
  } catch (err) {
    if (err instanceof ConflictError) return replay(ctx, userId, generationId, err);
    throw err;
  }

  // sized at the user's measured pace when there is one (docs/PRODUCT.md §flows.teleprompter.pace);
  // the generation id seeds the offline writer, so 'Gerar outra versão' gives another script
  const wordsPerMinute = await sizingPace(ctx, userId);
  const prompt = scriptPrompt(request, generationId, wordsPerMinute);
  const stream = new ScriptStream(ctx.realtime, userId, generationId, { series: count > 1, log, flushMs: ctx.flushMs });
  let generated: GeneratedScript[];
  // the label names who really wrote: a local model's fallback may (docs/LOCAL-MODE.md §local-model)
  let writer = ctx.writer.kind;
  try {
    // the length correction shares the answer's deadline (docs/PRODUCT.md §limits.scripts)
    const signal = AbortSignal.timeout(WRITE_TIMEOUT_MS);
    const raw = await ctx.writer.write(prompt, {
      onDelta: stream.push,
      signal,
      onWrittenBy: (kind) => (writer = kind),
    });
    generated = parseGeneratedScripts(raw, count === 3 ? 3 : 1);
    generated = await fitLength({ writer: ctx.writer, log }, request, generated, { wordsPerMinute, signal });
  } catch (err) {
    throw await failGeneration(ctx, userId, generationId, cost, stream, err, {
      prompt: prompt.version,
      writer,
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
    throw await failGeneration(ctx, userId, generationId, cost, stream, err, { step: 'save' });
  }
  await stream.done();
  log.info('script generated', {
    prompt: prompt.version,
    writer,
    scripts: scripts.length,
    replacedOldest,
    wordsPerMinute,
  });
  return {
    scripts: scripts.map(toApiScript),
    replacedOldest,
    creditsRemaining: await ctx.ledger.balance(userId),
  };
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
  return error;
}

/** A retried generation id: the saved result again if it finished, a conflict otherwise. */
async function replay(
  ctx: ScriptContext,
  userId: string,
  generationId: string,
  conflict: ConflictError,
): Promise<GenerateScriptResponse> {
  const now = ctx.clock.now();
  const gen = await ctx.ledger.getCharge(userId, generationId, now);
  if (gen?.status === 'done') {
    const scripts = (await Promise.all(gen.resultIds.map((id) => ctx.store.get(userId, id, now)))).filter(
      (s): s is StoredScript => !!s,
    );
    if (scripts.length)
      return {
        scripts: scripts.map(toApiScript),
        replacedOldest: false,
        creditsRemaining: await ctx.ledger.balance(userId),
      };
  }
  if (gen?.status === 'pending') throw new ConflictError('Este roteiro ainda está sendo gerado.', { cause: conflict });
  throw new ConflictError('Esta geração já foi usada. Gere o roteiro de novo.', { cause: conflict });
}

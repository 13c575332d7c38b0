import * as z from 'zod/mini';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import { AI_EDIT_COST, SCRIPT_ERRORS } from '@shared/scripts/script-options';
import type { AiEditBody } from '@shared/scripts/script.schema';
import { NotFoundError } from '../core/errors';
import { editPrompt } from './prompts';
import { isScriptId } from '../generation/script-id';
import { parseScriptOutput } from '../generation/script-output';
import { ScriptStream } from '../generation/script-stream';
import type { ScriptStore } from './ports';
import type { ScriptContext } from './script-context';
import { failGeneration } from './generate-script';
import { SCRIPT_NOT_FOUND } from '../generation/script-rules';
import {
  startGeneration,
  type GenerationJob,
  type JobRun,
  type StartGenerationContext,
} from '../generation/generation-job';
import type { GenerationRecord } from '../generation/ports';
import { outputBudget } from './output-budget';
import { sizingPace } from './sizing-pace';

/** What an edit's job keeps on its record for the worker. */
const editInputSchema = z.object({ scriptId: z.string(), editPrompt: z.string() });

/**
 * 'Editar roteiro com IA' (POST /api/scripts/{id}/ai-edit's half): the caller's saved script must
 * exist (404 before anything is charged); then AI_EDIT_COST credits (one script's price) are charged
 * and the job recorded, exactly like a generation, and the worker rewrites it
 * (docs/ARCHITECTURE.md §generation-jobs).
 *
 * @example await startAiEdit(ctx, 'user-sub', scriptId, { generationId, editPrompt: 'Deixe mais curto' })
 */
export async function startAiEdit(
  ctx: StartGenerationContext & { store: Pick<ScriptStore, 'get'> },
  userId: string,
  scriptId: string | undefined,
  body: AiEditBody,
): Promise<GenerationStarted> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  if (!(await ctx.store.get(userId, scriptId, ctx.clock.now()))) throw new NotFoundError(SCRIPT_NOT_FOUND);
  return startGeneration(ctx, {
    userId,
    generationId: body.generationId,
    kind: 'edit',
    chargeKind: 'edit',
    cost: AI_EDIT_COST,
    input: { scriptId, editPrompt: body.editPrompt },
    failureMessage: SCRIPT_ERRORS.editFailed,
    conflicts: {
      running: 'Esta edição ainda está sendo feita.',
      used: 'Esta edição já foi usada. Peça a edição de novo.',
    },
  });
}

/** The worker's job of kind 'edit' (picked by the worker entry). */
export function editJob(ctx: ScriptContext): GenerationJob {
  return { failureMessage: SCRIPT_ERRORS.editFailed, run: (record, run) => writeAiEdit(ctx, record, run) };
}

/**
 * Rewrites the script by the instruction: the new text streams as `script.delta` (index 0) and
 * replaces the saved one, settling the charge; every failure refunds it and names the edit
 * (docs/PRODUCT.md §messages.scripts).
 */
async function writeAiEdit(
  ctx: ScriptContext,
  record: GenerationRecord,
  run: JobRun,
): Promise<{ replacedOldest: boolean }> {
  const { userId, generationId, cost } = record;
  const { scriptId, editPrompt: instruction } = editInputSchema.parse(record.input);
  const logCtx = { ...ctx, log: run.log };
  const stream = new ScriptStream(ctx.realtime, userId, generationId, {
    series: false,
    log: run.log,
    flushMs: ctx.flushMs,
    onParts: run.onParts,
  });
  const fail = (err: unknown, detail: Record<string, unknown>) =>
    failGeneration(logCtx, userId, generationId, cost, stream, err, detail, SCRIPT_ERRORS.editFailed);

  const original = await ctx.store.get(userId, scriptId, ctx.clock.now());
  // deleted while the job waited
  if (!original) throw await fail(new NotFoundError(SCRIPT_NOT_FOUND), { step: 'read' });
  const wordsPerMinute = await sizingPace(ctx, userId);
  const prompt = editPrompt({
    original: original.text,
    instruction,
    duration: original.duration,
    request: original.request,
    // sized at the creator's pace like a generation (docs/PRODUCT.md §flows.teleprompter.pace)
    wordsPerMinute,
  });
  const maxTokens = outputBudget({ durationS: original.duration, wordsPerMinute, scripts: 1 });
  let text: string;
  // the label names who really wrote: a local model's fallback may (docs/LOCAL-MODE.md §local-model)
  let writer = ctx.writer.kind;
  try {
    const raw = await ctx.writer.write(prompt, {
      onDelta: stream.push,
      signal: run.signal,
      maxTokens,
      onWrittenBy: (kind) => (writer = kind),
    });
    [text] = parseScriptOutput(raw, 1) as [string];
  } catch (err) {
    throw await fail(err, { prompt: prompt.version, writer, maxTokens });
  }

  let saved: boolean;
  try {
    const edit = { text, updatedAt: ctx.clock.now().toISOString(), writer };
    saved = await ctx.store.saveEdit(userId, scriptId, edit, { settles: generationId });
  } catch (err) {
    throw await fail(err, { step: 'save' });
  }
  if (!saved) throw await fail(new NotFoundError(SCRIPT_NOT_FOUND), { step: 'save' });
  await stream.done();
  run.log.info('script edited', { prompt: prompt.version, writer });
  return { replacedOldest: false };
}

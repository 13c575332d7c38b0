import { AI_EDIT_COST, SCRIPT_ERRORS } from '@shared/scripts/script-options';
import type { AiEditBody, Script } from '@shared/scripts/script.schema';
import { ConflictError, NotFoundError } from '../core/errors';
import { editPrompt } from './prompts';
import { isScriptId } from '../generation/script-id';
import { parseScriptOutput } from '../generation/script-output';
import { ScriptStream } from '../generation/script-stream';
import { toApiScript } from './ports';
import type { ScriptContext } from './script-context';
import { WRITE_TIMEOUT_MS } from '../generation/write-timeout';
import { failGeneration } from './generate-script';
import { SCRIPT_NOT_FOUND } from '../generation/script-rules';
import { sizingPace } from './sizing-pace';

/**
 * 'Editar roteiro com IA': rewrites one of the caller's saved scripts by an instruction,
 * for AI_EDIT_COST credits (one script's price), paid and refunded exactly like a generation. The new
 * text streams as `script.delta` (index 0) and replaces the saved one.
 *
 * @example await aiEditScript(ctx, 'user-sub', scriptId, { generationId, editPrompt: 'Deixe mais curto' })
 */
export async function aiEditScript(
  ctx: ScriptContext,
  userId: string,
  scriptId: string | undefined,
  body: AiEditBody,
): Promise<{ script: Script; creditsRemaining: number }> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const original = await ctx.store.get(userId, scriptId, ctx.clock.now());
  if (!original) throw new NotFoundError(SCRIPT_NOT_FOUND);

  const cost = AI_EDIT_COST;
  const { generationId } = body;
  try {
    await ctx.ledger.charge({ userId, operationId: generationId, cost, kind: 'edit', now: ctx.clock.now() });
  } catch (err) {
    if (err instanceof ConflictError) {
      const gen = await ctx.ledger.getCharge(userId, generationId, ctx.clock.now());
      const current =
        gen?.status === 'done' && gen.resultIds[0] === scriptId
          ? await ctx.store.get(userId, scriptId, ctx.clock.now())
          : null;
      if (current) return { script: toApiScript(current), creditsRemaining: await ctx.ledger.balance(userId) };
      throw new ConflictError('Esta edição já foi usada. Peça a edição de novo.', { cause: err });
    }
    throw err;
  }

  const prompt = editPrompt({
    original: original.text,
    instruction: body.editPrompt,
    duration: original.duration,
    request: original.request,
    // sized at the creator's pace like a generation (docs/PRODUCT.md §flows.teleprompter.pace)
    wordsPerMinute: await sizingPace(ctx, userId),
  });
  const stream = new ScriptStream(ctx.realtime, userId, generationId, {
    series: false,
    log: ctx.log,
    flushMs: ctx.flushMs,
  });
  // Every failure from here refunds the charge and names the edit (docs/PRODUCT.md §messages.scripts).
  const fail = (err: unknown, detail: Record<string, unknown>) =>
    failGeneration(ctx, userId, generationId, cost, stream, err, detail, SCRIPT_ERRORS.editFailed);
  let text: string;
  // the label names who really wrote: a local model's fallback may (docs/LOCAL-MODE.md §local-model)
  let writer = ctx.writer.kind;
  try {
    const raw = await ctx.writer.write(prompt, {
      onDelta: stream.push,
      signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      onWrittenBy: (kind) => (writer = kind),
    });
    [text] = parseScriptOutput(raw, 1) as [string];
  } catch (err) {
    throw await fail(err, { prompt: prompt.version, writer });
  }

  const updatedAt = ctx.clock.now().toISOString();
  let saved: boolean;
  try {
    const edit = { text, updatedAt, writer };
    saved = await ctx.store.saveEdit(userId, scriptId, edit, { settles: generationId });
  } catch (err) {
    throw await fail(err, { step: 'save' });
  }
  if (!saved) throw await fail(new NotFoundError(SCRIPT_NOT_FOUND), { step: 'save' });
  await stream.done();
  ctx.log.info('script edited', { generationId, prompt: prompt.version, writer });
  // read back: the save kept the replaced text as a version, so the count moved
  const edited = (await ctx.store.get(userId, scriptId, ctx.clock.now())) ?? {
    ...original,
    text,
    updatedAt,
    writer,
  };
  return {
    script: toApiScript(edited),
    creditsRemaining: await ctx.ledger.balance(userId),
  };
}

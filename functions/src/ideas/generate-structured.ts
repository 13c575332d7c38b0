import type * as z from 'zod/mini';
import { IDEA_ERRORS, type IdeaTool } from '@shared/ideas/idea-tools';
import { readStructured } from '@shared/ideas/structured-output';
import { DomainError, WriterError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { Logger, WritePrompt } from '../core/ports';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import {
  endedFailure,
  startGeneration,
  type GenerationJob,
  type JobRun,
  type StartGenerationContext,
} from '../generation/generation-job';
import type { GenerationRecord } from '../generation/ports';
import { ScriptStream } from '../generation/script-stream';
import type { IdeaContext } from './idea-context';
import { endFailedCharge } from '../generation/end-failed-charge';
import { responseSchema } from './response-schema';

/** Why the previous answer was refused: the retry's prompt tells the model. */
export interface RepairNote {
  previous: string;
  problem: string;
}

/**
 * One idea tool (docs/PRODUCT.md §flows.idea-tools): how its prompt is written, the schema its
 * answer must pass, and what its failures are called.
 */
export interface StructuredTool<I, S extends z.core.$ZodType> {
  tool: IdeaTool;
  cost: number;
  /** The versioned prompt; with `repair`, the retry that shows the model its refused answer and why. */
  prompt(input: I, opts: { seed: string; repair?: RepairNote }): WritePrompt;
  schema: S;
  /** What the server computes rather than trusts the model with (word counts, durations), set on a valid answer. */
  finish?(output: z.output<S>, input: I): z.output<S>;
  /** Rules beyond the schema (e.g. exactly the asked number of questions): the problem, or null. */
  check?(output: z.output<S>, input: I): string | null;
  /** The pt-BR message of an unexpected failure ('Erro ao gerar dúvidas'). */
  failedMessage: string;
}

/** How many times the model is asked in all: the first answer, then one retry. */
const ATTEMPTS = 2;

/** Refunds, tells the stream, and returns the error to throw (domain errors keep their pt-BR message; generation/end-failed-charge.ts). */
async function failStructured<I, S extends z.core.$ZodType>(
  ctx: IdeaContext,
  userId: string,
  tool: StructuredTool<I, S>,
  operationId: string,
  stream: ScriptStream,
  err: unknown,
): Promise<DomainError> {
  const failure = err instanceof DomainError ? err : new WriterError(tool.failedMessage, { cause: err });
  const log = ctx.log.child({ operationId, tool: tool.tool });
  log.warn('idea generation failed', { code: failure.code, ...errorFields(err) });
  const { error } = await endFailedCharge({ ...ctx, log }, { userId, operationId, cost: tool.cost }, failure);
  await stream.fail(error.message);
  return error;
}

/**
 * Writes, validates and keeps one answer of a paid operation (its charge already pending): the
 * first answer streams, a refused one is asked for once more, the result is saved settling the
 * charge; any failure refunds, tells the stream and is thrown (marked ended for the job's worker).
 */
async function writeStructured<I, S extends z.core.$ZodType>(
  ctx: IdeaContext,
  userId: string,
  tool: StructuredTool<I, S>,
  { operationId, input, stream, log }: { operationId: string; input: I; stream: ScriptStream; log: Logger },
  deadline: AbortSignal,
): Promise<{ result: z.output<S>; writer: IdeaContext['writer']['kind']; version: string; retried: boolean }> {
  let result: z.output<S> | undefined;
  let repair: RepairNote | undefined;
  let version = '';
  // the label names who wrote the kept answer: a local model's fallback may (docs/LOCAL-MODE.md §local-model)
  let writer = ctx.writer.kind;
  const answerSchema = responseSchema(tool.tool, tool.schema);
  try {
    for (let attempt = 1; attempt <= ATTEMPTS && result === undefined; attempt++) {
      const prompt = { ...tool.prompt(input, { seed: operationId, repair }), responseSchema: answerSchema };
      version = prompt.version;
      // only the first answer streams: a retry's text would garble the live view, and the result carries it
      const onDelta = attempt === 1 ? stream.push : () => undefined;
      writer = ctx.writer.kind;
      const raw = await ctx.writer.write(prompt, { onDelta, signal: deadline, onWrittenBy: (kind) => (writer = kind) });
      const read = readStructured(raw, tool.schema);
      const value = read.ok ? (tool.finish?.(read.value, input) ?? read.value) : undefined;
      const problem = read.ok ? (tool.check?.(value as z.output<S>, input) ?? null) : read.problem;
      if (read.ok && problem === null) {
        result = value;
        if (read.repaired) log.info('structured answer repaired', { prompt: version, attempt });
      } else {
        log.warn('structured answer refused', { prompt: version, attempt, problem });
        repair = { previous: raw.slice(0, 4000), problem: problem ?? '' };
      }
    }
    if (result === undefined) throw new WriterError(IDEA_ERRORS.invalidFormat);
    await ctx.results.save(
      userId,
      {
        tool: tool.tool,
        operationId,
        input,
        result,
        writer,
        createdAt: ctx.clock.now().toISOString(),
        saved: {},
      },
      { settles: operationId },
    );
  } catch (err) {
    throw endedFailure(await failStructured(ctx, userId, tool, operationId, stream, err));
  }
  return { result, writer, version, retried: !!repair };
}

/**
 * An idea tool's route half (docs/ARCHITECTURE.md §generation-jobs): charges and records the job in
 * one transaction, starts the worker and answers 202 { generationId } at once; the same operation
 * id again answers the same id, charging nothing.
 *
 * @example await startStructured(ctx, 'user-sub', questionsTool, { operationId, input: { niche: 'fitness', quantity: 10 } })
 */
export function startStructured<I, S extends z.core.$ZodType>(
  ctx: StartGenerationContext,
  userId: string,
  tool: StructuredTool<I, S>,
  { operationId, input }: { operationId: string; input: I },
): Promise<GenerationStarted> {
  return startGeneration(ctx, {
    userId,
    generationId: operationId,
    kind: tool.tool,
    chargeKind: tool.tool,
    cost: tool.cost,
    input,
    failureMessage: tool.failedMessage,
    conflicts: { running: IDEA_ERRORS.pending, used: IDEA_ERRORS.used },
  });
}

/**
 * The worker's job of an idea tool's kind: writes (streaming, and checkpointing the text so far on
 * the record), validates and keeps the answer as `writeStructured` does, under the worker's deadline.
 * The record's input was validated by the route.
 */
export function structuredJob<I, S extends z.core.$ZodType>(
  ctx: IdeaContext,
  tool: StructuredTool<I, S>,
): GenerationJob {
  return {
    failureMessage: tool.failedMessage,
    run: async (record: GenerationRecord, run: JobRun) => {
      const { userId, generationId: operationId } = record;
      const log = run.log.child({ tool: tool.tool });
      const stream = new ScriptStream(ctx.realtime, userId, operationId, {
        series: false,
        log,
        flushMs: ctx.flushMs,
        onParts: run.onParts,
      });
      const input = record.input as I;
      const written = await writeStructured(
        { ...ctx, log },
        userId,
        tool,
        { operationId, input, stream, log },
        run.signal,
      );
      await stream.done();
      log.info('structured answer generated', {
        prompt: written.version,
        writer: written.writer,
        retried: written.retried,
      });
      return { replacedOldest: false };
    },
  };
}

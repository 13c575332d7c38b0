import { WriterError } from './errors';
import type { WriteTask } from './ports';

/**
 * Why a model stopped writing, in the writers' common words (docs/ARCHITECTURE.md §writers.stop-reason):
 * `end` is the only normal end; `truncated` (Bedrock `max_tokens` / `model_context_window_exceeded`,
 * OpenAI `length`) means the answer was cut at the token cap, so it is never saved nor charged;
 * `refused` (a content filter or guardrail) means the text is not the model's answer; `interrupted`
 * (the stream ended without saying why) means the answer may be cut anywhere.
 */
export type StopReason = 'end' | 'truncated' | 'refused' | 'interrupted';

/** The pt-BR message of a cut answer, by what was being written: a paid task says its credits came back. */
export const TRUNCATED_MESSAGES = {
  script: 'O roteiro ficou longo demais e foi cortado. Seus créditos foram devolvidos.',
  structured: 'A resposta da IA ficou longa demais e foi cortada. Seus créditos foram devolvidos.',
  free: 'A resposta da IA ficou longa demais e foi cortada. Tente novamente.',
} as const;

export const REFUSED_MESSAGE = 'O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.';
export const INTERRUPTED_MESSAGE = 'A resposta do modelo de IA foi interrompida. Tente novamente.';

/** A writer's answer that stopped for another reason than its normal end: the use case refunds it (a WriterError). */
export class StoppedAnswerError extends WriterError {
  constructor(
    readonly stopReason: Exclude<StopReason, 'end'>,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StoppedAnswerError';
  }
}

/** The error for an answer that did not end normally, worded for the task; null for a normal end. */
export function stoppedError(reason: StopReason, task: WriteTask, cause?: unknown): StoppedAnswerError | null {
  if (reason === 'end') return null;
  if (reason === 'refused') return new StoppedAnswerError('refused', REFUSED_MESSAGE, { cause });
  if (reason === 'interrupted') return new StoppedAnswerError('interrupted', INTERRUPTED_MESSAGE, { cause });
  const message =
    task.kind === 'script' || task.kind === 'edit'
      ? TRUNCATED_MESSAGES.script
      : task.kind === 'structured'
        ? TRUNCATED_MESSAGES.structured
        : TRUNCATED_MESSAGES.free;
  return new StoppedAnswerError('truncated', message, { cause });
}

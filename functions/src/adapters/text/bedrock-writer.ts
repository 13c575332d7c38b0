import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { MAX_OUTPUT_TOKENS } from '@shared/scripts/script.schema';
import { SCRIPT_ERRORS } from '@shared/scripts/script-options';
import { WriterError } from '../../core/errors';
import type { TextWriter, WriteOptions, WritePrompt } from '../../core/ports';
import { stoppedError, type StopReason } from '../../core/stop-reason';
import { temperatureFor } from '../../core/sampling';

/** pt-BR messages for Bedrock's failures (API_runtime_Converse errors and the stream's error events). */
const MESSAGES: Record<string, { message: string; code?: 'rate_limited' }> = {
  ThrottlingException: {
    message: 'O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.',
    code: 'rate_limited',
  },
  ServiceQuotaExceededException: {
    message: 'O limite de uso do modelo de IA foi atingido. Tente novamente em alguns minutos.',
    code: 'rate_limited',
  },
  ValidationException: { message: 'O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.' },
  ServiceUnavailableException: {
    message: 'O serviço de IA está indisponível no momento. Tente novamente em instantes.',
  },
  InternalServerException: { message: 'O serviço de IA teve um erro interno. Tente novamente em instantes.' },
  ModelStreamErrorException: { message: 'A resposta do modelo de IA foi interrompida. Tente novamente.' },
  ModelTimeoutException: { message: 'O modelo de IA demorou demais para responder. Tente novamente.' },
  ModelNotReadyException: { message: 'O modelo de IA está iniciando. Tente novamente em alguns segundos.' },
  ModelErrorException: { message: 'O modelo de IA não conseguiu escrever o roteiro. Tente novamente.' },
  AccessDeniedException: { message: 'O modelo de IA não está liberado nesta conta. Avise o suporte.' },
  ResourceNotFoundException: { message: 'O modelo de IA configurado não foi encontrado. Avise o suporte.' },
  // our own deadline (AbortSignal.timeout) or a cancelled request
  AbortError: { message: 'O modelo de IA demorou demais para responder. Tente novamente.' },
  TimeoutError: { message: 'O modelo de IA demorou demais para responder. Tente novamente.' },
};
const FALLBACK = SCRIPT_ERRORS.generateFailed;

/**
 * Converse's `stopReason` in the writers' words (docs/ARCHITECTURE.md §writers.stop-reason): only
 * `end_turn` and `stop_sequence` are a normal end, and a stream without its messageStop was cut.
 */
export function bedrockStop(stopReason: string | undefined): StopReason {
  if (stopReason === undefined) return 'interrupted';
  if (stopReason === 'end_turn' || stopReason === 'stop_sequence') return 'end';
  if (stopReason === 'content_filtered' || stopReason === 'guardrail_intervened') return 'refused';
  return 'truncated';
}

/** The stream reports errors as members of its union; their names match the exceptions'. */
const STREAM_ERRORS: Record<string, string> = {
  internalServerException: 'InternalServerException',
  modelStreamErrorException: 'ModelStreamErrorException',
  validationException: 'ValidationException',
  throttlingException: 'ThrottlingException',
  serviceUnavailableException: 'ServiceUnavailableException',
};

/** Any Bedrock failure (thrown or streamed) as a WriterError with a pt-BR message. */
export function bedrockError(err: unknown): WriterError {
  if (err instanceof WriterError) return err;
  const name = (err as { name?: string } | null)?.name ?? '';
  const known = MESSAGES[name];
  return new WriterError(known?.message ?? FALLBACK, { cause: err, ...(known?.code ? { code: known.code } : {}) });
}

/**
 * Whether a model takes Converse's `outputConfig.textFormat` JSON schema (structured outputs,
 * docs/ARCHITECTURE.md §writers.structured-output): Claude Haiku, Sonnet and Opus from 4.5 on, by
 * base id or inference profile. Any other model is asked for JSON in the prompt only.
 */
export function supportsJsonSchema(modelId: string): boolean {
  return /anthropic\.claude-(?:haiku|sonnet|opus)-(?:4-[5-9]|[5-9])(?:\D|$)/.test(modelId);
}

/**
 * Whether a model continues an answer we start, an assistant message last
 * (docs/ARCHITECTURE.md §writers.prefill): Claude models before 4.6 do (Claude Haiku 4.5, the default, included); Claude
 * 4.6 and later answer such a request with a 400 ('This model does not support assistant message
 * prefill'), and other models on Bedrock are not relied on for it.
 */
export function supportsPrefill(modelId: string): boolean {
  return (
    /anthropic\.claude-/.test(modelId) &&
    !/anthropic\.claude-(?:haiku|sonnet|opus)-(?:4-[6-9]|[5-9])(?:\D|$)/.test(modelId)
  );
}

/**
 * Amazon Bedrock through the Converse API: ConverseStream for scripts, Converse for the
 * diagnostic. The client is made once per process (by composition/text-writer.ts) and reused.
 */
export class BedrockWriter implements TextWriter {
  readonly kind = 'bedrock' as const;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly modelId: string,
  ) {}

  static forRegion(region: string, modelId: string): BedrockWriter {
    return new BedrockWriter(new BedrockRuntimeClient({ region }), modelId);
  }

  /** The answer's opening this model is given, or '' (never with a JSON schema, which shapes the answer itself). */
  private prefill(prompt: WritePrompt): string {
    return prompt.prefill && !prompt.responseSchema && supportsPrefill(this.modelId) ? prompt.prefill : '';
  }

  private input(prompt: WritePrompt, maxTokens: number = MAX_OUTPUT_TOKENS) {
    const prefill = this.prefill(prompt);
    return {
      modelId: this.modelId,
      system: [{ text: prompt.system }],
      messages: [
        { role: 'user' as const, content: [{ text: prompt.user }] },
        ...(prefill ? [{ role: 'assistant' as const, content: [{ text: prefill }] }] : []),
      ],
      inferenceConfig: { maxTokens, temperature: temperatureFor(prompt.task) },
      ...(prompt.responseSchema && supportsJsonSchema(this.modelId)
        ? {
            outputConfig: {
              textFormat: {
                type: 'json_schema' as const,
                structure: {
                  jsonSchema: {
                    name: prompt.responseSchema.name,
                    schema: JSON.stringify(prompt.responseSchema.schema),
                  },
                },
              },
            },
          }
        : {}),
    };
  }

  async write(prompt: WritePrompt, opts: WriteOptions): Promise<string> {
    if (prompt.task.kind === 'diagnostic') return this.converse(prompt, opts);
    // the model continues the opening we gave it: the answer, and the stream, start with it
    let pending = this.prefill(prompt);
    let text = pending;
    let stopReason: string | undefined;
    try {
      const res = await this.client.send(new ConverseStreamCommand(this.input(prompt, opts.maxTokens)), {
        abortSignal: opts.signal,
      });
      for await (const ev of (res.stream ?? []) as AsyncIterable<ConverseStreamOutput>) {
        const failed = Object.keys(STREAM_ERRORS).find((k) => (ev as unknown as Record<string, unknown>)[k]);
        if (failed) throw Object.assign(new Error(`Bedrock stream: ${failed}`), { name: STREAM_ERRORS[failed] });
        const delta = ev.contentBlockDelta?.delta?.text;
        if (delta) {
          if (pending) opts.onDelta(pending);
          pending = '';
          text += delta;
          opts.onDelta(delta);
        }
        stopReason = ev.messageStop?.stopReason ?? stopReason;
      }
    } catch (err) {
      throw bedrockError(err);
    }
    const stopped = stoppedError(bedrockStop(stopReason), prompt.task, { stopReason });
    if (stopped) throw stopped;
    return text;
  }

  private async converse(
    prompt: WritePrompt,
    opts: { onDelta: (text: string) => void; signal?: AbortSignal },
  ): Promise<string> {
    try {
      const res = await this.client.send(new ConverseCommand(this.input(prompt)), { abortSignal: opts.signal });
      const stopped = stoppedError(bedrockStop(res.stopReason), prompt.task, { stopReason: res.stopReason });
      if (stopped) throw stopped;
      const text = (res.output?.message?.content ?? []).map((c) => c.text ?? '').join('');
      if (text) opts.onDelta(text);
      return text;
    } catch (err) {
      throw bedrockError(err);
    }
  }
}

import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  ServiceUnavailableException,
  ThrottlingException,
  ValidationException,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { WriterError } from '../../core/errors';
import { diagnosticPrompt, scriptPrompt } from '../../scripts/prompts';
import { parseGeneratedScripts } from '../../generation/script-output';
import { BedrockWriter, supportsJsonSchema, supportsPrefill } from './bedrock-writer';
import { advancedRequest } from './offline/sample-requests';

const MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const bedrock = mockClient(BedrockRuntimeClient);
const writer = new BedrockWriter(new BedrockRuntimeClient({ region: 'us-east-1' }), MODEL);
const prefilled = scriptPrompt({ mode: 'simple', idea: 'Bolo de pote', duracao: 30, aparecer: 'Sim', influencer: '' });
/** The same prompt without its opening: the stream and stop tests see the model's text alone. */
const { prefill: _opening, ...prompt } = prefilled;

async function* events(...list: ConverseStreamOutput[]) {
  for (const e of list) yield e;
}
const delta = (text: string) =>
  ({ contentBlockDelta: { contentBlockIndex: 0, delta: { text } } }) as ConverseStreamOutput;
const stop = (stopReason: string) => ({ messageStop: { stopReason } }) as ConverseStreamOutput;

beforeEach(() => bedrock.reset());

describe('BedrockWriter', () => {
  it('sends ConverseStream with the model id, the system prompt, the user message, the prefill and maxTokens 4000', async () => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('Oi'), stop('end_turn')) } as never);
    await writer.write(prefilled, { onDelta: () => {} });
    const calls = bedrock.commandCalls(ConverseStreamCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      modelId: MODEL,
      system: [{ text: prompt.system }],
      messages: [
        { role: 'user', content: [{ text: prompt.user }] },
        { role: 'assistant', content: [{ text: '[GANCHO]' }] },
      ],
      inferenceConfig: { maxTokens: 4000, temperature: 0.7 },
    });
  });

  describe('the prefilled opening (docs/ARCHITECTURE.md §writers.prefill)', () => {
    const lastMessage = () => bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input.messages!.at(-1);

    it('is sent to Claude Haiku 4.5 and comes back at the head of the answer, which parses', async () => {
      bedrock.on(ConverseStreamCommand).resolves({
        stream: events(delta('\nVocê erra nisso.\n[DESENVOLVIMENTO]\nMede tudo.\n[CTA]\nSalva.'), stop('end_turn')),
      } as never);
      const seen: string[] = [];
      const text = await writer.write(prefilled, { onDelta: (t) => seen.push(t) });
      expect(lastMessage()).toEqual({ role: 'assistant', content: [{ text: '[GANCHO]' }] });
      expect(text).toBe('[GANCHO]\nVocê erra nisso.\n[DESENVOLVIMENTO]\nMede tudo.\n[CTA]\nSalva.');
      expect(seen.join('')).toBe(text);
      expect(parseGeneratedScripts(text, 1)[0]!.text).toMatch(/^\[GANCHO\]\nVocê erra nisso\./);
    });

    it('opens a series with its first delimiter', async () => {
      bedrock
        .on(ConverseStreamCommand)
        .resolves({ stream: events(delta('\n[GANCHO]\nOi'), stop('end_turn')) } as never);
      const seriesPrompt = scriptPrompt(advancedRequest({ mode: 'series' }));
      expect(await writer.write(seriesPrompt, { onDelta: () => {} })).toBe('=== ROTEIRO 1 ===\n[GANCHO]\nOi');
      expect(lastMessage()).toEqual({ role: 'assistant', content: [{ text: '=== ROTEIRO 1 ===' }] });
    });

    it.each(['global.anthropic.claude-opus-4-6-v1', 'us.anthropic.claude-sonnet-4-6', 'us.amazon.nova-lite-v1:0'])(
      'is not sent to %s, which refuses or ignores it',
      async (model) => {
        bedrock
          .on(ConverseStreamCommand)
          .resolves({ stream: events(delta('[GANCHO]\nOi'), stop('end_turn')) } as never);
        const other = new BedrockWriter(new BedrockRuntimeClient({ region: 'us-east-1' }), model);
        expect(await other.write(prefilled, { onDelta: () => {} })).toBe('[GANCHO]\nOi');
        expect(bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input.messages).toEqual([
          { role: 'user', content: [{ text: prompt.user }] },
        ]);
      },
    );

    it.each([
      ['us.anthropic.claude-haiku-4-5-20251001-v1:0', true],
      ['anthropic.claude-sonnet-4-5-20250929-v1:0', true],
      ['anthropic.claude-3-5-haiku-20241022-v1:0', true],
      ['anthropic.claude-sonnet-4-20250514-v1:0', true],
      ['global.anthropic.claude-opus-4-6-v1', false],
      ['us.anthropic.claude-opus-4-7', false],
      ['anthropic.claude-opus-5', false],
      ['us.amazon.nova-lite-v1:0', false],
    ])('supportsPrefill(%s) is %s', (id, yes) => expect(supportsPrefill(id)).toBe(yes));
  });

  it('streams each contentBlockDelta text and returns the whole text, ignoring other events', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { messageStart: { role: 'assistant' } } as ConverseStreamOutput,
        delta('[GANCHO]\nVocê '),
        delta('erra nisso.'),
        { contentBlockStop: { contentBlockIndex: 0 } } as ConverseStreamOutput,
        { messageStop: { stopReason: 'end_turn' } } as ConverseStreamOutput,
        {
          metadata: { usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 }, metrics: { latencyMs: 1 } },
        } as ConverseStreamOutput,
      ),
    } as never);
    const seen: string[] = [];
    expect(await writer.write(prompt, { onDelta: (t) => seen.push(t) })).toBe('[GANCHO]\nVocê erra nisso.');
    expect(seen).toEqual(['[GANCHO]\nVocê ', 'erra nisso.']);
  });

  it.each([
    [
      'ThrottlingException',
      new ThrottlingException({ message: 'Too many requests', $metadata: {} }),
      'rate_limited',
      'O modelo de IA está sobrecarregado. Aguarde alguns segundos e tente de novo.',
    ],
    [
      'ValidationException',
      new ValidationException({ message: 'bad input', $metadata: {} }),
      'internal',
      'O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.',
    ],
    [
      'ServiceUnavailableException',
      new ServiceUnavailableException({ message: 'down', $metadata: {} }),
      'internal',
      'O serviço de IA está indisponível no momento. Tente novamente em instantes.',
    ],
    ['an unknown error', new Error('socket hang up'), 'internal', 'Erro ao gerar roteiro'],
  ])('maps %s to a pt-BR WriterError', async (_name, error, code, message) => {
    bedrock.on(ConverseStreamCommand).rejects(error);
    const err = await writer.write(prompt, { onDelta: () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriterError);
    expect(err).toMatchObject({ code, message });
    expect((err as Error).cause).toBe(error);
  });

  it('maps an error event inside the stream, after some text, to a pt-BR message', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(delta('Começo'), {
        throttlingException: { message: 'slow down' },
      } as unknown as ConverseStreamOutput),
    } as never);
    const seen: string[] = [];
    await expect(writer.write(prompt, { onDelta: (t) => seen.push(t) })).rejects.toMatchObject({
      code: 'rate_limited',
      name: 'WriterError',
    });
    expect(seen).toEqual(['Começo']);
  });

  it.each([
    ['max_tokens', 'O roteiro ficou longo demais e foi cortado. Seus créditos foram devolvidos.'],
    ['model_context_window_exceeded', 'O roteiro ficou longo demais e foi cortado. Seus créditos foram devolvidos.'],
    ['content_filtered', 'O pedido foi recusado pelo modelo de IA. Revise o texto e tente de novo.'],
  ])('fails a stream that stopped with %s, after streaming its text', async (reason, message) => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('[GANCHO]\nVocê erra'), stop(reason)) } as never);
    const seen: string[] = [];
    const err = await writer.write(prompt, { onDelta: (t) => seen.push(t) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WriterError);
    expect(err).toMatchObject({ name: 'StoppedAnswerError', message });
    expect(seen).toEqual(['[GANCHO]\nVocê erra']);
  });

  it('fails a stream that ended without its messageStop as interrupted', async () => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('Começo')) } as never);
    await expect(writer.write(prompt, { onDelta: () => {} })).rejects.toMatchObject({
      stopReason: 'interrupted',
      message: 'A resposta do modelo de IA foi interrompida. Tente novamente.',
    });
  });

  it('words a cut idea-tool answer for the idea tools', async () => {
    bedrock
      .on(ConverseStreamCommand)
      .resolves({ stream: events(delta('{"questions": ["Como'), stop('max_tokens')) } as never);
    const structured = { ...prompt, task: { kind: 'structured', tool: 'questions', input: {}, seed: 's' } } as const;
    await expect(writer.write(structured, { onDelta: () => {} })).rejects.toMatchObject({
      stopReason: 'truncated',
      message: 'A resposta da IA ficou longa demais e foi cortada. Seus créditos foram devolvidos.',
    });
  });

  it('fails a Converse answer that stopped at max_tokens', async () => {
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: 'ok, func' }] } },
      stopReason: 'max_tokens',
    } as never);
    await expect(writer.write(diagnosticPrompt(), { onDelta: () => {} })).rejects.toMatchObject({
      stopReason: 'truncated',
    });
  });

  describe('an idea tool (JSON) prompt', () => {
    const json = {
      ...prompt,
      task: { kind: 'structured', tool: 'questions', input: {}, seed: 's' },
      responseSchema: { name: 'questions', schema: { type: 'object', additionalProperties: false } },
    } as const;

    it('is written at temperature 0.3 and held to its JSON schema on a model with structured outputs', async () => {
      bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('{}'), stop('end_turn')) } as never);
      await writer.write(json, { onDelta: () => {} });
      expect(bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input).toMatchObject({
        inferenceConfig: { temperature: 0.3 },
        outputConfig: {
          textFormat: {
            type: 'json_schema',
            structure: { jsonSchema: { name: 'questions', schema: '{"type":"object","additionalProperties":false}' } },
          },
        },
      });
    });

    it('is asked in the prompt only on a model without them', async () => {
      bedrock.on(ConverseStreamCommand).resolves({ stream: events(delta('{}'), stop('end_turn')) } as never);
      const nova = new BedrockWriter(new BedrockRuntimeClient({ region: 'us-east-1' }), 'us.amazon.nova-lite-v1:0');
      await nova.write(json, { onDelta: () => {} });
      expect(bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input).not.toHaveProperty('outputConfig');
    });

    it.each([
      ['us.anthropic.claude-haiku-4-5-20251001-v1:0', true],
      ['anthropic.claude-sonnet-4-5-20250929-v1:0', true],
      ['global.anthropic.claude-opus-4-6-v1', true],
      ['anthropic.claude-3-5-haiku-20241022-v1:0', false],
      ['anthropic.claude-sonnet-4-20250514-v1:0', false],
      ['us.amazon.nova-lite-v1:0', false],
    ])('supportsJsonSchema(%s) is %s', (id, yes) => expect(supportsJsonSchema(id)).toBe(yes));
  });

  it('answers the diagnostic with Converse', async () => {
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: 'ok, funcionando.' }] } },
      stopReason: 'end_turn',
    } as never);
    expect(await writer.write(diagnosticPrompt(), { onDelta: () => {} })).toBe('ok, funcionando.');
    expect(bedrock.commandCalls(ConverseCommand)[0]!.args[0].input).toMatchObject({
      modelId: MODEL,
      inferenceConfig: { maxTokens: 4000 },
    });
    expect(bedrock.commandCalls(ConverseStreamCommand)).toHaveLength(0);
  });
});

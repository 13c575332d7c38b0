import * as z from 'zod/mini';
import type { TextWriter, WritePrompt } from '../core/ports';
import { refusedConnection } from '../../test/support/writers';
import { FallbackWriter } from '../adapters/text/fallback-writer';
import { startStructured, type StructuredTool } from './generate-structured';
import { ideaJobFakes } from '../../test/support/ideas';

const OP = '0b8e9c1e-7a51-4d8f-9e52-3f1a2b3c4d5e';

const schema = z.object({ questions: z.array(z.string().check(z.minLength(3))).check(z.minLength(1)) });
type Input = { niche: string; quantity: number };

/** A tool with the shape the three idea tools have; the prompt records whether it is the retry. */
const tool: StructuredTool<Input, typeof schema> = {
  tool: 'questions',
  cost: 100,
  prompt: (input, { seed, repair }) => ({
    version: 'questions.test',
    system: 'Responda só com JSON.',
    user: repair ? `Corrija: ${repair.problem}` : `Nicho: ${input.niche}`,
    task: { kind: 'structured', tool: 'questions', input, seed },
  }),
  schema,
  check: (out, input) => (out.questions.length === input.quantity ? null : `peça ${input.quantity} dúvidas`),
  failedMessage: 'Erro ao gerar dúvidas',
};

/** A writer that answers each call with the next scripted text. */
function scriptedWriter(answers: string[]) {
  const prompts: WritePrompt[] = [];
  const writer: TextWriter = {
    kind: 'offline',
    write: async (prompt, { onDelta }) => {
      prompts.push(prompt);
      const text = answers.shift();
      if (text === undefined) throw new Error('modelo fora do ar');
      onDelta(text);
      return text;
    },
  };
  return { writer, prompts };
}

type Jobs = ReturnType<typeof ideaJobFakes<Input, typeof schema>>;

/** The route's start and the worker's job over fakes; `ctx(writer)` sets the writer the job uses. */
function fakes() {
  const f = ideaJobFakes(tool, { logSaves: true });
  return { ...f, ctx: (writer: TextWriter): Jobs => ((f.ctx.writer = writer), f) };
}

/** Starts the job and runs it to its end: the kept answer, or the job's pt-BR failure thrown. */
async function run(j: Jobs, input: Input = { niche: 'fitness', quantity: 2 }) {
  const { generationId } = await startStructured(j.start, 'ana', tool, { operationId: OP, input });
  await j.run();
  const kept = j.kept.get(generationId);
  if (!kept) throw new Error(j.records.get(generationId)?.message);
  const result = kept.result as z.output<typeof schema>;
  return {
    operationId: generationId,
    result,
    writer: kept.writer,
    creditsRemaining: await j.ctx.ledger.balance('ana'),
  };
}

it('charges, validates, keeps the result settling the charge, and streams the answer under the operation id', async () => {
  const f = fakes();
  const { writer } = scriptedWriter(['{"questions":["Como começar?","Quanto treinar?"]}']);
  const answer = await run(f.ctx(writer));
  expect(answer).toEqual({
    operationId: OP,
    result: { questions: ['Como começar?', 'Quanto treinar?'] },
    writer: 'offline',
    creditsRemaining: 900,
  });
  expect(f.calls).toEqual(['charge 100 questions', `save settling ${OP}`]);
  expect(f.kept.get(OP)).toMatchObject({ tool: 'questions', input: { niche: 'fitness', quantity: 2 }, saved: {} });
  expect(f.events.map((e) => e.type)).toEqual(['script.delta', 'script.done']);
});

it('repairs a fenced answer without asking the model again', async () => {
  const f = fakes();
  const { writer, prompts } = scriptedWriter(['```json\n{"questions":["Como começar?","Quanto treinar?"]}\n```']);
  await expect(run(f.ctx(writer))).resolves.toMatchObject({ creditsRemaining: 900 });
  expect(prompts).toHaveLength(1);
});

it('retries once with the problem stated when the answer breaks the rules, and keeps the retry', async () => {
  const f = fakes();
  const { writer, prompts } = scriptedWriter([
    '{"questions":["Só uma?"]}',
    '{"questions":["Como começar?","Quanto treinar?"]}',
  ]);
  const answer = await run(f.ctx(writer));
  expect(answer.result.questions).toHaveLength(2);
  expect(prompts.map((p) => p.user)).toEqual(['Nicho: fitness', 'Corrija: peça 2 dúvidas']);
  // the retry's text is not streamed on top of the first answer's
  expect(f.events.filter((e) => e.type === 'script.delta')).toHaveLength(1);
});

it('refunds and answers "Formato de resposta inválido" after a second bad answer', async () => {
  const f = fakes();
  const { writer, prompts } = scriptedWriter(['não sei', '{"questions": 3}']);
  await expect(run(f.ctx(writer))).rejects.toMatchObject({ message: 'Formato de resposta inválido' });
  expect(prompts).toHaveLength(2);
  expect(f.calls).toEqual(['charge 100 questions', 'refund 100']);
  expect(f.events.at(-1)).toEqual({ type: 'script.failed', generationId: OP, message: 'Formato de resposta inválido' });
});

it("refunds with the tool's own message when the model fails", async () => {
  const f = fakes();
  const { writer } = scriptedWriter([]);
  await expect(run(f.ctx(writer))).rejects.toMatchObject({ message: 'Erro ao gerar dúvidas' });
  expect(f.calls).toEqual(['charge 100 questions', 'refund 100']);
});

it('labels the kept answer with the writer that wrote it: the stand-in when the local model is unreachable', async () => {
  // the model answers the first time with a broken list, then its server is gone
  const answers: Array<string | null> = ['{"questions":["Como começar?"]}', null];
  const model: TextWriter = {
    kind: 'openai',
    write: async (_p, { onDelta }) => {
      const text = answers.shift();
      if (!text) throw refusedConnection();
      onDelta(text);
      return text;
    },
  };
  const stand = scriptedWriter(['{"questions":["Como começar?","Quanto treinar?"]}']);
  const f = fakes();
  const answer = await run(f.ctx(new FallbackWriter(model, stand.writer)));
  expect(answer.writer).toBe('offline');
  expect(f.kept.get(OP)).toMatchObject({ writer: 'offline' });

  const g = fakes();
  const answering = scriptedWriter(['{"questions":["Como começar?","Quanto treinar?"]}']);
  const byModel = await run(g.ctx(new FallbackWriter({ ...answering.writer, kind: 'openai' }, stand.writer)));
  expect(byModel.writer).toBe('openai');
  expect(g.kept.get(OP)).toMatchObject({ writer: 'openai' });
});

it('answers a retried operation id with the kept result, without a second charge or model call', async () => {
  const f = fakes();
  const first = scriptedWriter(['{"questions":["Como começar?","Quanto treinar?"]}']);
  await run(f.ctx(first.writer));
  const again = scriptedWriter([]);
  await expect(run(f.ctx(again.writer))).resolves.toMatchObject({
    result: { questions: ['Como começar?', 'Quanto treinar?'] },
  });
  expect(again.prompts).toHaveLength(0);
  expect(f.calls.filter((c) => c.startsWith('charge'))).toHaveLength(1);
});

it('gives every attempt one shared deadline, and asks each for the answer schema', async () => {
  const f = fakes();
  const signals: Array<AbortSignal | undefined> = [];
  const { writer: scripted, prompts } = scriptedWriter([
    '{"questions":["Como começar?"]}',
    '{"questions":["Como começar?","Quanto treinar?"]}',
  ]);
  const writer: TextWriter = {
    kind: 'bedrock',
    write: (prompt, opts) => (signals.push(opts.signal), scripted.write(prompt, opts)),
  };
  await run(f.ctx(writer));
  expect(signals).toHaveLength(2);
  expect(signals[0]).toBeInstanceOf(AbortSignal);
  // the retry gets what is left of the worker's deadline, not a fresh one
  expect(signals[1]).toBe(signals[0]);
  expect(prompts[0]!.responseSchema).toEqual({
    name: 'questions',
    schema: {
      type: 'object',
      properties: { questions: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['questions'],
      additionalProperties: false,
    },
  });
});

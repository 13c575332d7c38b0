import '../zod-locale';
import * as z from 'zod/mini';
import {
  DEFAULT_QUESTION_QUANTITY,
  QUESTION_QUANTITIES,
  VIRAL_QUESTION_LIMITS,
  generateViralQuestionsBodySchema,
  generateViralQuestionsResponseSchema,
  questionKey,
  repeatedQuestion,
  viralQuestionsResultSchema,
} from './viral-questions.schema';

const OP = '3f1c2b9e-8a4d-4e2f-9b1a-2c3d4e5f6a7b';
const firstMessage = (schema: z.core.$ZodType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the generate body', () => {
  it('trims the niche, folds its whitespace and defaults the quantity to 10', () => {
    expect(z.parse(generateViralQuestionsBodySchema, { operationId: OP, niche: '  confeitaria \n caseira ' })).toEqual({
      operationId: OP,
      niche: 'confeitaria caseira',
      quantity: DEFAULT_QUESTION_QUANTITY,
    });
    expect(DEFAULT_QUESTION_QUANTITY).toBe(10);
  });

  it.each([[''], ['   '], ['\n\t'], [undefined], [42]])(
    'refuses the niche %j with "Digite um nicho para continuar"',
    (niche) => {
      expect(firstMessage(generateViralQuestionsBodySchema, { operationId: OP, niche, quantity: 10 })).toBe(
        'Digite um nicho para continuar',
      );
    },
  );

  it('refuses a niche over the limit', () => {
    const niche = 'a'.repeat(VIRAL_QUESTION_LIMITS.niche + 1);
    expect(firstMessage(generateViralQuestionsBodySchema, { operationId: OP, niche })).toBe(
      `Use no máximo ${VIRAL_QUESTION_LIMITS.niche} caracteres.`,
    );
  });

  it('takes exactly the quantities 5, 10, 25 and 50', () => {
    expect(QUESTION_QUANTITIES).toEqual([5, 10, 25, 50]);
    for (const quantity of QUESTION_QUANTITIES)
      expect(z.parse(generateViralQuestionsBodySchema, { operationId: OP, niche: 'pets', quantity }).quantity).toBe(
        quantity,
      );
    for (const quantity of [0, 7, 100, '10', 10.5])
      expect(firstMessage(generateViralQuestionsBodySchema, { operationId: OP, niche: 'pets', quantity })).toBe(
        'Escolha 5, 10, 25 ou 50 dúvidas.',
      );
  });

  it('needs a UUID operation id', () => {
    expect(firstMessage(generateViralQuestionsBodySchema, { operationId: 'x', niche: 'pets' })).toBe(
      'Identificador de geração inválido.',
    );
  });
});

describe("the model's answer", () => {
  it('accepts a list of questions, trimmed', () => {
    expect(z.parse(viralQuestionsResultSchema, { questions: ['  Como começar a treinar? '] })).toEqual({
      questions: ['Como começar a treinar?'],
    });
  });

  it.each([
    ['no list', {}],
    ['an empty list', { questions: [] }],
    ['a question that is not text', { questions: [3] }],
    ['a question too short to say anything', { questions: ['Como?'] }],
    ['a question longer than one question', { questions: ['a'.repeat(VIRAL_QUESTION_LIMITS.questionMax + 1)] }],
    ['more than 50 questions', { questions: Array.from({ length: 51 }, (_, i) => `Dúvida número ${i}?`) }],
  ])('refuses %s', (_, value) => {
    expect(z.safeParse(viralQuestionsResultSchema, value).success).toBe(false);
  });
});

it('the API answer carries the questions, the writer and the balance', () => {
  const answer = { operationId: OP, questions: ['Quanto custa?'], writer: 'offline', creditsRemaining: 900 };
  expect(z.parse(generateViralQuestionsResponseSchema, answer)).toEqual(answer);
  expect(z.safeParse(generateViralQuestionsResponseSchema, { ...answer, writer: 'gpt' }).success).toBe(false);
});

describe('repeated questions', () => {
  it('are the same question whatever the case, accents, punctuation and spacing', () => {
    expect(questionKey('  Vale a PENA começar?! ')).toBe(questionKey('vale a pena comecar ?'));
    expect(questionKey('Quanto custa?')).not.toBe(questionKey('Quanto rende?'));
  });

  it('names the first repeat, or null when all differ', () => {
    expect(repeatedQuestion(['Como começar?', 'Quanto custa?', 'como COMEÇAR'])).toBe('como COMEÇAR');
    expect(repeatedQuestion(['Como começar?', 'Quanto custa?'])).toBeNull();
  });
});

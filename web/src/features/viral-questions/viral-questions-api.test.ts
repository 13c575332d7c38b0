import type { GenerationView } from '@shared/generations/generation.schema';
import { isApiError } from '../../lib/api-error';
import { questionsOf } from './viral-questions-api';

const view = (extra: Partial<GenerationView>): GenerationView => ({
  generationId: 'g',
  kind: 'questions',
  status: 'done',
  parts: [],
  ...extra,
});

describe('questionsOf', () => {
  it("reads a finished job's kept questions as the route's answer", () => {
    const idea = {
      input: { niche: 'pets', quantity: 5 },
      result: { questions: ['Como cuidar de um filhote de cachorro?'] },
      writer: 'offline' as const,
    };
    expect(questionsOf(view({ idea: { ...idea, creditsRemaining: 900 } }))).toEqual({
      operationId: 'g',
      questions: ['Como cuidar de um filhote de cachorro?'],
      writer: 'offline',
      creditsRemaining: 900,
    });
  });

  it('throws the view’s pt-BR message when the kept result is gone or is not questions', () => {
    const gone = (() => {
      try {
        return questionsOf(view({ message: 'Este resultado expirou. Gere de novo.' }));
      } catch (err) {
        return err;
      }
    })();
    expect(isApiError(gone) && [gone.code, gone.message]).toEqual([
      'not_found',
      'Este resultado expirou. Gere de novo.',
    ]);
    const idea = { input: {}, result: { scripts: [] }, writer: 'offline' as const, creditsRemaining: 1 };
    expect(() => questionsOf(view({ idea }))).toThrow('Resultado não encontrado.');
  });
});

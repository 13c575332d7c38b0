import * as z from 'zod/mini';
import {
  QUESTION_QUANTITIES,
  VIRAL_QUESTION_LIMITS,
  repeatedQuestion,
  viralQuestionsResultSchema,
} from '@shared/viral-questions/viral-questions.schema';
import { readStructured } from '@shared/ideas/structured-output';
import { OfflineWriter } from '../../offline-writer';
import { questionsTool } from '../../../../viral-questions/questions-tool';
import { QUESTION_TEMPLATES, composeQuestions, nicheForms, offlineQuestions } from './questions';

/** Niches a creator types: things, actions, brands, long ones, a question. */
const NICHES = [
  'fitness',
  'Confeitaria caseira',
  'Marketing digital para dentistas',
  'investimentos',
  'Como emagrecer',
  'Vender no Mercado Livre',
  'Direito previdenciário',
  'INSS',
  'Dicas de skincare',
  'Por que meu perfil não cresce?',
  'finanças pessoais para jovens que ganham pouco e querem juntar dinheiro',
];
const SEED = '6f1d0c57-2b7e-4b0a-9d43-0f8a1c2e3b4d';

describe("the offline writer's questions", () => {
  it.each(QUESTION_QUANTITIES.map((q) => [q]))(
    'gives exactly %i distinct questions that pass the schema and the tool check, for every niche',
    (quantity) => {
      for (const niche of NICHES) {
        const read = readStructured(composeQuestions({ niche, quantity }, SEED), viralQuestionsResultSchema);
        if (!read.ok) throw new Error(`${niche}: ${read.problem}`);
        expect(read.repaired).toBe(false);
        expect(read.value.questions).toHaveLength(quantity);
        expect(repeatedQuestion(read.value.questions)).toBeNull();
        expect(questionsTool.check!(read.value, { niche, quantity })).toBeNull();
      }
    },
  );

  it('writes each question as a question about the niche: capitalised, filled, ending with "?"', () => {
    for (const niche of NICHES) {
      const forms = nicheForms(niche);
      for (const q of offlineQuestions(niche, 50, SEED)) {
        expect(q).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
        expect(q).toMatch(/\?$/);
        expect(q).not.toMatch(/[{}]|\s{2}|\s[?,:]/);
        expect(q.length).toBeLessThanOrEqual(VIRAL_QUESTION_LIMITS.questionMax);
        // every question names the niche through one of its forms
        expect(Object.values(forms).some((f) => q.includes(f))).toBe(true);
      }
    }
  });

  it('frames an action as a verb and anything else as a thing', () => {
    expect(nicheForms('Como emagrecer')).toMatchObject({ comecar: 'começar a emagrecer', conseguir: 'emagrecer' });
    expect(offlineQuestions('Como emagrecer', 50, SEED)).toContain('Como montar uma rotina simples para emagrecer?');
    expect(nicheForms('Confeitaria caseira')).toMatchObject({
      comecar: 'começar com confeitaria caseira',
      sobre: 'sobre confeitaria caseira',
    });
    expect(nicheForms('Dicas de skincare').sobre).toBe('sobre skincare');
  });

  it('has more templates than the largest quantity, and a short list mixes the kinds of doubt', () => {
    const all = Object.values(QUESTION_TEMPLATES).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(QUESTION_QUANTITIES.at(-1)!);
    // each template filled for the niche, and its kind
    const forms = nicheForms('fitness');
    const kindOf = new Map(
      Object.entries(QUESTION_TEMPLATES).flatMap(([kind, ts]) =>
        ts.map((t) => [t.replace(/\{(\w+)\}/g, (_, slot: keyof typeof forms) => forms[slot]), kind] as const),
      ),
    );
    for (const seed of ['a', 'b', 'c']) {
      const kinds = offlineQuestions('fitness', 5, seed).map((q) => kindOf.get(q));
      expect(kinds.every(Boolean)).toBe(true);
      expect(new Set(kinds).size).toBe(5);
    }
  });

  it('varies with the operation id: same id, same answer; another id, another', () => {
    const input = { niche: 'fitness', quantity: 10 as const };
    expect(composeQuestions(input, SEED)).toBe(composeQuestions(input, SEED));
    expect(composeQuestions(input, 'outro-id')).not.toBe(composeQuestions(input, SEED));
  });

  it('streams through the offline writer as the JSON it composed', async () => {
    const prompt = questionsTool.prompt({ niche: 'pets', quantity: 25 }, { seed: SEED });
    const deltas: string[] = [];
    const text = await new OfflineWriter({ delayMs: 0 }).write(prompt, { onDelta: (d) => deltas.push(d) });
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.join('')).toBe(text);
    expect(z.parse(viralQuestionsResultSchema, JSON.parse(text)).questions).toHaveLength(25);
  });
});

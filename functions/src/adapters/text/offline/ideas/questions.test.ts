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
import { nicheOf } from '../niche';
import { wholeIdea } from '../topic';
import { MISTAKE_TEMPLATES, QUESTION_TEMPLATES, composeQuestions, nicheTitle, offlineQuestions } from './questions';

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
      const title = nicheTitle(niche);
      const mistakes = nicheOf(niche).erros.map((e) => e.replace(/\.$/, '').toLowerCase());
      for (const q of offlineQuestions(niche, 50, SEED)) {
        expect(q).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ“]/);
        expect(q).toMatch(/\?$/);
        expect(q).not.toMatch(/[{}]|\s{2}|\s[?,:]/);
        expect(q.length).toBeLessThanOrEqual(VIRAL_QUESTION_LIMITS.questionMax);
        // every question names the niche whole, as its title, or one of its niche's mistakes
        const named = q.includes(title) || q.includes(title.replace('?”', '”'));
        expect(named || mistakes.some((m) => q.toLowerCase().includes(m))).toBe(true);
      }
    }
  });

  it('says the niche whole, as a title in quotes, never cut into a sentence', () => {
    const questions = offlineQuestions('Celular lento: o que fazer', 50, SEED);
    expect(questions.join(' ')).not.toMatch(/com celular lento|começar com|se dar bem/i);
    expect(questions.filter((q) => q.startsWith('“Celular lento: o que fazer”: ')).length).toBeGreaterThan(10);
    expect(questions.filter((q) => q.includes(' sobre “Celular lento: o que fazer”')).length).toBeGreaterThan(5);
    // a niche typed as a question keeps its mark, and the question after it starts its own sentence
    const asked = offlineQuestions('Por que meu perfil não cresce?', 50, SEED);
    expect(asked.filter((q) => /^“Por que meu perfil não cresce\?” \p{Lu}/u.test(q)).length).toBeGreaterThan(10);
    expect(asked.filter((q) => /sobre “Por que meu perfil não cresce”\?$/.test(q)).length).toBeGreaterThan(0);
    expect(asked.join('\n')).not.toMatch(/\?”[:?]/);
  });

  it("reads as the script creator's idea when 'Criar roteiro' sends it there", () => {
    expect(wholeIdea('“Confeitaria caseira”: quanto custa, de verdade, começar?')).toBe(
      'confeitaria caseira: quanto custa, de verdade, começar',
    );
    expect(wholeIdea('Quais mitos sobre “Confeitaria caseira” ainda enganam muita gente?')).toBe(
      'quais mitos sobre confeitaria caseira ainda enganam muita gente',
    );
    expect(wholeIdea('O que ninguém te conta sobre “INSS”?')).toBe('O que ninguém te conta sobre INSS');
  });

  it("asks about the niche's own mistakes in at most a third of the list", () => {
    const questions = offlineQuestions('Bolo de caneca', 10, SEED);
    const own = questions.filter((q) => !q.includes('“Bolo de caneca”'));
    expect(own).toHaveLength(3);
    expect(own.join(' ')).toMatch(/forno|receita|ingrediente|pré-aquecimento|provar|olho/);
  });

  it('has more templates than the largest quantity, and a short list mixes the kinds of doubt', () => {
    const all = [...Object.values(QUESTION_TEMPLATES).flat(), ...MISTAKE_TEMPLATES];
    expect(new Set(all).size).toBe(all.length);
    expect(Object.values(QUESTION_TEMPLATES).flat().length).toBeGreaterThan(QUESTION_QUANTITIES.at(-1)!);
    // each template filled for the niche, and its kind
    const title = nicheTitle('fitness');
    const kindOf = new Map(
      Object.entries(QUESTION_TEMPLATES).flatMap(([kind, ts]) =>
        ts.map((t) => [t.replace('{tema}', title), kind] as const),
      ),
    );
    for (const seed of ['a', 'b', 'c']) {
      // the third question is the niche's own
      const kinds = offlineQuestions('fitness', 5, seed)
        .filter((_, i) => i !== 2)
        .map((q) => kindOf.get(q));
      expect(kinds.every(Boolean)).toBe(true);
      expect(new Set(kinds).size).toBe(4);
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

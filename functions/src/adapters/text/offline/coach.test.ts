import { COACH_FIGURES as figures } from '../../../hub/prompts/test-fixtures';
import { build } from '../../../hub/prompts/coach.v1';
import { OfflineWriter } from '../offline-writer';
import { composeCoach } from './coach';

const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('the offline coach (docs/LOCAL-MODE.md §writer)', () => {
  it("writes from the user's own figures, whatever the seed: the week's scripts, today's missions and the goal", () => {
    for (const seed of seeds) {
      const note = composeCoach(figures, seed);
      expect(note).toContain('3 roteiros');
      expect(note).toContain('4 de 5 missões');
      expect(note).toContain('25% (2.500 de 10.000 seguidores)');
      expect(note.length).toBeLessThanOrEqual(600);
    }
  });

  it('after a complete day names the streak; the next step follows the weakest figure', () => {
    const day = { ...figures, trigger: 'day-complete' as const, missionsCompletedToday: 5, entry: null };
    expect(composeCoach(day, 'a')).toMatch(/5 de 5 missões.*6 Dias de Fogo/);
    expect(composeCoach({ ...figures, scriptsThisWeek: 0 }, 'a')).toContain('ainda não saiu nenhum roteiro');
    expect(composeCoach({ ...figures, streakDays: 0 }, 'a')).toContain('conclua pelo menos 1 missão');
    expect(composeCoach({ ...figures, goal: null }, 'a')).toContain('você ainda não tem uma meta criada');
    const reached = { type: 'sales' as const, currentValue: 120, targetValue: 100, progress: 100 };
    expect(composeCoach({ ...figures, goal: reached }, 'a')).toContain(
      'Meta batida: amanhã, mantenha o ritmo e leve a sequência a 7 dias.',
    );
    expect(composeCoach({ ...figures, streakDays: 1 }, 'a')).not.toContain('1 Dias');
  });

  it('is the same text for the same seed, and other figures give another text', () => {
    expect(composeCoach(figures, 'g1')).toBe(composeCoach(figures, 'g1'));
    expect(composeCoach({ ...figures, missionsLast7Days: 3, scriptsThisWeek: 1 }, 'g1')).not.toBe(
      composeCoach(figures, 'g1'),
    );
  });

  it("is what the offline writer answers to the coach's prompt", async () => {
    const prompt = build(figures, 'g1');
    const text = await new OfflineWriter({ delayMs: 0 }).write(prompt, { onDelta: () => {} });
    expect(text).toBe(composeCoach(figures, 'g1'));
  });
});

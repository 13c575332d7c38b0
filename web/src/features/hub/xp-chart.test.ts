import { xpBars, xpSummary } from './xp-chart';

const days = (xps: number[]) => xps.map((xp, i) => ({ day: `2025-11-${String(i + 1).padStart(2, '0')}`, xp }));

describe('the 30-day XP chart', () => {
  it('scales the bars to the best day and keeps a stub for a day without XP', () => {
    const bars = xpBars(days([0, 40, 80]));
    expect(bars.map((b) => b.height)).toEqual([1, 40, 80]);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x);
  });

  it('says the total and the best day in pt-BR', () => {
    expect(xpSummary(days([0, 1200, 80]))).toBe('1.280 XP nos últimos 3 dias; melhor dia 02/11/2025, com 1.200 XP');
    expect(xpSummary(days([0, 0]))).toBe('Nenhum XP nos últimos 2 dias');
  });
});

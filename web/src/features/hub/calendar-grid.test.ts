import { dayLabel, dayState, monthLabel, weekdayName } from './calendar-grid';

describe('the calendar in pt-BR', () => {
  it('names the month, the day and the columns, Sunday first', () => {
    expect(monthLabel('2025-11')).toBe('novembro de 2025');
    expect(dayLabel('2025-11-22')).toBe('sábado, 22 de novembro');
    expect([0, 1, 6].map(weekdayName)).toEqual(['domingo', 'segunda-feira', 'sábado']);
  });
});

describe('dayState', () => {
  it('shows completed/total and the fire only when every mission is done', () => {
    expect(dayState({ completed: 2, total: 5 }, false)).toEqual({ tally: '2/5', allDone: false, todayBadge: false });
    expect(dayState({ completed: 5, total: 5 }, false)).toEqual({ tally: '5/5', allDone: true, todayBadge: false });
  });

  it("marks today 'Hoje' only when it has no missions", () => {
    expect(dayState(undefined, true).todayBadge).toBe(true);
    expect(dayState({ completed: 0, total: 5 }, true).todayBadge).toBe(false);
    expect(dayState(undefined, false)).toEqual({ tally: null, allDone: false, todayBadge: false });
  });
});

/**
 * What the calendar tab shows of a day (docs/PRODUCT.md §screens.missao-influencer); the grid itself,
 * Sunday first, is shared/src/hub/hub-day.ts's `monthGrid`. Days are 'yyyy-MM-dd' calendar dates: the
 * server already dated each mission in the user's time zone, so they are read in UTC here.
 */
export interface DayTally {
  completed: number;
  total: number;
}

let monthFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'novembro de 2025' */
export function monthLabel(month: string): string {
  monthFormat ??= new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(utcNoon(`${month}-15`));
}

/** 'sábado, 22 de novembro': a day's cell read aloud. */
export function dayLabel(date: string): string {
  dayFormat ??= new Intl.DateTimeFormat('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return dayFormat.format(utcNoon(date));
}

/** A column's full name for its header's `abbr` (0 = 'domingo'). */
export function weekdayName(index: number): string {
  weekdayFormat ??= new Intl.DateTimeFormat('pt-BR', { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday
  return weekdayFormat.format(utcNoon(`2023-01-0${index + 1}`));
}

/** What a day's cell shows: its tally, the fire when every mission was done, 'Hoje' on an empty today. */
export function dayState(tally: DayTally | undefined, isToday: boolean) {
  const total = tally?.total ?? 0;
  const completed = tally?.completed ?? 0;
  return {
    tally: total > 0 ? `${completed}/${total}` : null,
    allDone: total > 0 && completed >= total,
    todayBadge: isToday && total === 0,
  };
}

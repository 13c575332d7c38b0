/**
 * Days of the growth hub (docs/PRODUCT.md §screens.missao-influencer): a mission, a streak and the daily tip belong to
 * a calendar day in the user's time zone, written `yyyy-MM-dd`. Pure, on `Intl` alone, so the browser
 * and the Lambdas count the same days.
 */

/** The time zone a user gets until they choose one. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `tz` is an IANA time zone this runtime knows. */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * The time zone the browser reports, when it is a place's: none for UTC, GMT or `Etc/…`, which privacy
 * settings report instead of the real one (a Brazilian's day would then turn at 21:00).
 */
export function placeTimeZone(reported: string | undefined): string | null {
  if (!reported || reported.length > 64 || !reported.includes('/') || /^(Etc|UTC|GMT)\b/i.test(reported)) return null;
  return isTimeZone(reported) ? reported : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day `instant` falls on in `timeZone`.
 *
 * @example dayKey(new Date('2026-03-15T02:30:00Z'), 'America/Sao_Paulo') // '2026-03-14'
 */
export function dayKey(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const toUtc = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether `day` is a real calendar day (`2026-02-30` is not). */
export function isDay(day: string): boolean {
  return DAY_PATTERN.test(day) && fromUtc(toUtc(day)) === day;
}

/** @example addDays('2026-02-28', 1) // '2026-03-01' */
export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * 86_400_000);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). @example daysBetween('2026-03-01', '2026-03-03') // 2 */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** The `n` days ending with `last`, oldest first. */
export function lastDays(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => addDays(last, i - n + 1));
}

/** The month (`yyyy-MM`) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first and last day of a month `yyyy-MM`. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next = fromUtc(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 1));
  return { first, last: addDays(next, -1) };
}

/** The month before or after `month` (`delta` months away). @example shiftMonth('2026-01', -1) // '2025-12' */
export function shiftMonth(month: string, delta: number): string {
  return fromUtc(Date.UTC(+month.slice(0, 4), +month.slice(5, 7) - 1 + delta, 1)).slice(0, 7);
}

/**
 * The calendar tab's grid of a month (docs/PRODUCT.md §screens.missao-influencer): weeks of 7 cells starting on
 * Sunday, `null` before the 1st and after the last day.
 */
export function monthGrid(month: string): Array<Array<string | null>> {
  const { first, last } = monthRange(month);
  const lead = new Date(toUtc(first)).getUTCDay(); // 0 = Sunday
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The calendar's Sunday-first headers. */
export const WEEKDAY_HEADERS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** A small stable hash (FNV-1a) of a text: the daily tip and the day's missions are picked with it. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The instant `day` begins in `timeZone` (its local midnight), e.g. where 'scripts this month' starts.
 *
 * @example startOfDay('2026-03-01', 'America/Sao_Paulo').toISOString() // '2026-03-01T03:00:00.000Z'
 */
export function startOfDay(day: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const utcMidnight = toUtc(day);
  let at = utcMidnight;
  // twice: the offset at the first guess may differ from the one at local midnight (a DST change)
  for (let i = 0; i < 2; i++) at = utcMidnight - (wallClockMs(new Date(at), timeZone) - at);
  return new Date(at);
}

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time `instant` shows in `timeZone`, read as if it were UTC. */
function wallClockMs(instant: Date, timeZone: string): number {
  let f = wallFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

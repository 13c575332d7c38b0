import { formatInteger } from '@shared/format/format';

/** '1.250 XP' */
export const xpText = (xp: number) => `${formatInteger(xp)} XP`;

/** '1 moeda' / '1.250 moedas' */
export const coinsText = (coins: number) => `${formatInteger(coins)} ${coins === 1 ? 'moeda' : 'moedas'}`;

/** '60%' */
export const percentText = (percent: number) => `${formatInteger(percent)}%`;

/** One formatter per time zone, made on first use (docs/PERFORMANCE.md §bundle: a zone's data costs on first use). */
const dateTimes = new Map<string, Intl.DateTimeFormat>();

/** '22/11/2025, 14:30', in the user's time zone (the hub profile's; São Paulo until they choose one). */
export function dateTimeText(iso: string, timeZone: string): string {
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
    dateTimes.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** A calendar date 'yyyy-MM-dd' as '22/12/2026' (no time zone: it is a day, not an instant). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The whole share of `done` in `total`, 0 when there is nothing: '3 de 5' → 60. */
export const shareOf = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

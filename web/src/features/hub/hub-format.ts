import { formatInteger } from '@shared/format/format';

/** '1.250 XP' */
export const xpText = (xp: number) => `${formatInteger(xp)} XP`;

/** '1 moeda' / '1.250 moedas' */
export const coinsText = (coins: number) => `${formatInteger(coins)} ${coins === 1 ? 'moeda' : 'moedas'}`;

/** '1 dia' / '12 dias' */
export const daysText = (days: number) => `${formatInteger(days)} ${days === 1 ? 'dia' : 'dias'}`;

/** '60%' */
export const percentText = (percent: number) => `${formatInteger(percent)}%`;

let dateTime: Intl.DateTimeFormat | undefined;

/** '22/11/2025, 14:30', in the user's time zone (São Paulo until they choose one). */
export function dateTimeText(iso: string, timeZone = 'America/Sao_Paulo'): string {
  dateTime ??= new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
  return dateTime.format(new Date(iso));
}

/** A calendar date 'yyyy-MM-dd' as '22/12/2026' (no time zone: it is a day, not an instant). */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The whole share of `done` in `total`, 0 when there is nothing: '3 de 5' → 60. */
export const shareOf = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

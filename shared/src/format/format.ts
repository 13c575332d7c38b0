/** pt-BR formatters: every price, number and date the UI shows goes through these. */
// Made on first use: the first Intl object of a page loads the locale's data, and a date format
// with a time zone the zone's, 12–45 ms more at 4× CPU slowdown; /planos, which shows prices only,
// no longer pays for the dates (docs/PERFORMANCE.md §bundle).
let brl: Intl.NumberFormat | undefined;
let integer: Intl.NumberFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

/** A price in reais, pt-BR: two decimals after a comma, a non-breaking space after the symbol, as Intl writes it. */
export function formatBRL(value: number): string {
  return (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })).format(value);
}

/** formatInteger(15000) → "15.000" */
export function formatInteger(value: number): string {
  return (integer ??= new Intl.NumberFormat('pt-BR')).format(value);
}

/** formatDateLong('2026-12-22T00:00:00Z') → "21 de dezembro de 2026" in São Paulo time. */
export function formatDateLong(iso: string | Date): string {
  longDate ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });
  return longDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** formatDateShort('2026-12-22T12:00:00Z') → "22/12/2026" */
export function formatDateShort(iso: string | Date): string {
  shortDate ??= new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });
  return shortDate.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** "1 dia" / "N dias" (grouped: "1.000 dias") */
export function pluralDays(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'dia' : 'dias'}`;
}

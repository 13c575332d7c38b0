/** How the finder's grid writes counts, ages and engagement (docs/PRODUCT.md §screens.viral-finder). */

/** 1.234 → '1,2K', 3.400.000 → '3,4M' (K = 1.000, M = 1.000.000); under 1.000 as is. */
export function abbreviateCount(n: number): string {
  const one = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (n >= 1_000_000) return `${one(Math.floor(n / 100_000) / 10)}M`;
  if (n >= 1_000) return `${one(Math.floor(n / 100) / 10)}K`;
  return String(Math.max(0, Math.round(n)));
}

/** 'Hoje', 'Ontem' or 'há N dias', by calendar days in `timeZone` between publishedAt and now. */
export function ageLabel(publishedAt: string, now: Date, timeZone = 'America/Sao_Paulo'): string {
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d); // YYYY-MM-DD
  const days = Math.round((Date.parse(day(now)) - Date.parse(day(new Date(publishedAt)))) / 86_400_000);
  if (days <= 0) return 'Hoje';
  if (days === 1) return 'Ontem';
  return `há ${days} dias`;
}

/** The engagement ratio shown ×100 as a percentage: 0.0523 → '5,2%'. */
export function engagementPercent(rate: number): string {
  return `${(rate * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** (likes + comments) ÷ views; 0 when there are no views. */
export function engagementRate(views: number, likes: number, comments: number): number {
  return views > 0 ? (likes + comments) / views : 0;
}

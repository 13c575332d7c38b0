/**
 * The outlier score (beyond the spec, docs/PRODUCT.md §screens.viral-finder): a video's views
 * divided by the median views of its creator's recent videos, the signal creators look for.
 */

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v) && v >= 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** views ÷ median(recent views), rounded to one decimal; null when there is no usable median. */
export function outlierScore(views: number, creatorRecentViews: readonly number[]): number | null {
  const m = median(creatorRecentViews);
  if (m === null || m <= 0) return null;
  return Math.round((views / m) * 10) / 10;
}

/** '4,2× acima do normal' (or 'abaixo do normal' under 1×). */
export function outlierLabel(score: number): string {
  const x = score.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${x}× ${score >= 1 ? 'acima' : 'abaixo'} do normal`;
}

import type { FinderSearchBody, FinderSearchResponse } from '@shared/finder/finder.schema';
import type { Clock } from '../core/ports';

/** How long one query's answer is reused (docs/ARCHITECTURE.md §finder.cache): API quotas are daily. */
export const SEARCH_CACHE_MS = 10 * 60_000;
/** A warm Lambda keeps at most this many answers (~60 items each, ~40 KB): the oldest go first. */
const MAX_ENTRIES = 200;

/** One cache entry per query and filters: the niche as typed but trimmed and lower-cased, the platforms in any order. */
export function searchCacheKey(body: FinderSearchBody): string {
  return JSON.stringify([
    body.niche.trim().toLocaleLowerCase('pt-BR'),
    [...body.platforms].sort(),
    body.minViews,
    body.sortBy,
  ]);
}

/**
 * The sync search's answers, kept in memory for SEARCH_CACHE_MS per warm Lambda (one process;
 * docs/ARCHITECTURE.md §finder.cache). The answers are not the user's own (public videos), so
 * users share them. A cold start reads the source again.
 */
export class SearchCache {
  private readonly entries = new Map<string, { until: number; answer: FinderSearchResponse }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = SEARCH_CACHE_MS,
  ) {}

  get(body: FinderSearchBody): FinderSearchResponse | null {
    const key = searchCacheKey(body);
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.until > this.clock.now().getTime()) return hit.answer;
    this.entries.delete(key);
    return null;
  }

  set(body: FinderSearchBody, answer: FinderSearchResponse): void {
    const key = searchCacheKey(body);
    this.entries.delete(key);
    this.entries.set(key, { until: this.clock.now().getTime() + this.ttlMs, answer });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

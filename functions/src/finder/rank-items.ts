import { FINDER_RESULT_LIMIT, type FinderSort } from '@shared/finder/finder-options';
import type { FinderSearchBody, ViralItem } from '@shared/finder/finder.schema';

type Key = (item: ViralItem) => number;

/** Each order, highest first; 'outlier' puts the items whose creator's usual is unknown last. */
const SORT_KEYS: Readonly<Record<FinderSort, Key>> = {
  views: (i) => i.views,
  likes: (i) => i.likes,
  comments: (i) => i.comments,
  engagement: (i) => i.engagementRate,
  recent: (i) => Date.parse(i.publishedAt),
  outlier: (i) => i.outlierScore ?? -1,
};

/**
 * The grid's items (docs/PRODUCT.md §screens.viral-finder): only the platforms asked for, at
 * least `minViews` (0: no minimum), one per url, in the chosen order (ties by views), at most 60.
 */
export function rankItems(items: readonly ViralItem[], body: FinderSearchBody): ViralItem[] {
  const platforms = new Set(body.platforms);
  const seen = new Set<string>();
  const kept = items.filter((i) => {
    if (!platforms.has(i.platform) || i.views < body.minViews || seen.has(i.url)) return false;
    seen.add(i.url);
    return true;
  });
  const key = SORT_KEYS[body.sortBy];
  return kept.sort((a, b) => key(b) - key(a) || b.views - a.views).slice(0, FINDER_RESULT_LIMIT);
}

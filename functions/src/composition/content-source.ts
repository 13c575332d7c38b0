import { parseFinderConfig, type FinderConfig } from '../config';
import type { Clock } from '../core/ports';
import { clockOf, onRoot } from './core';
import { SampleContentSource } from '../adapters/finder/sample-content-source';
import type { ContentSource } from '../finder/ports';
import { SearchCache } from '../finder/search-cache';

/** The ContentSource the configuration names (FINDER_SOURCE: youtube on AWS, sample locally). */
export function makeContentSource(config: FinderConfig, clock: Clock): ContentSource {
  if (config.source === 'sample') return new SampleContentSource(clock);
  throw new Error('FINDER_SOURCE youtube is not wired yet');
}

export const contentSourceOf = /* @__PURE__ */ onRoot((root): ContentSource =>
  makeContentSource(parseFinderConfig(process.env), clockOf(root)),
);

/** One per root, so the answers live as long as the warm Lambda (docs/ARCHITECTURE.md §finder.cache). */
export const searchCacheOf = /* @__PURE__ */ onRoot((root) => new SearchCache(clockOf(root)));

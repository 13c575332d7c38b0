import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { DomainError } from '../core/errors';
import { parseFinderConfig, type FinderConfig } from '../config';
import type { Clock } from '../core/ports';
import { clockOf, onRoot } from './core';
import { SampleContentSource } from '../adapters/finder/sample-content-source';
import { YouTubeContentSource } from '../adapters/finder/youtube-content-source';
import type { ContentSource } from '../finder/ports';
import { SearchCache } from '../finder/search-cache';

/** The ContentSource the configuration names (FINDER_SOURCE: youtube on AWS, sample locally). */
export function makeContentSource(config: FinderConfig, clock: Clock): ContentSource {
  if (config.source === 'sample') return new SampleContentSource(clock);
  if (config.source === 'unconfigured') return unconfiguredSource;
  return new YouTubeContentSource({ apiKey: config.youtubeApiKey, clock });
}

/** YouTube without a key: every search is a 503 that says what is missing, never a 500 (docs/INFRA-NOTES.md §finder). */
const unconfiguredSource: ContentSource = {
  search: async () => {
    throw new DomainError('unavailable', FINDER_MESSAGES.notConfigured);
  },
};

export const contentSourceOf = /* @__PURE__ */ onRoot((root): ContentSource =>
  makeContentSource(parseFinderConfig(process.env), clockOf(root)),
);

/** One per root, so the answers live as long as the warm Lambda (docs/ARCHITECTURE.md §finder.cache). */
export const searchCacheOf = /* @__PURE__ */ onRoot((root) => new SearchCache(clockOf(root)));

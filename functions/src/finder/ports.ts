import type { FinderPlatform } from '@shared/finder/finder-options';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import type { ViralItem } from '@shared/finder/finder.schema';
import { DomainError } from '../core/errors';

/** What a content source is asked: a niche, on some platforms. Filters and order are the finder's (search-finder.ts). */
export interface ContentQuery {
  niche: string;
  platforms: readonly FinderPlatform[];
}

/** The items found, and whether they are the local sample rather than real content. */
export interface FoundContent {
  items: ViralItem[];
  sample: boolean;
}

/**
 * Where the sync search reads content (docs/ARCHITECTURE.md §finder): on AWS the YouTube Data
 * API (the other platforms are searched by the deep search's provider only), locally the embedded
 * sample catalogue (docs/LOCAL-MODE.md §finder). A source that cannot answer throws
 * `ContentUnavailableError`.
 *
 * @example const { items, sample } = await source.search({ niche: 'finanças', platforms: ['youtube'] });
 */
export interface ContentSource {
  search(query: ContentQuery, signal?: AbortSignal): Promise<FoundContent>;
}

/** The source could not be read (network, quota, an answer of the wrong shape). */
export class ContentUnavailableError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('internal', FINDER_MESSAGES.searchFailed, options);
    this.name = 'ContentUnavailableError';
  }
}

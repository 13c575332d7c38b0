import { parseNewsConfig, type NewsConfig } from '../config';
import type { Clock } from '../core/ports';
import { clockOf, onRoot } from './core';
import { GoogleNewsSource } from '../adapters/news/google-news-source';
import { SampleNewsSource } from '../adapters/news/sample-news-source';
import type { NewsSource } from '../news/ports';

/** The NewsSource the configuration names (NEWS_SOURCE: google on AWS, sample locally). */
export function makeNewsSource(config: NewsConfig, clock: Clock): NewsSource {
  return config.source === 'google' ? new GoogleNewsSource({ clock }) : new SampleNewsSource(clock);
}

/** Built once per root, so the Google source's cache lives as long as the warm Lambda (docs/INFRA-NOTES.md §news-feed). */
export const newsSourceOf = /* @__PURE__ */ onRoot((root): NewsSource =>
  makeNewsSource(parseNewsConfig(process.env), clockOf(root)),
);

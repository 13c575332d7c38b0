import * as z from 'zod/mini';
import { FINDER_PLATFORM_IDS } from '@shared/finder/finder-options';
import { engagementRate } from '@shared/finder/finder-format';
import { outlierScore } from '@shared/finder/outlier';
import { viralItemSchema, type ViralItem } from '@shared/finder/finder.schema';
import { DomainError } from '../../core/errors';
import type { DeliveryParser } from '../../finder/ports';

/**
 * One video as the deep search's provider posts it (a scraping service that runs a job per
 * platform and posts its results to our webhook: docs/ARCHITECTURE.md §finder.deep-search).
 * Its shape, not ours: the caption whole, the owner's recent views for the outlier score.
 */
export const providerItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  platform: z.enum(FINDER_PLATFORM_IDS),
  url: z.url({ protocol: /^https$/ }).check(z.maxLength(2000)),
  caption: z._default(z.string().check(z.maxLength(5000)), ''),
  ownerName: z.string().check(z.minLength(1), z.maxLength(200)),
  thumbnailUrl: z.optional(z.url({ protocol: /^https$/ }).check(z.maxLength(2000))),
  embedUrl: z.optional(z.url({ protocol: /^https$/ }).check(z.maxLength(2000))),
  viewCount: z.number().check(z.int(), z.nonnegative()),
  likeCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  commentCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  postedAt: z.iso.datetime({ offset: true }),
  /** The views of the owner's recent videos, when the provider read them. */
  ownerRecentViews: z.optional(z.array(z.number().check(z.nonnegative())).check(z.maxLength(50))),
});
export type ProviderItem = z.input<typeof providerItemSchema>;

const TITLE_MAX = 120;

/** The caption's first line, cut at a word near TITLE_MAX. */
function titleOf(caption: string): string {
  const line = caption.trim().split(/\r?\n/, 1)[0] ?? '';
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60)).trimEnd()}…`;
}

/** The caption's opening sentence: the hook 'Remixar no meu roteiro' carries. */
function hookOf(caption: string): string {
  const first = caption.trim().split(/(?<=[.!?])\s|\r?\n/, 1)[0] ?? '';
  return first.slice(0, 500);
}

/** A provider item as a finder item. */
export function toViralItem(raw: z.output<typeof providerItemSchema>): ViralItem {
  return viralItemSchema.parse({
    id: `${raw.platform}-${raw.id}`.slice(0, 200),
    platform: raw.platform,
    title: titleOf(raw.caption),
    author: raw.ownerName,
    thumbnail: raw.thumbnailUrl ?? '',
    url: raw.url,
    videoUrl: raw.embedUrl ?? '',
    views: raw.viewCount,
    likes: raw.likeCount,
    comments: raw.commentCount,
    publishedAt: raw.postedAt,
    engagementRate: engagementRate(raw.viewCount, raw.likeCount, raw.commentCount),
    outlierScore: raw.ownerRecentViews ? outlierScore(raw.viewCount, raw.ownerRecentViews) : null,
    hook: hookOf(raw.caption),
    sample: false,
  });
}

/**
 * The provider's delivery, all or nothing: every item must match its schema, or the delivery
 * is refused with the first problem ('Item 3 inválido: url'), in pt-BR, and nothing is stored.
 */
export const providerDeliveryParser: DeliveryParser = {
  parse(raw) {
    return raw.map((entry, index) => {
      const parsed = z.safeParse(providerItemSchema, entry);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.join('.') || 'formato';
        throw new DomainError('validation_failed', `Item ${index + 1} inválido: ${where}.`);
      }
      return toViralItem(parsed.data);
    });
  },
};

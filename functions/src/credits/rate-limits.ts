import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import type { DailyQuota, RateBucket } from './ports';

/**
 * The per-user limits (docs/PRODUCT.md §limits.rate). Sized so that a real creator never
 * meets them: writing, reading and recording a script takes minutes, while the bucket lets
 * 5 generations (or AI edits) go at once and one more every 6 seconds.
 */
export const GENERATION_BUCKET: RateBucket = {
  name: 'generation',
  burst: 5,
  intervalMs: 6_000,
  message: 'Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.',
};

/**
 * Re-checks of the password (the cancellation, account deletion; docs/PRODUCT.md §limits.rate):
 * 5 at once, then one a minute, counted before the pool is asked, so a guesser gets a handful of
 * tries where a person who mistyped still gets in.
 */
export const PASSWORD_RECHECK_BUCKET: RateBucket = {
  name: 'password-recheck',
  burst: 5,
  intervalMs: 60_000,
  message: 'Muitas tentativas de senha. Aguarde um minuto e tente de novo.',
};

/** The diagnostic page's model check calls the model for free: 10 a day (UTC) per user. */
export const DIAGNOSTIC_MODEL_QUOTA: DailyQuota = {
  name: 'diagnostic-model',
  max: 10,
  message: 'Você já testou o modelo de IA muitas vezes hoje. Tente de novo amanhã.',
};

/**
 * 'Melhorar prompt' on /gerador-imagens calls the text model for free: 20 a day (UTC) per user,
 * far above a creator's use, far below a loop's (docs/PRODUCT.md §limits.rate).
 */
export const IMPROVE_PROMPT_QUOTA: DailyQuota = {
  name: 'improve-image-prompt',
  max: 20,
  message: IMAGE_MESSAGES.improveQuota,
};

/**
 * The Viral Finder's sync search (docs/PRODUCT.md §limits.rate): free of credits but it spends
 * API quota, so 10 at once, then one every 6 seconds per user; repeated queries hit the cache.
 */
export const FINDER_SEARCH_BUCKET: RateBucket = {
  name: 'finder-search',
  burst: 10,
  intervalMs: 6_000,
  message: 'Muitas buscas seguidas. Aguarde alguns segundos e tente de novo.',
};

/**
 * The Viral Finder's deep search (docs/PRODUCT.md §limits.rate): each start runs up to four jobs at
 * a provider that bills per run, so 3 starts at once, then one every 6 minutes (10 an hour) per user.
 */
export const DEEP_SEARCH_BUCKET: RateBucket = {
  name: 'finder-deep-search',
  burst: 3,
  intervalMs: 6 * 60_000,
  message: 'Muitas buscas profundas seguidas. Aguarde alguns minutos e tente de novo.',
};

import { paceOf } from '@shared/teleprompter/pace.schema';
import { sizingWordsPerMinute, DEFAULT_WORDS_PER_MINUTE } from '@shared/scripts/script-options';
import { errorFields } from '../core/logger';
import type { Logger } from '../core/ports';
import type { PaceStore } from '../teleprompter/ports';

/**
 * The words per minute a new script is sized at: the user's measured pace when the script
 * creator may use it (`sizingWordsPerMinute`), else 130. A failed read only loses the
 * personal size, never the generation: it is logged and 130 is used.
 */
export async function sizingPace(ctx: { pace: Pick<PaceStore, 'get'>; log: Logger }, userId: string): Promise<number> {
  try {
    return sizingWordsPerMinute(paceOf(await ctx.pace.get(userId)));
  } catch (err) {
    ctx.log.warn('pace unavailable, sizing at the default', errorFields(err));
    return DEFAULT_WORDS_PER_MINUTE;
  }
}

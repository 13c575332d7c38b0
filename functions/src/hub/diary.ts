import { DIARY_MOOD, type DiaryEntry } from '@shared/hub/hub.schema';
import { startCoach, type CoachingContext } from './coach';
import { newHubId } from './hub-id';

/**
 * POST /api/hub/diary (docs/PRODUCT.md §screens.missao-influencer): the text was trimmed and checked by the shared
 * schema (blank: '✍️ Escreva algo antes de salvar!'); every entry is saved with the smiling mood, and
 * starts the coach's note (`generationId`; null when its job could not start).
 */
export async function addDiaryEntry(
  ctx: CoachingContext,
  userId: string,
  content: string,
): Promise<{ entry: DiaryEntry; generationId: string | null }> {
  const entry = { id: newHubId(), content, mood: DIARY_MOOD, createdAt: ctx.clock.now().toISOString() };
  await ctx.hub.addDiaryEntry(userId, entry);
  ctx.log.info('hub diary entry saved', { entryId: entry.id, length: content.length });
  // the coach answers the entry (docs/PRODUCT.md §flows.coach): its job, started after the save
  const generationId = await startCoach(ctx, userId, 'diary', content);
  return { entry, generationId };
}

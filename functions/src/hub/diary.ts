import { DIARY_MOOD, type DiaryEntry } from '@shared/hub/hub.schema';
import type { HubContext } from './hub';
import { newHubId } from './hub-id';

/**
 * POST /api/hub/diary (docs/PRODUCT.md §screens.missao-influencer): the text was trimmed and checked by the shared
 * schema (blank: '✍️ Escreva algo antes de salvar!'); every entry is saved with the smiling mood.
 */
export async function addDiaryEntry(ctx: HubContext, userId: string, content: string): Promise<{ entry: DiaryEntry }> {
  const entry = { id: newHubId(), content, mood: DIARY_MOOD, createdAt: ctx.clock.now().toISOString() };
  await ctx.hub.addDiaryEntry(userId, entry);
  ctx.log.info('hub diary entry saved', { entryId: entry.id, length: content.length });
  return { entry };
}

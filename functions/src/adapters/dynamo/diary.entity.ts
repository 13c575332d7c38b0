import * as z from 'zod/mini';
import { COACH_WRITERS } from '@shared/hub/hub.schema';
import type { StoredCoachNote, StoredDiaryEntry } from '../../hub/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * Diary entries and coach notes (docs/DATA-MODEL.md, `diary entry`, `coach note`: H12, H13),
 * `DIARY#<ulid>` and `COACH#<ulid>` under the user: the latest 10 are one descending Query each.
 */
export const DIARY_ENTRY_TYPE = 'diaryEntry';
export const COACH_NOTE_TYPE = 'coachNote';

export const diaryEntryItem = (userId: string, e: StoredDiaryEntry): Item => ({
  ...keys.diaryEntry(userId, e.id),
  type: DIARY_ENTRY_TYPE,
  ...e,
});

export const coachNoteItem = (userId: string, n: StoredCoachNote): Item => ({
  ...keys.coachNote(userId, n.id),
  type: COACH_NOTE_TYPE,
  ...n,
});

/** H12's and H13's Query: the newest `limit` of one kind. */
export const latestOf = (userId: string, kind: 'diary' | 'coach', limit: number) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: {
    ':pk': keys.userPk(userId),
    ':prefix': kind === 'diary' ? keys.diaryPrefix : keys.coachPrefix,
  },
  ScanIndexForward: false,
  Limit: limit,
});

const diarySchema = z.object({ id: z.string(), content: z.string(), mood: z.string(), createdAt: z.string() });
export function toDiaryEntry(item: Item): StoredDiaryEntry {
  const { id, content, mood, createdAt } = diarySchema.parse(item);
  return { id, content, mood, createdAt };
}

const coachSchema = z.object({
  id: z.string(),
  feedback: z.string(),
  writer: z.enum(COACH_WRITERS),
  createdAt: z.string(),
});
export function toCoachNote(item: Item): StoredCoachNote {
  const { id, feedback, writer, createdAt } = coachSchema.parse(item);
  return { id, feedback, writer, createdAt };
}

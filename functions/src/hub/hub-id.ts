import { createHash, randomUUID } from 'node:crypto';
import { monotonicFactory } from 'ulid';

const ulid = monotonicFactory();

/** Goal, diary and coach ids are ULIDs: sorting them sorts by creation, so 'latest 10' is one Query (docs/DATA-MODEL.md H9, H12). */
export const newHubId = (): string => ulid();

export const isHubId = (id: string | undefined): id is string => !!id && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);

/**
 * A coach job's generation id: a UUID, as every generation's (GET /api/generations/{id} reads only those). The note
 * that closes a day has one id per user and day, so two completions that both find the day done start one job: the
 * second start is the same id again, which the job's record answers once (docs/ARCHITECTURE.md §generation-jobs).
 */
export function coachGenerationId(userId: string, closesDay?: string): string {
  return closesDay ? derivedUuid('coach-day', userId, closesDay) : randomUUID();
}

/**
 * The job that writes again for a failed coach job ('Tentar de novo'): one id per failed job, so a double click
 * or a retried request starts one job, and a retry that fails too gets its own next one.
 */
export const coachRetryId = (userId: string, failedId: string): string => derivedUuid('coach-retry', userId, failedId);

/** A UUID from its parts' digest, laid out as version 8 (custom), so it passes the same checks a random one does. */
function derivedUuid(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

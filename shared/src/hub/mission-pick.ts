import { stableHash } from './hub-day';
import type { PhaseNumber } from './phases';

/** A mission template (docs/DATA-MODEL.md H17): the list is mission-templates.ts, the rows are in the table. */
export interface MissionTemplate {
  id: string;
  phase: PhaseNumber;
  title: string;
  description: string;
  xp: number;
  coins: number;
}

/** Missions a day: 5. */
export const MISSIONS_PER_DAY = 5;

/**
 * The day's 5 templates for a user: drawn from the phase's templates (read from the table) without
 * repeats, by a shuffle seeded with the user and the day (two tabs asking at once pick the same, and the
 * server keeps only one set). Sorted by id first, so the order the rows came in does not matter.
 */
export function pickMissionTemplates(
  templates: readonly MissionTemplate[],
  seed: string,
  count = MISSIONS_PER_DAY,
): MissionTemplate[] {
  const pool = [...templates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let state = stableHash(seed) || 1;
  const next = () => {
    // xorshift32: small, deterministic and spread enough for a shuffle of a dozen items
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

import type { Clock } from './ports';

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always answers the same instant; for tests. */
export function fixedClock(iso: string): Clock {
  return { now: () => new Date(iso) };
}

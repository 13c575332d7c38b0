/**
 * The leagues (docs/PRODUCT.md §limits.hub): the league follows the total XP through these
 * thresholds; the header shows the next one and how far away it is.
 */
export const LEAGUE_IDS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type LeagueId = (typeof LEAGUE_IDS)[number];

export interface League {
  id: LeagueId;
  name: string;
  /** Total XP from which the league starts. */
  minXp: number;
}

export const LEAGUES: readonly League[] = [
  { id: 'bronze', name: 'Bronze', minXp: 0 },
  { id: 'silver', name: 'Prata', minXp: 1_000 },
  { id: 'gold', name: 'Ouro', minXp: 5_000 },
  { id: 'platinum', name: 'Platina', minXp: 15_000 },
  { id: 'diamond', name: 'Diamante', minXp: 40_000 },
];

export interface LeagueStanding {
  id: LeagueId;
  name: string;
  /** The next league, null in the last one. */
  next: { id: LeagueId; name: string; minXp: number } | null;
  /** XP still missing to reach the next league, null in the last one. */
  xpToNext: number | null;
}

/** @example leagueOf(1_200) // { id: 'silver', name: 'Prata', next: { id: 'gold', … }, xpToNext: 3_800 } */
export function leagueOf(totalXp: number): LeagueStanding {
  const xp = Math.max(0, totalXp);
  let i = 0;
  while (i + 1 < LEAGUES.length && xp >= LEAGUES[i + 1]!.minXp) i++;
  const league = LEAGUES[i]!;
  const next = LEAGUES[i + 1] ?? null;
  return { id: league.id, name: league.name, next: next && { ...next }, xpToNext: next ? next.minXp - xp : null };
}

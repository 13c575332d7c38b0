/**
 * The follower journey (docs/PRODUCT.md §limits.hub): five phases by followers_count, which pick
 * the day's missions and light the journey banner.
 */
export interface FollowerPhase {
  phase: 1 | 2 | 3 | 4 | 5;
  name: string;
  /** The banner's short label and range. */
  short: string;
  range: string;
  /** Followers from which the phase starts. */
  minFollowers: number;
}

export const FOLLOWER_PHASES: readonly FollowerPhase[] = [
  { phase: 1, name: 'Novato em Ação', short: 'Novato', range: '0-1K', minFollowers: 0 },
  { phase: 2, name: 'Em Ascensão', short: 'Ascensão', range: '1K-3K', minFollowers: 1_000 },
  { phase: 3, name: 'Comunidade Crescendo', short: 'Comunidade', range: '3K-6K', minFollowers: 3_000 },
  { phase: 4, name: 'Rumo ao Topo', short: 'Rumo ao Topo', range: '6K-9K', minFollowers: 6_000 },
  { phase: 5, name: 'Missão 10K', short: 'Missão 10K', range: '9K-10K', minFollowers: 9_000 },
];

export type PhaseNumber = FollowerPhase['phase'];

/**
 * The phase a follower count gives: under 1,000 phase 1, under 3,000 phase 2, under 6,000 phase 3,
 * under 9,000 phase 4, else phase 5.
 *
 * @example phaseOf(2_999).name // 'Em Ascensão'
 */
export function phaseOf(followersCount: number): FollowerPhase {
  let found = FOLLOWER_PHASES[0]!;
  for (const p of FOLLOWER_PHASES) if (followersCount >= p.minFollowers) found = p;
  return found;
}

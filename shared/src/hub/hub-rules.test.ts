import {
  addDays,
  dayKey,
  daysBetween,
  lastDays,
  monthGrid,
  monthRange,
  shiftMonth,
  isDay,
  startOfDay,
  placeTimeZone,
} from './hub-day';
import { FOLLOWER_PHASES, phaseOf } from './phases';
import { leagueOf, LEAGUES } from './leagues';
import { currentStreak, EMPTY_STREAK, onCompletion, type StreakState } from './streak';
import { AVATARS, STREAK_FREEZE, THEMES, shopItem } from './shop';
import { goalProgress, isGoalReached } from './goals';
import { DAILY_TIPS, tipOfDay } from './daily-tips';
import { MISSION_TEMPLATES, MISSIONS_PER_DAY, pickMissionTemplates, templatesOf } from './mission-templates';

describe('the follower phase (docs/PRODUCT.md §limits.hub)', () => {
  it.each([
    [0, 1, 'Novato em Ação'],
    [999, 1, 'Novato em Ação'],
    [1_000, 2, 'Em Ascensão'],
    [2_999, 2, 'Em Ascensão'],
    [3_000, 3, 'Comunidade Crescendo'],
    [5_999, 3, 'Comunidade Crescendo'],
    [6_000, 4, 'Rumo ao Topo'],
    [8_999, 4, 'Rumo ao Topo'],
    [9_000, 5, 'Missão 10K'],
    [250_000, 5, 'Missão 10K'],
  ])('%i followers is phase %i, %s', (followers, phase, name) => {
    expect(phaseOf(followers)).toMatchObject({ phase, name });
  });

  it('names the five phases of the journey banner', () => {
    expect(FOLLOWER_PHASES.map((p) => `${p.short} ${p.range}`)).toEqual([
      'Novato 0-1K',
      'Ascensão 1K-3K',
      'Comunidade 3K-6K',
      'Rumo ao Topo 6K-9K',
      'Missão 10K 9K-10K',
    ]);
  });
});

describe('the league (docs/PRODUCT.md §limits.hub)', () => {
  it('follows the total XP through the thresholds, with the next league and its distance', () => {
    expect(leagueOf(0)).toEqual({
      id: 'bronze',
      name: 'Bronze',
      next: { id: 'silver', name: 'Prata', minXp: 1_000 },
      xpToNext: 1_000,
    });
    expect(leagueOf(999)).toMatchObject({ id: 'bronze', xpToNext: 1 });
    expect(leagueOf(1_000)).toMatchObject({ id: 'silver', next: { id: 'gold' }, xpToNext: 4_000 });
    expect(leagueOf(14_999)).toMatchObject({ id: 'gold', xpToNext: 1 });
    expect(leagueOf(15_000)).toMatchObject({ id: 'platinum', xpToNext: 25_000 });
    expect(leagueOf(40_000)).toEqual({ id: 'diamond', name: 'Diamante', next: null, xpToNext: null });
    expect(leagueOf(9_999_999).id).toBe('diamond');
  });

  it('keeps the thresholds rising, bronze first', () => {
    expect(LEAGUES[0]).toMatchObject({ id: 'bronze', minXp: 0 });
    for (let i = 1; i < LEAGUES.length; i++) expect(LEAGUES[i]!.minXp).toBeGreaterThan(LEAGUES[i - 1]!.minXp);
  });
});

describe('the days of the hub', () => {
  it("gives the day in the user's time zone, São Paulo by default", () => {
    expect(dayKey(new Date('2026-03-15T02:59:59Z'))).toBe('2026-03-14');
    expect(dayKey(new Date('2026-03-15T03:00:00Z'))).toBe('2026-03-15');
    expect(dayKey(new Date('2026-03-15T02:30:00Z'), 'UTC')).toBe('2026-03-15');
    expect(dayKey(new Date('2026-03-14T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-15');
  });

  it("takes the browser's time zone only when it is a place's", () => {
    expect(placeTimeZone('America/Manaus')).toBe('America/Manaus');
    expect(placeTimeZone('Europe/Lisbon')).toBe('Europe/Lisbon');
    for (const noPlace of [
      'UTC',
      'Etc/UTC',
      'Etc/GMT+3',
      'GMT',
      undefined,
      '',
      'Marte/Base',
      'America/'.padEnd(80, 'x'),
    ])
      expect(placeTimeZone(noPlace)).toBeNull();
  });

  it("finds when a day begins in the user's time zone", () => {
    expect(startOfDay('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(startOfDay('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfDay('2026-03-29', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(lastDays('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(monthRange('2024-02')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });

  it('lays a month out in Sunday-first weeks', () => {
    // March 2026 starts on a Sunday, February 2026 on a Sunday too, April 2026 on a Wednesday
    const april = monthGrid('2026-04');
    expect(april[0]).toEqual([null, null, null, '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);
    expect(april.every((w) => w.length === 7)).toBe(true);
    expect(april.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2026-03')[0]![0]).toBe('2026-03-01');
  });
});

describe("the streak, 'Dias de Fogo' (docs/PRODUCT.md §flows.streak)", () => {
  const TZ = 'America/Sao_Paulo';
  /** Completions at these instants, folded through the rule; the freezes bought along the way by day. */
  function fold(instants: string[], freezesBought: Record<string, number> = {}) {
    let state: StreakState = EMPTY_STREAK;
    let freezes = 0;
    const bought = { ...freezesBought };
    for (const at of instants) {
      const day = dayKey(new Date(at), TZ);
      for (const [d, n] of Object.entries(bought)) {
        if (d > day) continue;
        freezes += n;
        delete bought[d];
      }
      const r = onCompletion(state, day, freezes);
      state = r.state;
      freezes -= r.freezesUsed;
    }
    return { state, freezes };
  }

  it('counts days, not completions: five missions on one day are one day', () => {
    const { state } = fold([
      '2026-03-01T12:00:00Z',
      '2026-03-01T13:00:00Z',
      '2026-03-01T14:00:00Z',
      '2026-03-01T15:00:00Z',
      '2026-03-01T16:00:00Z',
    ]);
    expect(state).toEqual({ days: 1, lastDay: '2026-03-01' });
  });

  it('over a month with gaps: a missed day starts again at 1', () => {
    const active = [1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 14, 15, 16, 17, 18, 19, 20, 25, 26, 27, 28, 29, 30, 31];
    const instants = active.map((d) => `2026-03-${String(d).padStart(2, '0')}T15:00:00Z`);
    expect(fold(instants.slice(0, 5)).state.days).toBe(5); // 1–5
    expect(fold(instants.slice(0, 8)).state.days).toBe(3); // 7, 8, 9 after missing the 6th
    expect(fold(instants.slice(0, 17)).state.days).toBe(9); // 12–20
    expect(fold(instants).state).toEqual({ days: 7, lastDay: '2026-03-31' }); // 25–31

    const state = fold(instants.slice(0, 17)).state; // last active day: the 20th
    expect(currentStreak(state, '2026-03-20', 0)).toBe(9);
    expect(currentStreak(state, '2026-03-21', 0)).toBe(9); // today may still continue it
    expect(currentStreak(state, '2026-03-22', 0)).toBe(0); // the 21st was missed
  });

  it("follows the user's time zone: 23:30 in São Paulo is still that day, though UTC has moved on", () => {
    // 2026-03-10 23:30 in São Paulo is 2026-03-11T02:30Z; the next completion is the evening of the 11th
    const { state } = fold(['2026-03-11T02:30:00Z', '2026-03-11T23:00:00Z']);
    expect(state).toEqual({ days: 2, lastDay: '2026-03-11' });
    // the same instants read in UTC would be one day (the 11th): the zone decides
    let utc = onCompletion(EMPTY_STREAK, dayKey(new Date('2026-03-11T02:30:00Z'), 'UTC'), 0).state;
    utc = onCompletion(utc, dayKey(new Date('2026-03-11T23:00:00Z'), 'UTC'), 0).state;
    expect(utc).toEqual({ days: 1, lastDay: '2026-03-11' });
  });

  it('a streak freeze covers one missed day, and is used up', () => {
    const instants = ['2026-03-01T15:00:00Z', '2026-03-02T15:00:00Z', '2026-03-04T15:00:00Z'];
    expect(fold(instants).state.days).toBe(1);
    const covered = fold(instants, { '2026-03-02': 1 });
    expect(covered).toEqual({ state: { days: 3, lastDay: '2026-03-04' }, freezes: 0 });
    // shown alive while the freeze is held and only one day was missed
    const held = { days: 2, lastDay: '2026-03-02' };
    expect(currentStreak(held, '2026-03-04', 1)).toBe(2);
    expect(currentStreak(held, '2026-03-05', 1)).toBe(0);
    // two missed days are more than one freeze covers
    expect(fold(['2026-03-01T15:00:00Z', '2026-03-04T15:00:00Z'], { '2026-03-01': 1 })).toEqual({
      state: { days: 1, lastDay: '2026-03-04' },
      freezes: 1,
    });
  });
});

describe('the shop (docs/PRODUCT.md §flows.shop)', () => {
  it('sells 10 avatars from Criador Iniciante (100) to Lendário (1,968,300), each three times the last', () => {
    expect(AVATARS).toHaveLength(10);
    expect(AVATARS[0]).toMatchObject({ name: 'Criador Iniciante', cost: 100 });
    expect(AVATARS[9]).toMatchObject({ name: 'Lendário', cost: 1_968_300 });
    AVATARS.forEach((a, i) => expect(a.cost).toBe(100 * 3 ** i));
    expect(new Set(AVATARS.map((a) => a.id)).size).toBe(10);
  });

  it('sells the 5 themes at 300 and the streak freeze at 200', () => {
    expect(THEMES.map((t) => [t.id, t.cost])).toEqual([
      ['neon', 300],
      ['dark', 300],
      ['tropical', 300],
      ['espacial', 300],
      ['retro', 300],
    ]);
    expect(STREAK_FREEZE).toMatchObject({ name: 'Proteção de sequência', cost: 200 });
    expect(shopItem('avatar', 'lendario')?.cost).toBe(1_968_300);
    expect(shopItem('theme', 'criador-iniciante')).toBeNull();
    expect(shopItem('streakFreeze', 'streak-freeze')?.cost).toBe(200);
  });
});

describe('goals (docs/PRODUCT.md §flows.goals)', () => {
  it('caps the bar at 100% and knows a reached goal', () => {
    expect(goalProgress(250, 1_000)).toBe(25);
    expect(goalProgress(999, 1_000)).toBe(99);
    expect(goalProgress(1_500, 1_000)).toBe(100);
    expect(isGoalReached(999, 1_000)).toBe(false);
    expect(isGoalReached(1_000, 1_000)).toBe(true);
  });
});

describe('the tip of the day (docs/PRODUCT.md §screens.missao-influencer)', () => {
  it('comes from at least 90 distinct pt-BR tips', () => {
    expect(DAILY_TIPS.length).toBeGreaterThanOrEqual(90);
    expect(new Set(DAILY_TIPS).size).toBe(DAILY_TIPS.length);
  });

  it("stays the same all day in the user's time zone and changes across days", () => {
    const morning = dayKey(new Date('2026-03-15T03:05:00Z')); // 00:05 in São Paulo
    const night = dayKey(new Date('2026-03-16T02:55:00Z')); // 23:55 in São Paulo, same day
    expect(morning).toBe(night);
    expect(tipOfDay(morning)).toBe(tipOfDay(night));
    const month = Array.from({ length: 30 }, (_, i) => tipOfDay(addDays('2026-03-01', i)));
    expect(new Set(month).size).toBeGreaterThan(15);
  });
});

describe('the mission templates (docs/PRODUCT.md §flows.missions)', () => {
  it('has at least 8 pt-BR templates in each of the 5 phases, with unique ids', () => {
    for (const phase of [1, 2, 3, 4, 5] as const) expect(templatesOf(phase).length).toBeGreaterThanOrEqual(8);
    expect(new Set(MISSION_TEMPLATES.map((m) => m.id)).size).toBe(MISSION_TEMPLATES.length);
    for (const m of MISSION_TEMPLATES) {
      expect(m.xp).toBeGreaterThan(0);
      expect(m.coins).toBeGreaterThan(0);
      expect(m.title.length).toBeGreaterThan(3);
    }
  });

  it("picks 5 different templates of the phase, the same for one user's day", () => {
    const a = pickMissionTemplates(templatesOf(3), 'ana:2026-03-15');
    expect(a).toHaveLength(MISSIONS_PER_DAY);
    expect(new Set(a.map((m) => m.id)).size).toBe(5);
    expect(a.every((m) => m.phase === 3)).toBe(true);
    expect(pickMissionTemplates(templatesOf(3), 'ana:2026-03-15')).toEqual(a);
    // the rows a Query returns, in whatever order: the same pick
    expect(pickMissionTemplates([...templatesOf(3)].reverse(), 'ana:2026-03-15')).toEqual(a);
    const days = Array.from({ length: 10 }, (_, i) => pickMissionTemplates(templatesOf(3), `ana:2026-03-${10 + i}`));
    expect(new Set(days.map((d) => d.map((m) => m.id).join())).size).toBeGreaterThan(1);
  });
});

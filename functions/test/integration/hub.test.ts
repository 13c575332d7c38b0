import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { DynamoHubStore } from '../../src/adapters/dynamo/hub-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { missionTemplateItems, seedMissionTemplates } from '../../src/adapters/dynamo/mission-template.entity';
import { MISSION_TEMPLATES, type MissionTemplate } from '@shared/hub/mission-templates';
import { HUB_MESSAGES } from '@shared/hub/hub.schema';
import { hubProfileItem } from '../../src/adapters/dynamo/hub-profile.entity';
import { NEW_HUB_PROFILE } from '../../src/hub/hub-view';
import { ensureTable } from '../../../scripts/local/dynamo-local';
import { scriptItem } from '../../src/adapters/dynamo/script.entity';
import { THEMES } from '@shared/hub/shop';
import { aStoredScript } from '../../src/scripts/test-fixtures';
import type { CoachingDeps } from '../../src/composition/coach-request';
import { makeHandler as makeGetHub } from '../../src/handlers/hub/get-hub.handler';
import { makeHandler as makeComplete } from '../../src/handlers/hub/complete-mission.handler';
import { makeHandler as makeCreateGoal } from '../../src/handlers/hub/create-goal.handler';
import { makeHandler as makeUpdateGoal } from '../../src/handlers/hub/update-goal-progress.handler';
import { makeHandler as makeDiary } from '../../src/handlers/hub/create-diary-entry.handler';
import { makeHandler as makeCalendar } from '../../src/handlers/hub/get-calendar.handler';
import { makeHandler as makePurchase } from '../../src/handlers/hub/purchase.handler';
import { makeHandler as makeActivate } from '../../src/handlers/hub/activate.handler';
import { makeHandler as makeUpdateProfile } from '../../src/handlers/hub/update-hub-profile.handler';
import { makeHandler as makeRetryCoach } from '../../src/handlers/hub/retry-coach.handler';
import type { TextWriter } from '../../src/core/ports';
import {
  apiEvent,
  generationOf,
  makeHarness,
  makeTestDb,
  subscribedUser,
  TABLE,
  userRows,
  type Harness,
} from './harness';

/** The growth hub against DynamoDB Local (docs/PRODUCT.md §screens.missao-influencer; docs/DATA-MODEL.md H1–H16). */
const db = makeTestDb();
let h: Harness;
/** The clock the hub's handlers read: a test moves it, never waits. */
let now = new Date('2026-03-15T15:00:00.000Z'); // 12:00 in São Paulo
const setNow = (iso: string) => (now = new Date(iso));

type Handler = (e: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;
let handlers: Record<
  | 'get'
  | 'complete'
  | 'createGoal'
  | 'updateGoal'
  | 'diary'
  | 'calendar'
  | 'purchase'
  | 'activate'
  | 'updateProfile'
  | 'retryCoach',
  Handler
>;

beforeAll(async () => {
  h = await makeHarness();
  // the table's seed rows, as the local start and the deploy write them (docs/DATA-MODEL.md H17)
  await seedMissionTemplates(db, TABLE, MISSION_TEMPLATES);
  const deps: CoachingDeps = { ...h.deps, clock: { now: () => now }, hub: new DynamoHubStore(db, TABLE) };
  handlers = {
    get: makeGetHub(deps),
    complete: makeComplete(deps),
    createGoal: makeCreateGoal(deps),
    updateGoal: makeUpdateGoal(deps),
    diary: makeDiary(deps),
    calendar: makeCalendar(deps),
    purchase: makePurchase(deps),
    activate: makeActivate(deps),
    updateProfile: makeUpdateProfile(deps),
    retryCoach: makeRetryCoach(deps),
  };
});

beforeEach(() => setNow('2026-03-15T15:00:00.000Z'));

async function call(
  name: keyof typeof handlers,
  token: string,
  opts: { body?: unknown; id?: string; query?: Record<string, string> } = {},
) {
  const event = apiEvent('X /api/hub', {
    token,
    body: opts.body,
    pathParameters: opts.id ? { id: opts.id } : undefined,
  });
  if (opts.query) event.queryStringParameters = opts.query;
  const r = await handlers[name](event);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: r.statusCode, body: JSON.parse(r.body!) as any };
}

const proUser = () => subscribedUser(h, 'pro', 0);
const setCoins = (userId: string, coins: number) =>
  db.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.hubProfile(userId),
      UpdateExpression: 'SET totalCoins = :c',
      ExpressionAttributeValues: { ':c': coins },
    }),
  );
const rowsOf = async (userId: string, prefix: string) =>
  (await userRows(db, userId)).filter((r) => String(r.sk).startsWith(prefix));

describe("today's missions", () => {
  it('two tabs opening the hub at the same moment make exactly 5 missions, the same for both', async () => {
    const u = await proUser();
    const [a, b] = await Promise.all([call('get', u.token), call('get', u.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.missions).toHaveLength(5);
    expect(b.body.missions).toEqual(a.body.missions);
    expect(await rowsOf(u.id, 'MISSION#')).toHaveLength(5);
    expect(await rowsOf(u.id, 'HUBDAY#')).toHaveLength(1);
    // and fifty at once still make one set (issue 34, atomicity: docs/QUALITY.md §concurrency)
    setNow('2026-03-16T15:00:00.000Z');
    const many = await Promise.all(Array.from({ length: 50 }, () => call('get', u.token)));
    expect(many.every((r) => r.status === 200 && r.body.missions.length === 5)).toBe(true);
    expect(new Set(many.map((r) => JSON.stringify(r.body.missions))).size).toBe(1);
    expect(await rowsOf(u.id, 'MISSION#2026-03-16#')).toHaveLength(5);
    expect(await rowsOf(u.id, 'HUBDAY#')).toHaveLength(2);
  }, 20_000);

  it("picks the missions of the user's follower phase, and opens with a bronze header", async () => {
    const u = await proUser();
    expect((await call('updateProfile', u.token, { body: { followersCount: 6_500 } })).body.profile.phase).toBe(4);
    const r = await call('get', u.token);
    expect(r.body.profile).toMatchObject({
      totalXp: 0,
      totalCoins: 0,
      streakDays: 0,
      followersCount: 6_500,
      phase: 4,
      league: { id: 'bronze', next: { id: 'silver' }, xpToNext: 1_000 },
      activeAvatarId: null,
      activeThemeId: 'default',
    });
    expect(r.body.today).toBe('2026-03-15');
    expect(r.body.missions.every((m: { status: string }) => m.status === 'pending')).toBe(true);
    expect(typeof r.body.tip).toBe('string');
    expect(r.body.xpByDay).toHaveLength(30);
  });
});

describe('the mission templates, seed data in the table (docs/DATA-MODEL.md H17)', () => {
  const phaseRows = async (table: string, phase: number) =>
    (
      await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.missionTemplatePk(phase) },
        }),
      )
    ).Items ?? [];

  it('seeding twice gives the same rows, one per template, under its phase', async () => {
    await seedMissionTemplates(db, TABLE, MISSION_TEMPLATES);
    await seedMissionTemplates(db, TABLE, MISSION_TEMPLATES);
    const rows = (await Promise.all([1, 2, 3, 4, 5].map((p) => phaseRows(TABLE, p)))).flat();
    expect(rows).toHaveLength(MISSION_TEMPLATES.length);
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => String(a.sk).localeCompare(String(b.sk));
    expect([...rows].sort(byId)).toEqual([...missionTemplateItems(MISSION_TEMPLATES)].sort(byId));
  });

  it("makes the day's missions from the table's rows, and says so when the phase has none", async () => {
    // a table of its own whose phase-1 rows are not the list in shared/: the missions must be these
    const table = `${TABLE}-templates`;
    await ensureTable(process.env.TEST_DYNAMO_ENDPOINT!, table);
    const own: MissionTemplate[] = Array.from({ length: 6 }, (_, i) => ({
      id: `t1-${i}`,
      phase: 1,
      title: `Missão da tabela ${i}`,
      description: 'Lida da tabela, não do código.',
      xp: 7,
      coins: 3,
    }));
    await seedMissionTemplates(db, table, own);
    const get = makeGetHub({ ...h.deps, clock: { now: () => now }, hub: new DynamoHubStore(db, table) });
    const u = await proUser();
    const r = await get(apiEvent('GET /api/hub', { token: u.token }));
    expect(r.statusCode).toBe(200);
    const missions = JSON.parse(r.body!).missions as Array<{ title: string; xp: number; coins: number }>;
    expect(missions).toHaveLength(5);
    expect(missions.every((m) => m.title.startsWith('Missão da tabela') && m.xp === 7 && m.coins === 3)).toBe(true);
    // phase 2 has no rows in that table: no missions invented from the code, a pt-BR error instead
    const v = await proUser();
    await db.send(
      new PutCommand({
        TableName: table,
        Item: hubProfileItem(v.id, { ...NEW_HUB_PROFILE, followersCount: 2_000 }, now),
      }),
    );
    const empty = await get(apiEvent('GET /api/hub', { token: v.token }));
    expect(empty.statusCode).toBe(500);
    expect(JSON.parse(empty.body!).message).toBe(HUB_MESSAGES.missionsLoadFailed);
  });
});

describe('completing a mission', () => {
  it('a double click awards the XP and coins once', async () => {
    const u = await proUser();
    const [m] = (await call('get', u.token)).body.missions;
    const [a, b] = await Promise.all([
      call('complete', u.token, { id: m.id }),
      call('complete', u.token, { id: m.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const awards = [a.body.awarded, b.body.awarded].filter(Boolean);
    expect(awards).toEqual([{ xp: m.xp, coins: m.coins }]);
    // a retry later changes nothing either
    const retry = await call('complete', u.token, { id: m.id });
    expect(retry.body.awarded).toBeNull();
    expect(retry.body.mission.status).toBe('completed');
    expect(retry.body.profile).toMatchObject({ totalXp: m.xp, totalCoins: m.coins, streakDays: 1 });
    const hub = (await call('get', u.token)).body;
    expect(hub.stats.missionsLast7Days).toBe(1);
    expect(hub.xpByDay.at(-1)).toEqual({ date: '2026-03-15', xp: m.xp });
  });

  // issue 34's races (docs/QUALITY.md §concurrency)
  it('50 concurrent completions of the same mission pay once', async () => {
    const u = await proUser();
    const [m] = (await call('get', u.token)).body.missions;
    const results = await Promise.all(Array.from({ length: 50 }, () => call('complete', u.token, { id: m.id })));
    expect(results.every((r) => r.status === 200 && r.body.mission.status === 'completed')).toBe(true);
    expect(results.map((r) => r.body.awarded).filter(Boolean)).toEqual([{ xp: m.xp, coins: m.coins }]);
    expect((await call('get', u.token)).body.profile).toMatchObject({
      totalXp: m.xp,
      totalCoins: m.coins,
      streakDays: 1,
    });
  }, 20_000);

  it("says 'Tudo Completo!' once all five are done, and the calendar shows the day complete", async () => {
    const u = await proUser();
    const missions = (await call('get', u.token)).body.missions as Array<{ id: string; xp: number }>;
    const results = await Promise.all(missions.map((m) => call('complete', u.token, { id: m.id })));
    expect(results.every((r) => r.status === 200 && r.body.awarded)).toBe(true);
    const last = await call('complete', u.token, { id: missions[0]!.id });
    expect(last.body.allCompleted).toBe(true);
    expect(last.body.profile.totalXp).toBe(missions.reduce((s, m) => s + m.xp, 0));
    expect(last.body.profile.streakDays).toBe(1); // five completions, one day
    const cal = await call('calendar', u.token, { query: { month: '2026-03' } });
    expect(cal.body).toEqual({
      month: '2026-03',
      today: '2026-03-15',
      days: [{ date: '2026-03-15', total: 5, completed: 5 }],
    });
    expect((await call('calendar', u.token, { query: { month: '2026-3' } })).status).toBe(400);
  });

  it("counts 'Dias de Fogo' by days in São Paulo, resets after a missed day, and a freeze covers one", async () => {
    const u = await proUser();
    const completeFirst = async () => {
      const [m] = (await call('get', u.token)).body.missions;
      return (await call('complete', u.token, { id: m.id })).body.profile;
    };
    expect((await completeFirst()).streakDays).toBe(1); // the 15th
    setNow('2026-03-16T02:30:00.000Z'); // 23:30 of the 15th in São Paulo: the same day
    expect((await call('get', u.token)).body.today).toBe('2026-03-15');
    setNow('2026-03-16T12:00:00.000Z');
    expect((await completeFirst()).streakDays).toBe(2);
    setNow('2026-03-18T12:00:00.000Z'); // the 17th missed
    expect((await call('get', u.token)).body.profile.streakDays).toBe(0);
    expect((await completeFirst()).streakDays).toBe(1);

    await setCoins(u.id, 500);
    expect((await call('purchase', u.token, { body: { kind: 'streakFreeze', itemId: 'streak-freeze' } })).status).toBe(
      200,
    );
    const owned = await call('purchase', u.token, { body: { kind: 'streakFreeze', itemId: 'streak-freeze' } });
    expect(owned).toMatchObject({ status: 409, body: { message: '🧊 Você já possui uma Proteção de sequência!' } });
    setNow('2026-03-20T12:00:00.000Z'); // the 19th missed, covered by the freeze
    expect((await call('get', u.token)).body.profile).toMatchObject({ streakDays: 1, streakFreezes: 1 });
    expect(await completeFirst()).toMatchObject({ streakDays: 2, streakFreezes: 0 });
  });

  it("turns the streak at the user's midnight, not UTC's: across the boundary in São Paulo and in Tokyo", async () => {
    const completeSlot = async (u: { token: string }, slot: number) => {
      const m = (await call('get', u.token)).body.missions[slot];
      return (await call('complete', u.token, { id: m.id })).body.profile;
    };
    // São Paulo (UTC−3): 23:55 of the 15th and 00:05 of the 16th are ten minutes and two days apart.
    const sp = await proUser();
    setNow('2026-03-16T02:55:00.000Z');
    expect((await completeSlot(sp, 0)).streakDays).toBe(1);
    setNow('2026-03-16T03:05:00.000Z');
    expect((await call('get', sp.token)).body.today).toBe('2026-03-16');
    expect((await completeSlot(sp, 0)).streakDays).toBe(2);
    // 09:00 and 22:30 of the 16th fall on two UTC days but one day in São Paulo: no third day.
    setNow('2026-03-17T01:30:00.000Z');
    expect((await completeSlot(sp, 1)).streakDays).toBe(2);

    // Tokyo (UTC+9), chosen by the user: the day turns at 15:00 UTC.
    const tokyo = await proUser();
    expect(await call('updateProfile', tokyo.token, { body: { timeZone: 'Asia/Tokyo' } })).toMatchObject({
      status: 200,
    });
    setNow('2026-03-15T14:55:00.000Z'); // 23:55 of the 15th in Tokyo
    expect((await completeSlot(tokyo, 0)).streakDays).toBe(1);
    setNow('2026-03-15T15:05:00.000Z'); // 00:05 of the 16th in Tokyo, still the 15th in São Paulo and UTC
    expect((await call('get', tokyo.token)).body.today).toBe('2026-03-16');
    expect((await completeSlot(tokyo, 0)).streakDays).toBe(2);
    // the 17th in Tokyo passes without a completion: on the 18th the streak is gone
    setNow('2026-03-17T15:05:00.000Z');
    expect((await call('get', tokyo.token)).body.profile.streakDays).toBe(0);
  });

  it("refuses a past day's mission and an unknown id", async () => {
    const u = await proUser();
    const [m] = (await call('get', u.token)).body.missions;
    setNow('2026-03-16T15:00:00.000Z');
    expect(await call('complete', u.token, { id: m.id })).toMatchObject({
      status: 409,
      body: { message: 'Esta missão não é de hoje e não pode mais ser concluída.' },
    });
    expect((await call('complete', u.token, { id: 'nada' })).status).toBe(404);
    expect((await call('complete', u.token, { id: '2026-03-16-4' })).status).toBe(404);
  });
});

describe('the shop', () => {
  // issue 34's races (docs/QUALITY.md §concurrency)
  it('50 purchases at once with coins for only one: exactly one, and coins never below 0', async () => {
    const u = await proUser();
    await call('get', u.token);
    await setCoins(u.id, 300);
    // the six items of 300 coins, in turn: any one of them spends the whole balance
    const items = [
      { kind: 'avatar', itemId: 'criador-dedicado' },
      ...THEMES.map((t) => ({ kind: 'theme', itemId: t.id })),
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('purchase', u.token, { body: items[i % items.length] })),
    );
    const bought = results.filter((r) => r.status === 200);
    expect(bought).toHaveLength(1);
    // the rest: short of coins, or (the same item as the one bought) already owned
    for (const r of results.filter((x) => x.status !== 200)) {
      expect([402, 409]).toContain(r.status);
      if (r.status === 402) expect(r.body.message).toBe('💰 Moedas insuficientes! Você precisa de 300 moedas.');
    }
    const profile = (await call('get', u.token)).body.profile;
    expect(profile.totalCoins).toBe(0);
    expect(profile.ownedAvatars.length + profile.ownedThemes.length).toBe(1);
  }, 20_000);

  it('the same avatar bought twice at once is charged once; the second hears it is owned', async () => {
    const u = await proUser();
    await call('get', u.token);
    await setCoins(u.id, 1_000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('purchase', u.token, { body: { kind: 'avatar', itemId: 'criador-iniciante' } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(3).fill('🎨 Você já possui este avatar!'),
    );
    const profile = (await call('get', u.token)).body.profile;
    expect(profile).toMatchObject({ totalCoins: 900, ownedAvatars: ['criador-iniciante'] });
  });

  it('the first avatar bought becomes active; activating one deactivates the other; themes stay inactive until chosen', async () => {
    const u = await proUser();
    await call('get', u.token);
    await setCoins(u.id, 1_000);
    let r = await call('purchase', u.token, { body: { kind: 'avatar', itemId: 'criador-iniciante' } });
    expect(r.body.profile.activeAvatarId).toBe('criador-iniciante');
    r = await call('purchase', u.token, { body: { kind: 'avatar', itemId: 'criador-dedicado' } });
    expect(r.body.profile).toMatchObject({ activeAvatarId: 'criador-iniciante', totalCoins: 600 });
    r = await call('activate', u.token, { body: { kind: 'avatar', itemId: 'criador-dedicado' } });
    expect(r.body.profile.activeAvatarId).toBe('criador-dedicado');
    r = await call('purchase', u.token, { body: { kind: 'theme', itemId: 'tropical' } });
    expect(r.body.profile).toMatchObject({ activeThemeId: 'default', ownedThemes: ['tropical'], totalCoins: 300 });
    r = await call('activate', u.token, { body: { kind: 'theme', itemId: 'tropical' } });
    expect(r.body.profile.activeThemeId).toBe('tropical');
    expect((await call('activate', u.token, { body: { kind: 'theme', itemId: 'neon' } })).status).toBe(409);
    expect((await call('activate', u.token, { body: { kind: 'avatar', itemId: 'lendario' } })).status).toBe(409);
    r = await call('activate', u.token, { body: { kind: 'theme', itemId: 'default' } });
    expect(r.body.profile.activeThemeId).toBe('default');
    expect((await call('purchase', u.token, { body: { kind: 'avatar', itemId: 'nada' } })).status).toBe(404);
  });
});

describe('goals and the diary', () => {
  it("creates a goal by the spec's rules, updates its progress, caps the bar and celebrates the reach once", async () => {
    const u = await proUser();
    const missing = await call('createGoal', u.token, { body: { deadline: '2026-06-30' } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Preencha todos os campos obrigatórios' } });
    const created = await call('createGoal', u.token, {
      body: { targetValue: 1_000, deadline: '2026-06-30', currentValue: 400, objective: 'Crescer no nicho' },
    });
    expect(created.status).toBe(201);
    const goal = created.body.goal;
    expect(goal).toMatchObject({
      type: 'followers',
      platform: 'instagram',
      currentValue: 400,
      progress: 40,
      reached: false,
    });
    let r = await call('updateGoal', u.token, { id: goal.id, body: { currentValue: 1_200 } });
    expect(r.body).toMatchObject({ goal: { currentValue: 1_200, progress: 100, reached: true }, justReached: true });
    // the answer carries the profile, its follower count set in the same transaction: the banner moves
    expect(r.body.profile).toMatchObject({ followersCount: 1_200, phase: 2 });
    r = await call('updateGoal', u.token, { id: goal.id, body: { currentValue: 1_300 } });
    expect(r.body.justReached).toBe(false);
    const hub = (await call('get', u.token)).body;
    expect(hub.stats.bestGoalProgress).toBe(100);
    // a followers goal's value is the follower count, which picks the phase
    expect(hub.profile).toMatchObject({ followersCount: 1_300, phase: 2 });
    expect((await call('updateGoal', u.token, { id: goal.id, body: { currentValue: -1 } })).status).toBe(400);
  });

  it('keeps diary entries, refuses a blank one, and shows the latest 10, newest first', async () => {
    const u = await proUser();
    expect(await call('diary', u.token, { body: { content: '   ' } })).toMatchObject({
      status: 400,
      body: { message: '✍️ Escreva algo antes de salvar!' },
    });
    for (let i = 1; i <= 12; i++)
      expect((await call('diary', u.token, { body: { content: `Dia ${i}` } })).status).toBe(201);
    const diary = (await call('get', u.token)).body.diary;
    expect(diary.map((e: { content: string }) => e.content)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Dia ${12 - i}`),
    );
    expect(diary[0].mood).toBe('😊');
  });

  it('counts the scripts the user created this month in their time zone', async () => {
    const u = await proUser();
    const put = (at: string) =>
      db.send(
        new PutCommand({
          TableName: TABLE,
          Item: scriptItem(u.id, aStoredScript({ id: ulid(Date.parse(at)), createdAt: at })),
        }),
      );
    await put('2026-03-01T03:30:00.000Z'); // 00:30 of March 1st in São Paulo
    await put('2026-03-10T12:00:00.000Z');
    await put('2026-03-01T02:30:00.000Z'); // still February 28th in São Paulo
    expect((await call('get', u.token)).body.stats.scriptsThisMonth).toBe(2);
  });
});

describe('the coach (docs/PRODUCT.md §flows.coach)', () => {
  it("answers a diary entry with one note written from the user's own figures, free of charge", async () => {
    const u = await proUser();
    const [m] = (await call('get', u.token)).body.missions;
    await call('complete', u.token, { id: m.id });
    await call('createGoal', u.token, { body: { targetValue: 1_000, deadline: '2026-06-30', currentValue: 400 } });
    const before = (await userRows(db, u.id)).find((r) => r.sk === 'PROFILE');
    const r = await call('diary', u.token, { body: { content: 'Gravei 2 vídeos hoje' } });
    expect(r.status).toBe(201);
    expect(typeof r.body.generationId).toBe('string');
    await h.jobs.idle();
    const notes = (await call('get', u.token)).body.coachNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0].writer).toBe('offline');
    expect(notes[0].feedback).toContain('1 de 5 missões');
    expect(notes[0].feedback).toContain('40% (400 de 1.000 seguidores)');
    expect(notes[0].feedback).toContain('ainda não saiu nenhum roteiro');
    // a job of 0 credits, settled with its note: the balance did not move
    const charge = (await userRows(db, u.id)).find((row) => row.sk === keys.charge(u.id, r.body.generationId).sk);
    expect(charge).toMatchObject({ kind: 'coach', cost: 0, status: 'done' });
    const after = (await userRows(db, u.id)).find((row) => row.sk === 'PROFILE');
    expect(after?.creditsRemaining).toBe(before?.creditsRemaining);
    // the id the entry answered is a generation's, readable as every job's is
    const view = await generationOf(h, u.token, r.body.generationId);
    expect([view.status, view.body.kind, view.body.status, view.body.message]).toEqual([
      200,
      'coach',
      'done',
      undefined,
    ]);
  });

  it("a failed job says so, and 'Tentar de novo' starts one new job for the same entry however many clicks", async () => {
    const u = await proUser();
    const writer = h.deps.writer;
    // the model falls over: the worker ends the job failed (the page reads its status and its socket event)
    h.deps.writer = {
      kind: 'offline',
      write: () => Promise.reject(new Error('modelo fora do ar')),
    } as unknown as TextWriter;
    const r = await call('diary', u.token, { body: { content: 'Gravei 2 vídeos hoje' } });
    await h.jobs.idle();
    const failed = await generationOf(h, u.token, r.body.generationId);
    expect([failed.body.status, failed.body.message]).toEqual(['failed', HUB_MESSAGES.coachFailed]);
    expect((await call('get', u.token)).body.coachNotes).toEqual([]);
    h.deps.writer = writer;

    const retry = () => call('retryCoach', u.token, { body: { generationId: r.body.generationId } });
    const [a, b] = await Promise.all([retry(), retry()]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(b.body.generationId).toBe(a.body.generationId);
    expect(a.body.generationId).not.toBe(r.body.generationId);
    await h.jobs.idle();
    expect((await generationOf(h, u.token, a.body.generationId)).body.status).toBe('done');
    // one note, the entry's: written from the figures read again
    const notes = (await call('get', u.token)).body.coachNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0].writer).toBe('offline');
    // a third click after the note: the same job, nothing new
    expect((await retry()).body.generationId).toBe(a.body.generationId);
    await h.jobs.idle();
    expect((await call('get', u.token)).body.coachNotes).toHaveLength(1);

    // a job that did not fail is not retried; another user's is not found; a malformed id is a 400
    const done = await call('retryCoach', u.token, { body: { generationId: a.body.generationId } });
    expect([done.status, done.body.message]).toEqual([409, HUB_MESSAGES.coachNotFailed]);
    const other = await proUser();
    const theirs = await call('retryCoach', other.token, { body: { generationId: r.body.generationId } });
    expect([theirs.status, theirs.body.message]).toEqual([404, HUB_MESSAGES.coachNotFound]);
    const bad = await call('retryCoach', u.token, { body: { generationId: 'x' } });
    expect([bad.status, bad.body.message]).toEqual([400, HUB_MESSAGES.coachNotFound]);
  });

  it("answers the day's last completion with the coach job it started", async () => {
    const u = await proUser();
    const missions = (await call('get', u.token)).body.missions;
    for (const m of missions.slice(0, 4))
      expect((await call('complete', u.token, { id: m.id })).body.generationId ?? null).toBeNull();
    const last = await call('complete', u.token, { id: missions[4].id });
    expect(typeof last.body.generationId).toBe('string');
    await h.jobs.idle();
    expect((await generationOf(h, u.token, last.body.generationId)).body).toMatchObject({
      kind: 'coach',
      status: 'done',
    });
  });

  it('writes one note for a day two completions close at the same moment', async () => {
    const u = await proUser();
    const missions = (await call('get', u.token)).body.missions;
    for (const m of missions.slice(0, 3)) await call('complete', u.token, { id: m.id });
    const both = await Promise.all(
      missions.slice(3).map((m: { id: string }) => call('complete', u.token, { id: m.id })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await h.jobs.idle();
    expect((await call('get', u.token)).body.coachNotes).toHaveLength(1);
  });

  it('writes one note when the last mission of the day is completed, none for the others', async () => {
    const u = await proUser();
    const missions = (await call('get', u.token)).body.missions;
    for (const m of missions.slice(0, 4)) await call('complete', u.token, { id: m.id });
    await h.jobs.idle();
    expect((await call('get', u.token)).body.coachNotes).toEqual([]);
    await call('complete', u.token, { id: missions[4].id });
    await h.jobs.idle();
    const notes = (await call('get', u.token)).body.coachNotes;
    expect(notes).toHaveLength(1);
    expect(notes[0].feedback).toMatch(/5 de 5 missões.*1 Dia de Fogo/);
    // then an entry the same day: a second note, newest first
    expect((await call('diary', u.token, { body: { content: 'Dia cheio' } })).status).toBe(201);
    await h.jobs.idle();
    const after = (await call('get', u.token)).body.coachNotes;
    expect(after).toHaveLength(2);
    expect(after[0].feedback).toMatch(/^(Bom registro no diário|Anotado!).*5 de 5 missões/);
  });
});

describe('who may use the hub', () => {
  it('keeps each user to their own missions, goals, diary and coins', async () => {
    const a = await proUser();
    const b = await proUser();
    const hubA = (await call('get', a.token)).body;
    const goalA = (await call('createGoal', a.token, { body: { targetValue: 10, deadline: '2026-06-30' } })).body.goal;
    await call('diary', a.token, { body: { content: 'Só meu' } });
    // B names A's goal: not found under B
    expect((await call('updateGoal', b.token, { id: goalA.id, body: { currentValue: 10 } })).status).toBe(404);
    // B completing the same mission id completes B's own mission, never A's
    await call('complete', b.token, { id: hubA.missions[0].id });
    const afterA = (await call('get', a.token)).body;
    expect(afterA.missions[0].status).toBe('pending');
    expect(afterA.profile.totalXp).toBe(0);
    const hubB = (await call('get', b.token)).body;
    expect(hubB.goals).toEqual([]);
    expect(hubB.diary).toEqual([]);
  });

  it('is for paid plans: the free plan hears the feature is locked', async () => {
    const u = await subscribedUser(h, 'free', 200);
    const r = await call('get', u.token);
    expect(r.status).toBe(403);
    expect(r.body.error).toBe('feature_locked');
    expect(await rowsOf(u.id, 'HUB')).toEqual([]);
  });
});

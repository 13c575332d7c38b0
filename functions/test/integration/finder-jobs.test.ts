import * as z from 'zod/mini';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { finderJobsResponseSchema, startDeepSearchResponseSchema } from '@shared/finder/finder.schema';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import { DynamoFinderStore } from '../../src/adapters/dynamo/finder-store.dynamo';
import type { Scheduler } from '../../src/adapters/finder/local-job-runner';
import { envSecretReader } from '../../src/adapters/secrets/secret-reader';
import { loggingTaskCallbacks } from '../../src/adapters/step-functions/sfn-task-callbacks';
import { localJobRunner } from '../../src/composition/finder-jobs';
import { deliveryParserOf } from '../../src/composition/finder-store';
import { makeHandler as makeStart } from '../../src/handlers/finder/start-deep-search.handler';
import { makeHandler as makeList } from '../../src/handlers/finder/list-finder-jobs.handler';
import { makeHandler as makeWebhook } from '../../src/handlers/jobs/finder-webhook.handler';
import { SIGNATURE_HEADER, sign } from '../../src/jobs/signature';
import { providerItem } from '../support/jobs';
import { FakeClock, TABLE, apiEvent, makeHarness, makeTestDb, subscribedUser, type Harness } from './harness';

/**
 * The deep search end to end on DynamoDB Local (docs/ARCHITECTURE.md §finder.deep-search,
 * docs/DATA-MODEL.md J4–J8): the start route, the local job runner posting signed deliveries to the
 * webhook handler, the rows and the events, the catch-up GET, and the timeout.
 */
const SECRET = 'segredo-local-do-provedor';
const SECRET_NAME = 'viraliza/test/finder-webhook';
const TIMEOUT_MS = 10 * 60_000;

/** The runner's timers, run by hand: `runUntil` moves the clock and runs every task due by then, in order. */
class ManualScheduler implements Scheduler {
  private tasks: Array<{ at: number; task: () => Promise<void> }> = [];
  constructor(private readonly clock: FakeClock) {}
  after(ms: number, task: () => Promise<void>) {
    this.tasks.push({ at: this.clock.now().getTime() + ms, task });
  }
  async runUntil(ms: number) {
    const end = this.clock.now().getTime() + ms;
    for (;;) {
      this.tasks.sort((a, b) => a.at - b.at);
      const next = this.tasks[0];
      if (!next || next.at > end) break;
      this.tasks.shift();
      this.clock.advance(next.at - this.clock.now().getTime());
      await next.task();
    }
    this.clock.advance(end - this.clock.now().getTime());
  }
}

const db = makeTestDb();
const store = new DynamoFinderStore(db, TABLE);
let h: Harness;
let clock: FakeClock;
let scheduler: ManualScheduler;
let events: Array<[string, RealtimeEvent]>;
let start: ReturnType<typeof makeStart>;
let list: ReturnType<typeof makeList>;
let webhook: ReturnType<typeof makeWebhook>;

beforeAll(async () => {
  h = await makeHarness();
});

beforeEach(() => {
  clock = new FakeClock(Date.now());
  scheduler = new ManualScheduler(clock);
  events = [];
  const realtime = { publish: async (userId: string, event: RealtimeEvent) => void events.push([userId, event]) };
  const base = { config: h.deps.config, clock, logger: h.deps.logger, origin: h.deps.origin };
  webhook = makeWebhook({
    ...base,
    store,
    parser: deliveryParserOf({ config: h.deps.config }),
    realtime,
    callbacks: loggingTaskCallbacks(h.deps.logger),
    secrets: envSecretReader({ [SECRET_NAME]: SECRET }),
    finderWebhookSecretName: SECRET_NAME,
  });
  const starter = localJobRunner({
    scheduler,
    clock,
    timeoutMs: TIMEOUT_MS,
    sign: async (raw) => sign(raw, SECRET, Math.floor(clock.now().getTime() / 1000)),
    webhook: (event) => webhook(event),
    store,
    realtime,
    log: h.deps.logger,
  });
  const limiter = { take: async () => {}, countDaily: async () => {} };
  start = makeStart({ ...h.deps, clock, finderStore: store, starter, limiter });
  list = makeList({ ...h.deps, finderStore: store });
});

const parse = (r: { statusCode?: number; body?: string }) => ({ status: r.statusCode!, body: JSON.parse(r.body!) });
const startAs = async (token: string, body: unknown) =>
  parse(await start(apiEvent('POST /api/finder/jobs', { token, body })));
const listAs = async (token: string) => {
  const res = parse(await list(apiEvent('GET /api/finder/jobs', { token })));
  expect(res.status).toBe(200);
  return z.parse(finderJobsResponseSchema, res.body);
};
/** A delivery signed like the provider's, straight to the webhook. */
const deliver = async (body: unknown, secret = SECRET) => {
  const raw = JSON.stringify(body);
  const event = apiEvent('POST /api/webhooks/finder');
  event.body = raw;
  event.headers = { [SIGNATURE_HEADER]: sign(raw, secret, Math.floor(clock.now().getTime() / 1000)) };
  return parse(await webhook(event));
};

describe('deep search (POST and GET /api/finder/jobs, POST /api/webhooks/finder)', () => {
  it('starts one job per platform, then the reels arrive a few at a time, stored once, pushed to the owner only', async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    const bia = await subscribedUser(h, 'pro', 100);
    const res = await startAs(ana.token, { niche: 'finanças', platforms: ['instagram', 'tiktok', 'youtube'] });
    expect(res.status).toBe(202);
    const { jobs } = z.parse(startDeepSearchResponseSchema, res.body);
    expect(jobs.map((j) => [j.platform, j.status, j.received])).toEqual([
      ['instagram', 'running', 0],
      ['tiktok', 'running', 0],
      ['youtube', 'running', 0],
    ]);
    expect((await listAs(ana.token)).reels).toEqual([]);

    await scheduler.runUntil(1_500); // the first delivery of each job: one reel each, the jobs partial
    const midway = await listAs(ana.token);
    expect(midway.reels).toHaveLength(3);
    expect(midway.jobs.map((j) => j.status)).toEqual(['partial', 'partial', 'partial']);

    await scheduler.runUntil(60_000);
    const after = await listAs(ana.token);
    expect(after.jobs.map((j) => [j.platform, j.status, j.received])).toEqual([
      ['youtube', 'done', 2],
      ['tiktok', 'done', 2],
      ['instagram', 'done', 2],
    ]);
    expect(after.reels).toHaveLength(6);
    expect(new Set(after.reels.map((r) => r.url)).size).toBe(6);
    expect(after.reels.every((r) => r.sample && r.outlierScore !== null)).toBe(true);

    const reels = events.filter(([, e]) => e.type === 'new-reel');
    expect(reels).toHaveLength(6);
    expect(events.every(([userId]) => userId === ana.id)).toBe(true);
    const statuses = events.flatMap(([, e]) => (e.type === 'finder.job' ? [e.job.status] : []));
    expect(statuses.filter((s) => s === 'done')).toHaveLength(3);

    // another user sees none of it
    expect(await listAs(bia.token)).toEqual({ jobs: [], reels: [] });
  });

  it('stores a repeated url once per job, and refuses a delivery with a malformed item: nothing of it is stored', async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    const { body } = await startAs(ana.token, { niche: 'sem resposta', platforms: ['instagram'] });
    const jobId = body.jobs[0].jobId as string;

    expect((await deliver({ jobId, status: 'partial', results: [providerItem(1), providerItem(1)] })).body).toEqual({
      received: true,
      duplicate: false,
      stored: 1,
    });
    expect((await deliver({ jobId, status: 'partial', results: [providerItem(1), providerItem(2)] })).body.stored).toBe(
      1,
    );

    const bad = await deliver({
      jobId,
      status: 'partial',
      results: [providerItem(3), providerItem(4, { viewCount: -1 })],
    });
    expect(bad).toEqual({ status: 400, body: { error: 'validation_failed', message: 'Item 2 inválido: viewCount.' } });
    const badSignature = await deliver({ jobId, status: 'partial', results: [providerItem(5)] }, 'outro-segredo');
    expect(badSignature.status).toBe(401);

    const { jobs, reels } = await listAs(ana.token);
    expect(jobs[0]).toMatchObject({ jobId, status: 'partial', received: 2 });
    expect(reels.map((r) => r.url).sort()).toEqual([
      'https://www.instagram.com/reel/p1/',
      'https://www.instagram.com/reel/p2/',
    ]);
  });

  it('stores nothing from a forged, a stale-replayed, a replayed-after-the-end or a malformed delivery, and pushes nothing', async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    const { body } = await startAs(ana.token, { niche: 'sem resposta', platforms: ['youtube'] });
    const jobId = body.jobs[0].jobId as string;
    const post = async (raw: string, signature: string) => {
      const event = apiEvent('POST /api/webhooks/finder');
      event.body = raw;
      event.headers = { [SIGNATURE_HEADER]: signature };
      return parse(await webhook(event));
    };
    const nowS = () => Math.floor(clock.now().getTime() / 1000);
    const raw = JSON.stringify({ jobId, status: 'partial', results: [providerItem(1)] });

    expect((await post(raw, sign(raw, 'segredo-de-outro', nowS()))).status).toBe(401); // forged
    expect((await post(raw, sign(raw, SECRET, nowS() - 301))).status).toBe(401); // replayed past the window
    expect((await post('{"jobId":', sign('{"jobId":', SECRET, nowS()))).status).toBe(400); // malformed, signed
    const wrongShape = JSON.stringify({ jobId, status: 'partial', results: [{ url: 'javascript:alert(1)' }] });
    expect((await post(wrongShape, sign(wrongShape, SECRET, nowS()))).status).toBe(400);
    expect(await listAs(ana.token)).toMatchObject({ jobs: [{ jobId, status: 'running', received: 0 }], reels: [] });
    expect(events).toEqual([]);

    // the job ends; the very same signed last delivery sent again changes nothing
    const last = JSON.stringify({ jobId, status: 'succeeded', results: [providerItem(2)] });
    const signature = sign(last, SECRET, nowS());
    expect((await post(last, signature)).body).toMatchObject({ duplicate: false, stored: 1 });
    const pushed = events.length;
    expect((await post(last, signature)).body).toEqual({ received: true, duplicate: true, stored: 0 });
    expect(await listAs(ana.token)).toMatchObject({ jobs: [{ status: 'done', received: 1 }], reels: [{}] });
    expect(events).toHaveLength(pushed);
  });

  it('times out a job that gets no last delivery within the timeout, with the pt-BR message, and refuses late deliveries', async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    const { body } = await startAs(ana.token, { niche: 'sem resposta', platforms: ['tiktok'] });
    const jobId = body.jobs[0].jobId as string;
    await scheduler.runUntil(TIMEOUT_MS - 1);
    expect((await listAs(ana.token)).jobs[0]?.status).toBe('running');
    await scheduler.runUntil(1);
    const { jobs } = await listAs(ana.token);
    expect(jobs[0]).toMatchObject({ jobId, status: 'timed_out', message: FINDER_MESSAGES.timedOut });
    expect(events).toEqual([[ana.id, { type: 'finder.job', job: expect.objectContaining({ status: 'timed_out' }) }]]);

    const late = await deliver({ jobId, status: 'succeeded', results: [providerItem(1)] });
    expect(late.body).toEqual({ received: true, duplicate: true, stored: 0 });
    expect((await listAs(ana.token)).reels).toEqual([]);
  });

  it('validates the search with the pt-BR messages, and is a paid feature', async () => {
    const ana = await subscribedUser(h, 'pro', 100);
    expect(await startAs(ana.token, { niche: '', platforms: ['tiktok'] })).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: FINDER_MESSAGES.nicheRequired },
    });
    expect(await startAs(ana.token, { niche: 'pets', platforms: [] })).toEqual({
      status: 400,
      body: { error: 'validation_failed', message: FINDER_MESSAGES.platformRequired },
    });
    const free = await subscribedUser(h, 'free', 10);
    expect((await startAs(free.token, { niche: 'pets', platforms: ['tiktok'] })).status).toBe(403);
    expect((await list(apiEvent('GET /api/finder/jobs', { token: free.token }))).statusCode).toBe(403);
  });
});

import { fixedClock } from '../../src/core/clock';
import { recordingLogger } from './logger';
import { noopPublisher } from '../../src/adapters/realtime/websocket-publisher';
import { openOrigin } from '../../src/adapters/origin/origin-secret-check';
import type { Deps } from '../../src/composition/core';
import type { ViralItem } from '@shared/finder/finder.schema';
import type { FinderJobRecord, FinderStore } from '../../src/finder/ports';

/** Shared Deps for the jobs tests: a frozen clock and a logger that records lines. */
export function testDeps(now: string, lines: Array<Record<string, unknown>> = []): Deps {
  return {
    config: {
      mode: 'aws',
      tableName: 'test',
      region: 'us-east-1',
      auth: { issuer: 'http://issuer', jwksUrl: 'http://issuer/jwks', clientId: 'client' },
    },
    clock: fixedClock(now),
    logger: recordingLogger(lines),
    tokens: { verify: async () => Promise.reject(new Error('no token expected')) },
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => null,
      putSubscription: async () => {},
    },
    connections: { add: async () => {}, remove: async () => {}, listForUser: async () => [] },
    realtime: noopPublisher,
    origin: openOrigin,
  };
}

/** The finder webhook's tests: the instant they run at, the provider's signing secret and the jobs the store knows. */
export const WEBHOOK_NOW = '2026-03-15T09:30:00.000Z';
export const WEBHOOK_SECRET = 'segredo-do-provedor';
const job = (jobId: string, status: FinderJobRecord['status'], received = 0): FinderJobRecord => ({
  jobId,
  userId: 'ana',
  platform: 'instagram',
  niche: 'finanças',
  minViews: 0,
  status,
  received,
  startedAt: '2026-03-15T09:00:00.000Z',
  taskToken: `token-${jobId}`,
});
export const webhookJobs = (): Record<string, FinderJobRecord> => ({
  j1: job('j1', 'running'),
  done: job('done', 'done', 2),
});

/** A video as the deep search's provider posts it (adapters/finder/provider-items.ts). */
export function providerItem(n: number, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `p${n}`,
    platform: 'instagram',
    url: `https://www.instagram.com/reel/p${n}/`,
    caption: `Gancho número ${n}. O resto da legenda.\nSegunda linha`,
    ownerName: '@criadora',
    thumbnailUrl: `https://cdn.example.com/p${n}.jpg`,
    viewCount: 10_000 * n,
    likeCount: 900 * n,
    commentCount: 100 * n,
    postedAt: '2026-03-14T12:00:00.000Z',
    ownerRecentViews: [5_000, 10_000, 15_000],
    ...over,
  };
}

/**
 * The finder's rows in memory, with the Dynamo store's rules (docs/DATA-MODEL.md J4–J8): a
 * delivery stores the urls new to the job, counts them and moves the status, only while the job runs.
 */
export class MemoryFinderStore implements FinderStore {
  readonly jobs = new Map<string, FinderJobRecord>();
  readonly reels = new Map<string, Array<{ item: ViralItem; receivedAt: string }>>();

  constructor(jobs: Record<string, FinderJobRecord> = {}) {
    for (const j of Object.values(jobs)) this.jobs.set(j.jobId, { ...j });
  }

  async startJobs(jobs: readonly FinderJobRecord[]): Promise<void> {
    for (const j of jobs) this.jobs.set(j.jobId, { ...j });
  }
  async get(jobId: string) {
    const j = this.jobs.get(jobId);
    return j ? { ...j } : null;
  }
  async recentJobs(userId: string, limit: number) {
    return [...this.jobs.values()]
      .filter((j) => j.userId === userId)
      .sort((a, b) => b.jobId.localeCompare(a.jobId))
      .slice(0, limit);
  }
  async recentReels(userId: string, limit: number) {
    return [...this.jobs.values()]
      .filter((j) => j.userId === userId)
      .flatMap((j) => this.reels.get(j.jobId) ?? [])
      .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
      .slice(0, limit)
      .map((r) => r.item);
  }
  async storeDelivery(job: FinderJobRecord, items: readonly ViralItem[], final: boolean, now: Date) {
    const current = this.jobs.get(job.jobId);
    if (!current || (current.status !== 'running' && current.status !== 'partial')) return null;
    const have = this.reels.get(job.jobId) ?? [];
    const urls = new Set(have.map((r) => r.item.url));
    const stored = items.filter((i) => !urls.has(i.url) && (urls.add(i.url), true));
    this.reels.set(job.jobId, [...have, ...stored.map((item) => ({ item, receivedAt: now.toISOString() }))]);
    const status: FinderJobRecord['status'] = final
      ? 'done'
      : stored.length || current.status === 'partial'
        ? 'partial'
        : 'running';
    const after = {
      ...current,
      status,
      received: current.received + stored.length,
      ...(final ? { finishedAt: now.toISOString() } : {}),
    };
    this.jobs.set(job.jobId, after);
    return { stored, job: { ...after } };
  }
  async finish(jobId: string, status: 'failed' | 'timed_out', message: string, now: Date) {
    const current = this.jobs.get(jobId);
    if (!current || (current.status !== 'running' && current.status !== 'partial')) return null;
    const after = { ...current, status, message, finishedAt: now.toISOString() };
    this.jobs.set(jobId, after);
    return { ...after };
  }
}

import type { FinderWebhookBody } from '@shared/jobs/finder-job.schema';
import type { FinderJobRecord } from '../../finder/ports';
import { LocalJobRunner, type Scheduler } from './local-job-runner';
import { providerItemSchema } from './provider-items';
import * as z from 'zod/mini';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const silent = { info() {}, warn() {}, error() {}, child: () => silent };
const job = (niche: string, platform: FinderJobRecord['platform'] = 'tiktok', minViews = 0): FinderJobRecord => ({
  jobId: 'j1',
  userId: 'ana',
  platform,
  niche,
  minViews,
  status: 'running',
  received: 0,
  startedAt: NOW.toISOString(),
});

let tasks: Array<[number, () => Promise<void>]>;
let posted: Array<{ body: FinderWebhookBody; signature: string }>;
let timedOut: string[];
const scheduler: Scheduler = { after: (ms, task) => void tasks.push([ms, task]) };
const runner = new LocalJobRunner({
  scheduler,
  clock: { now: () => NOW },
  timing: { intervalMs: 1_000, batchSize: 1, timeoutMs: 60_000 },
  sign: async (raw) => `assinado:${raw.length}`,
  post: async ({ rawBody, signature }) =>
    void posted.push({ body: JSON.parse(rawBody) as FinderWebhookBody, signature }),
  timeOut: async (jobId) => void timedOut.push(jobId),
  log: silent,
});
const runAll = async () => {
  for (const [, task] of [...tasks].sort((a, b) => a[0] - b[0])) await task();
};

beforeEach(() => {
  tasks = [];
  posted = [];
  timedOut = [];
});

describe('LocalJobRunner (docs/LOCAL-MODE.md §finder.runner)', () => {
  it("posts the niche's sample videos of the platform one at a time, signed, the last as succeeded, in the provider's shape", async () => {
    await runner.start(job('pets'));
    expect(tasks.map(([ms]) => ms).sort((a, b) => a - b)).toEqual([1_000, 2_000, 60_000]);
    await runAll();
    expect(posted.map((p) => [p.body.status, 'results' in p.body ? p.body.results.length : 0])).toEqual([
      ['partial', 1],
      ['succeeded', 1],
    ]);
    for (const p of posted) {
      expect(p.signature).toBe(`assinado:${JSON.stringify(p.body).length}`);
      if ('results' in p.body)
        for (const r of p.body.results) expect(z.safeParse(providerItemSchema, r).success).toBe(true);
    }
    expect(timedOut).toEqual(['j1']); // the store's condition makes it a no-op once done
  });

  it('keeps to minViews, and answers a niche it has nothing for with one empty last delivery', async () => {
    await runner.start(job('pets', 'tiktok', 1_000_000));
    await runner.start(job('astrofísica'));
    await runAll();
    expect(posted.map((p) => [p.body.status, 'results' in p.body ? p.body.results.length : 0])).toEqual([
      ['succeeded', 1],
      ['succeeded', 0],
    ]);
  });

  it("never answers a niche with the words 'sem resposta': only the timeout is scheduled", async () => {
    await runner.start(job('Finanças sem resposta'));
    expect(tasks.map(([ms]) => ms)).toEqual([60_000]);
    await runAll();
    expect(posted).toEqual([]);
    expect(timedOut).toEqual(['j1']);
  });
});

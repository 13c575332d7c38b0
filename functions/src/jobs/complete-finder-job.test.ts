import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import { providerDeliveryParser } from '../adapters/finder/provider-items';
import { fixedClock } from '../core/clock';
import { DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { Logger } from '../core/ports';
import { completeFinderJob, type CompleteFinderJobContext } from './complete-finder-job';
import { sign } from './signature';
import {
  MemoryFinderStore,
  providerItem as item,
  webhookJobs,
  WEBHOOK_NOW as NOW,
  WEBHOOK_SECRET as SECRET,
} from '../../test/support/jobs';

const T = Date.parse(NOW) / 1000;

let calls: Array<[string, ...unknown[]]>;
let lines: Array<Record<string, unknown>>;
let events: Array<[string, RealtimeEvent]>;
let store: MemoryFinderStore;

function context(): CompleteFinderJobContext {
  const log = (base: Record<string, unknown>): Logger => ({
    info: (message, f) => void lines.push({ message, ...base, ...f }),
    warn: (message, f) => void lines.push({ message, ...base, ...f }),
    error: (message, f) => void lines.push({ message, ...base, ...f }),
    child: (f) => log({ ...base, ...f }),
  });
  return {
    store,
    parser: providerDeliveryParser,
    realtime: { publish: async (userId, event) => void events.push([userId, event]) },
    callbacks: {
      succeed: async (token, output) => (calls.push(['succeed', token, output]), true),
      fail: async (token, error, cause) => (calls.push(['fail', token, error, cause]), true),
    },
    secrets: { get: async (name) => (name === 'finder-secret' ? SECRET : Promise.reject(new Error('unknown'))) },
    secretName: 'finder-secret',
    clock: fixedClock(NOW),
    log: log({ requestId: 'req-1' }),
  };
}

/** A call the provider signed at `at` (unix seconds) over exactly this body. */
const signed = (body: unknown, at = T) => {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  return { rawBody, signature: sign(rawBody, SECRET, at) };
};
const urls = () => (store.reels.get('j1') ?? []).map((r) => r.item.url);

beforeEach(() => {
  calls = [];
  lines = [];
  events = [];
  store = new MemoryFinderStore(webhookJobs());
});

describe('completeFinderJob', () => {
  it("stores a partial delivery's items, counts them, and pushes each reel and the new status to the job's owner only", async () => {
    const res = await completeFinderJob(
      context(),
      signed({ jobId: 'j1', status: 'partial', results: [item(1), item(2)] }),
    );
    expect(res).toEqual({ received: true, duplicate: false, stored: 2 });
    expect(urls()).toEqual(['https://www.instagram.com/reel/p1/', 'https://www.instagram.com/reel/p2/']);
    expect(store.jobs.get('j1')).toMatchObject({ status: 'partial', received: 2 });
    expect(events.map(([u, e]) => [u, e.type])).toEqual([
      ['ana', 'new-reel'],
      ['ana', 'new-reel'],
      ['ana', 'finder.job'],
    ]);
    expect(events[0]![1]).toMatchObject({
      channel: 'viral-finder-reels',
      jobId: 'j1',
      item: {
        id: 'instagram-p1',
        title: 'Gancho número 1. O resto da legenda.',
        hook: 'Gancho número 1.',
        views: 10_000,
        engagementRate: 0.1,
        outlierScore: 1,
        sample: false,
      },
    });
    expect(events[2]![1]).toMatchObject({ job: { jobId: 'j1', status: 'partial', received: 2 } });
    expect(JSON.stringify(events)).not.toContain('token-j1');
    expect(calls).toEqual([]); // more is to come: the execution keeps waiting
  });

  it('stores a url once per job: a repeated item is neither stored, counted nor pushed again', async () => {
    await completeFinderJob(context(), signed({ jobId: 'j1', status: 'partial', results: [item(1)] }));
    events = [];
    const res = await completeFinderJob(
      context(),
      signed({ jobId: 'j1', status: 'partial', results: [item(1), item(1), item(3)] }),
    );
    expect(res.stored).toBe(1);
    expect(store.jobs.get('j1')?.received).toBe(2);
    expect(events.map(([, e]) => e.type)).toEqual(['new-reel']); // still partial: no status event
  });

  it('ends the job with the last delivery and resumes the waiting execution with the count', async () => {
    await completeFinderJob(context(), signed({ jobId: 'j1', status: 'partial', results: [item(1)] }));
    await completeFinderJob(context(), signed({ jobId: 'j1', status: 'succeeded', results: [item(2)] }));
    expect(store.jobs.get('j1')).toMatchObject({ status: 'done', received: 2, finishedAt: NOW });
    expect(calls).toEqual([['succeed', 'token-j1', { jobId: 'j1', received: 2 }]]);
    expect(events.at(-1)![1]).toMatchObject({
      type: 'finder.job',
      job: { status: 'done', received: 2, finishedAt: NOW },
    });
  });

  it("fails the job with the pt-BR message and the execution with the provider's reason", async () => {
    await completeFinderJob(context(), signed({ jobId: 'j1', status: 'failed', error: 'cota esgotada' }));
    expect(store.jobs.get('j1')).toMatchObject({ status: 'failed', message: FINDER_MESSAGES.jobFailed });
    expect(calls).toEqual([['fail', 'token-j1', 'FinderProviderFailed', 'cota esgotada']]);
    expect(events).toEqual([
      ['ana', expect.objectContaining({ type: 'finder.job', job: expect.objectContaining({ status: 'failed' }) })],
    ]);
  });

  it.each([
    ['a url that is not https', { url: 'http://www.instagram.com/reel/x/' }, 'Item 2 inválido: url.'],
    ['negative views', { viewCount: -5 }, 'Item 2 inválido: viewCount.'],
    ['no owner', { ownerName: undefined }, 'Item 2 inválido: ownerName.'],
    ['an unknown platform', { platform: 'orkut' }, 'Item 2 inválido: platform.'],
    ['a date that is not one', { postedAt: 'ontem' }, 'Item 2 inválido: postedAt.'],
  ])(
    'refuses the whole delivery when one item has %s: nothing stored, counted or pushed',
    async (_case, bad, message) => {
      const err = await completeFinderJob(
        context(),
        signed({ jobId: 'j1', status: 'partial', results: [item(1), item(2, bad), item(3)] }),
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect(err).toMatchObject({ code: 'validation_failed', message });
      expect(urls()).toEqual([]);
      expect(store.jobs.get('j1')).toMatchObject({ status: 'running', received: 0 });
      expect(events).toEqual([]);
    },
  );

  it('refuses a bad signature as unauthorized before reading the body or any job', async () => {
    const call = {
      rawBody: JSON.stringify({ jobId: 'j1', status: 'partial', results: [item(1)] }),
      signature: sign('{}', SECRET, T),
    };
    const err = await completeFinderJob(context(), call).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err).toMatchObject({ code: 'unauthorized', message: 'Assinatura inválida.' });
    expect(urls()).toEqual([]);
  });

  it.each([
    { label: 'no header', signature: undefined },
    { label: 'an empty header', signature: '' },
    { label: 'garbage', signature: 'garbage' },
    { label: 'a non-numeric timestamp', signature: `t=abc,v1=${'a'.repeat(64)}` },
    { label: 'a short mac', signature: `t=${T},v1=abc` },
    { label: 'a non-hex mac', signature: `t=${T},v1=${'z'.repeat(64)}` },
    { label: 'a stale timestamp', signature: `t=${T - 301},v1=${'a'.repeat(64)}` },
  ])('refuses $label as unauthorized without reading the secret', async ({ signature }) => {
    const ctx = context();
    let secretReads = 0;
    ctx.secrets = { get: async () => (secretReads++, Promise.reject(new Error('secret store down'))) };
    const err = await completeFinderJob(ctx, { rawBody: 'not json', signature }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(secretReads).toBe(0);
  });

  it('refuses a replayed delivery signed before the window, even over the right body with the right secret', async () => {
    const call = signed({ jobId: 'j1', status: 'partial', results: [item(1)] }, T - 301);
    await expect(completeFinderJob(context(), call)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(urls()).toEqual([]);
  });

  it('answers not found, in pt-BR, for a job it does not know', async () => {
    const err = await completeFinderJob(context(), signed({ jobId: 'nope', status: 'succeeded' })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err).toMatchObject({ message: 'Tarefa não encontrada.' });
  });

  it.each([
    ['not JSON', 'nada disso', 'O corpo da requisição não é um JSON válido.'],
    ['too big', { jobId: 'j1', status: 'succeeded', results: ['x'.repeat(200_000)] }, 'Resultado grande demais.'],
  ])('refuses a signed body that is %s as validation_failed', async (_case, body, message) => {
    const err = await completeFinderJob(context(), signed(body)).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'validation_failed', message });
  });

  it('refuses a partial delivery of more than 25 items, or of none', async () => {
    const many = Array.from({ length: 26 }, (_, n) => item(n + 1));
    await expect(
      completeFinderJob(context(), signed({ jobId: 'j1', status: 'partial', results: many })),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
    await expect(
      completeFinderJob(context(), signed({ jobId: 'j1', status: 'partial', results: [] })),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });

  it('answers duplicate, storing and resuming nothing, for a job that already ended', async () => {
    expect(
      await completeFinderJob(context(), signed({ jobId: 'done', status: 'succeeded', results: [item(9)] })),
    ).toEqual({
      received: true,
      duplicate: true,
      stored: 0,
    });
    expect(store.reels.get('done')).toBeUndefined();
    expect(calls).toEqual([]);
    expect(events).toEqual([]);
  });
});

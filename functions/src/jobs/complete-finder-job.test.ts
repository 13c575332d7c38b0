import { fixedClock } from '../core/clock';
import { DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { Logger } from '../core/ports';
import { completeFinderJob, type CompleteFinderJobContext } from './complete-finder-job';
import { sign } from './signature';
import { WEBHOOK_JOBS as JOBS, WEBHOOK_NOW as NOW, WEBHOOK_SECRET as SECRET } from '../../test/support/jobs';

const T = Date.parse(NOW) / 1000;

let calls: Array<[string, ...unknown[]]>;
let lines: Array<Record<string, unknown>>;

function context(): CompleteFinderJobContext {
  const log = (base: Record<string, unknown>): Logger => ({
    info: (message, f) => void lines.push({ message, ...base, ...f }),
    warn: (message, f) => void lines.push({ message, ...base, ...f }),
    error: (message, f) => void lines.push({ message, ...base, ...f }),
    child: (f) => log({ ...base, ...f }),
  });
  return {
    jobs: {
      saveWaiting: async () => Promise.reject(new Error('a webhook never records a job')),
      get: async (id) => (calls.push(['get', id]), JOBS[id] ?? null),
    },
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

beforeEach(() => {
  calls = [];
  lines = [];
});

describe('completeFinderJob', () => {
  it('resumes the waiting execution with the results, and logs the job under the request', async () => {
    const res = await completeFinderJob(context(), signed({ jobId: 'j1', status: 'succeeded', results: [{ n: 1 }] }));
    expect(res).toEqual({ received: true, duplicate: false });
    expect(calls).toEqual([
      ['get', 'j1'],
      ['succeed', 'token-j1', { jobId: 'j1', userId: 'ana', results: [{ n: 1 }] }],
    ]);
    expect(lines).toEqual([
      {
        message: 'finder webhook received',
        requestId: 'req-1',
        userId: 'ana',
        jobId: 'j1',
        outcome: 'succeeded',
        delivered: true,
      },
    ]);
  });

  it("fails the execution with the provider's reason when the job failed there", async () => {
    await completeFinderJob(context(), signed({ jobId: 'j1', status: 'failed', error: 'cota esgotada' }));
    expect(calls.at(-1)).toEqual(['fail', 'token-j1', 'FinderProviderFailed', 'cota esgotada']);
  });

  it('refuses a bad signature as unauthorized before reading the body or any job', async () => {
    const call = { rawBody: JSON.stringify({ jobId: 'j1', status: 'succeeded' }), signature: sign('{}', SECRET, T) };
    const err = await completeFinderJob(context(), call).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err).toMatchObject({ code: 'unauthorized', message: 'Assinatura inválida.' });
    expect(calls).toEqual([]);
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
    expect(calls).toEqual([]);
  });

  it('refuses a signature older than the replay window, even over the right body with the right secret', async () => {
    const call = signed({ jobId: 'j1', status: 'succeeded' }, T - 301);
    await expect(completeFinderJob(context(), call)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(calls).toEqual([]);
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
    [
      'too big for a task output',
      { jobId: 'j1', status: 'succeeded', results: ['x'.repeat(200_000)] },
      'Resultado grande demais.',
    ],
  ])('refuses a signed body that is %s as validation_failed', async (_case, body, message) => {
    const err = await completeFinderJob(context(), signed(body)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'validation_failed', message });
    expect(calls).toEqual([]);
  });

  it('answers duplicate, resuming nothing, for a job that already finished', async () => {
    expect(await completeFinderJob(context(), signed({ jobId: 'done', status: 'succeeded' }))).toEqual({
      received: true,
      duplicate: true,
    });
    expect(calls).toEqual([['get', 'done']]);
  });
});

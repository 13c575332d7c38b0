import { HttpFinderProvider } from './http-finder-provider';

const run = { jobId: '01J0000000000000000000000A', platform: 'tiktok' as const, niche: 'culinária', minViews: 5000 };

describe('HttpFinderProvider', () => {
  it('starts a run with one signed POST carrying the job id, the search and our callback URL', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const provider = new HttpFinderProvider({
      runsUrl: 'https://provedor.example.com/v1/runs',
      callbackUrl: 'https://api.viraliza.example.com/api/webhooks/finder',
      sign: async (body) => ({ header: 'x-viraliza-signature', value: `assinado:${body.length}` }),
      fetch: async (url, init) => (calls.push([String(url), init!]), new Response('{"runId":"r1"}', { status: 201 })),
    });
    await provider.startRun(run);
    const [url, init] = calls[0]!;
    expect(url).toBe('https://provedor.example.com/v1/runs');
    expect(init.method).toBe('POST');
    const body = String(init.body);
    expect(JSON.parse(body)).toEqual({
      jobId: run.jobId,
      platform: 'tiktok',
      query: 'culinária',
      minViews: 5000,
      language: 'pt-BR',
      country: 'BR',
      callbackUrl: 'https://api.viraliza.example.com/api/webhooks/finder',
    });
    expect(init.headers).toMatchObject({ 'x-viraliza-signature': `assinado:${body.length}` });
  });

  it('throws when the provider does not accept the run, so the state machine marks the job failed', async () => {
    const provider = new HttpFinderProvider({
      runsUrl: 'https://provedor.example.com/v1/runs',
      callbackUrl: 'https://api.viraliza.example.com/api/webhooks/finder',
      sign: async () => ({ header: 'x-viraliza-signature', value: 'x' }),
      fetch: async () => new Response('sem créditos', { status: 402 }),
    });
    await expect(provider.startRun(run)).rejects.toThrow(
      `The finder provider answered 402 to the run of job ${run.jobId}`,
    );
  });
});

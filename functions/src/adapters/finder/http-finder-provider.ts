import type { FinderProvider, ProviderRunRequest } from '../../finder/ports';

/** The provider answers a run's start at once; past this the task fails and the state machine marks the job failed. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface HttpFinderProviderOptions {
  /** The provider's endpoint that starts a run (FINDER_PROVIDER_URL). */
  runsUrl: string;
  /** Our webhook, where the provider posts the results (FINDER_CALLBACK_URL). */
  callbackUrl: string;
  /** The signature header of a body, with the secret both sides share (as the provider signs its deliveries). */
  sign: (rawBody: string) => Promise<{ header: string; value: string }>;
  fetch?: typeof fetch;
}

/**
 * The webhook-based provider for Instagram, TikTok and LinkedIn (docs/ARCHITECTURE.md §finder.deep-search): one POST starts a run with the job id and our callback URL, signed with the
 * shared secret in the same header the provider signs its deliveries with. Any answer but 2xx throws.
 */
export class HttpFinderProvider implements FinderProvider {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly opts: HttpFinderProviderOptions) {
    this.fetchFn = opts.fetch ?? ((input, init) => fetch(input, init));
  }

  async startRun(run: ProviderRunRequest): Promise<void> {
    const body = JSON.stringify({
      jobId: run.jobId,
      platform: run.platform,
      query: run.niche,
      minViews: run.minViews,
      language: 'pt-BR',
      country: 'BR',
      callbackUrl: this.opts.callbackUrl,
    });
    const signature = await this.opts.sign(body);
    const res = await this.fetchFn(this.opts.runsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [signature.header]: signature.value },
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`The finder provider answered ${res.status} to the run of job ${run.jobId}`);
  }
}

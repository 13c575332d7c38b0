import type { SecretReader } from '../../jobs/ports';

type Fetch = (
  url: string,
  init: { headers: Record<string, string> },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Secrets Manager through the AWS Parameters and Secrets Lambda Extension (a layer the
 * infra adds to functions that read secrets): one local HTTP call, cached by the extension
 * and here, and no Secrets Manager SDK in the bundle.
 */
export class ExtensionSecretReader implements SecretReader {
  private readonly cache = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly env: Record<string, string | undefined> = process.env,
    private readonly fetchFn: Fetch = fetch as unknown as Fetch,
    private readonly ttlMs = 5 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(name: string): Promise<string> {
    const hit = this.cache.get(name);
    if (hit && hit.until > this.now()) return hit.value;
    const port = this.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
    const res = await this.fetchFn(`http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(name)}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': this.env.AWS_SESSION_TOKEN ?? '' },
    });
    if (!res.ok) throw new Error(`Secret ${name} could not be read (extension status ${res.status})`);
    const body = (await res.json()) as { SecretString?: string };
    if (typeof body.SecretString !== 'string' || body.SecretString === '')
      throw new Error(`Secret ${name} has no string value`);
    this.cache.set(name, { value: body.SecretString, until: this.now() + this.ttlMs });
    return body.SecretString;
  }
}

/** Local mode: secret values given by name (read from the environment by composition/jobs.ts). */
export function envSecretReader(values: Record<string, string | undefined>): SecretReader {
  return {
    get: async (name) => {
      const value = values[name];
      if (!value) throw new Error(`Secret ${name} is not set in local mode`);
      return value;
    },
  };
}

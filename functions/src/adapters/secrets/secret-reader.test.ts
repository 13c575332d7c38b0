import { ExtensionSecretReader, envSecretReader } from './secret-reader';

describe('ExtensionSecretReader', () => {
  it('asks the Lambda extension with the session token, and caches the value', async () => {
    const calls: Array<[string, Record<string, string>]> = [];
    const fetchFn = async (url: string, init: { headers: Record<string, string> }) => {
      calls.push([url, init.headers]);
      return { ok: true, status: 200, json: async () => ({ SecretString: 'valor' }) };
    };
    let now = 0;
    const reader = new ExtensionSecretReader({ AWS_SESSION_TOKEN: 'sess' }, fetchFn, 1000, () => now);
    expect(await reader.get('viraliza/dev/finder-webhook')).toBe('valor');
    expect(await reader.get('viraliza/dev/finder-webhook')).toBe('valor');
    expect(calls).toEqual([
      [
        'http://localhost:2773/secretsmanager/get?secretId=viraliza%2Fdev%2Ffinder-webhook',
        { 'X-Aws-Parameters-Secrets-Token': 'sess' },
      ],
    ]);
    now = 1001;
    await reader.get('viraliza/dev/finder-webhook');
    expect(calls).toHaveLength(2);
  });

  it('throws when the extension refuses', async () => {
    const reader = new ExtensionSecretReader({}, async () => ({ ok: false, status: 400, json: async () => ({}) }));
    await expect(reader.get('x')).rejects.toThrow('status 400');
  });
});

describe('envSecretReader', () => {
  it('returns a configured value and refuses a missing one', async () => {
    const reader = envSecretReader({ a: '1', b: undefined });
    expect(await reader.get('a')).toBe('1');
    await expect(reader.get('b')).rejects.toThrow('not set');
  });
});

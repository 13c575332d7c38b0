import { absoluteUrl, parseRuntimeConfig, RuntimeConfigError, toWebSocketUrl } from './config';

const valid = {
  mode: 'local',
  apiUrl: '/api',
  wsUrl: 'ws://localhost:3000/ws',
  region: 'local',
  auth: {
    userPoolId: 'local_abc',
    userPoolClientId: 'client',
    userPoolEndpoint: 'http://localhost:3000/cognito',
    googleEnabled: false,
  },
};

describe('parseRuntimeConfig', () => {
  it('accepts the local config the dev server writes', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every missing or wrong field in a RuntimeConfigError', () => {
    const bad = { ...valid, mode: 'staging', auth: { ...valid.auth, googleEnabled: 'false' } };
    expect(() => parseRuntimeConfig(bad)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(bad)).toThrow(/mode.*auth\.googleEnabled/);
  });

  it('does not turn the string "false" into true', () => {
    expect(() => parseRuntimeConfig({ ...valid, auth: { ...valid.auth, googleEnabled: 'false' } })).toThrow(
      /googleEnabled/,
    );
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json without cache and parses it', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadRuntimeConfig, getRuntimeConfig } = await import('./config');
      const fetchImpl = jest.fn(async () => new Response(JSON.stringify(valid), { status: 200 }));
      await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(valid);
      expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
      expect(getRuntimeConfig()).toEqual(valid);
    });
  });

  it("takes the entry's early request once, then fetches afresh", async () => {
    await jest.isolateModulesAsync(async () => {
      const answers = [valid, { ...valid, apiUrl: '/outra-api' }];
      const fetchSpy = jest
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
      try {
        const { startConfigRequest, EARLY_CONFIG_REQUEST } = await import('./config-request');
        const { loadRuntimeConfig } = await import('./config');
        startConfigRequest();
        expect(fetchSpy).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
        const later = jest.fn(async () => new Response('{}', { status: 200 }));
        await expect(loadRuntimeConfig(later)).resolves.toEqual(valid);
        expect(later).not.toHaveBeenCalled();
        // Taken once: the hand-over property is gone.
        expect(EARLY_CONFIG_REQUEST in globalThis).toBe(false);
      } finally {
        fetchSpy.mockRestore();
      }
    });
  });

  it('fails clearly when the server answers an error', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadRuntimeConfig } = await import('./config');
      await expect(loadRuntimeConfig(async () => new Response('nope', { status: 500 }))).rejects.toThrow(
        'config.json respondeu 500',
      );
    });
  });
});

describe('URL helpers', () => {
  it('resolves a relative user-pool endpoint against the origin', () => {
    expect(absoluteUrl('/cognito', 'http://localhost:3000')).toBe('http://localhost:3000/cognito');
    expect(absoluteUrl('https://cognito-idp.sa-east-1.amazonaws.com/', 'http://x')).toBe(
      'https://cognito-idp.sa-east-1.amazonaws.com',
    );
  });

  it('turns relative and http addresses into WebSocket URLs', () => {
    expect(toWebSocketUrl('/ws', 'http://localhost:3000')).toBe('ws://localhost:3000/ws');
    expect(toWebSocketUrl('https://abc.execute-api.aws/prod', 'http://x')).toBe('wss://abc.execute-api.aws/prod');
    expect(toWebSocketUrl('wss://abc/prod', 'http://x')).toBe('wss://abc/prod');
  });
});

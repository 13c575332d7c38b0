import { Amplify } from 'aws-amplify';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { CUSTOM_ENDPOINT_NOTICE, configureAmplify, withoutCustomEndpointNotice } from './auth-service.amplify';

// The config `npm start` serves (scripts/local/start.ts): the pool behind the app's own `/cognito`.
const local: RuntimeConfig = {
  mode: 'local',
  apiUrl: '/api',
  wsUrl: '/ws',
  region: 'us-east-1',
  auth: { userPoolId: 'local_pool', userPoolClientId: 'client', userPoolEndpoint: '/cognito', googleEnabled: false },
};

describe("Amplify's custom-endpoint notice (docs/LOCAL-MODE.md §cognito-local.endpoint-notice)", () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('is not printed when local mode configures Amplify, at any loopback origin', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      configureAmplify(local, origin);
      expect(Amplify.getConfig().Auth?.Cognito.userPoolEndpoint).toBe(`${origin}/cognito`);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops only that exact message, and only during the call', () => {
    withoutCustomEndpointNotice(() => {
      console.warn(`[WARN] 01:02.3 Auth - ${CUSTOM_ENDPOINT_NOTICE}`);
      console.warn('[WARN] 01:02.3 Auth - something else');
    });
    console.warn(`[WARN] 01:02.4 Auth - ${CUSTOM_ENDPOINT_NOTICE}`);
    expect(warn.mock.calls).toEqual([
      ['[WARN] 01:02.3 Auth - something else'],
      [`[WARN] 01:02.4 Auth - ${CUSTOM_ENDPOINT_NOTICE}`],
    ]);
  });
});

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { API_SECURITY_HEADERS } from '@shared/http/security-headers';
import { testDeps } from '../../../test/support/deps';
import type { StoredProfile } from '../../profile/ports';
import { makeHandler } from './get-profile.handler';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...API_SECURITY_HEADERS,
};
const ANA: StoredProfile = {
  userId: 'ana',
  name: 'Ana',
  email: 'ana@teste.com',
  avatarUrl: null,
  avatarKey: 'users/ana/avatar/abc.webp',
  joinDate: '2026-03-15T09:30:00.000Z',
};

let handler: ReturnType<typeof makeHandler>;
beforeEach(() => {
  handler = makeHandler({
    ...testDeps({ tokens: { 'token-ana': 'ana', 'token-bia': 'bia' } }),
    profiles: {
      get: async (id) => (id === 'ana' ? ANA : null),
      update: async () => null,
      revokeTokensIssuedBefore: async () => false,
    },
    objects: {
      put: async () => {},
      signedGetUrl: async (key, ttl) => `https://signed/${key}?ttl=${ttl}`,
      delete: async () => {},
      deletePrefix: async () => 0,
    },
  });
});

const get = (token: string) =>
  ({
    routeKey: 'GET /api/profile',
    headers: { authorization: `Bearer ${token}` },
    requestContext: { requestId: 'r' },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('GET /api/profile', () => {
  it("answers 200 with the caller's profile, the picture as a signed URL and no object key", async () => {
    expect(await handler(get('token-ana'))).toEqual({
      statusCode: 200,
      headers: HEADERS,
      body: JSON.stringify({
        userId: 'ana',
        name: 'Ana',
        email: 'ana@teste.com',
        avatarUrl: 'https://signed/users/ana/avatar/abc.webp?ttl=3600',
        joinDate: '2026-03-15T09:30:00.000Z',
      }),
    });
  });

  it('answers 404 in pt-BR when the caller has no profile', async () => {
    expect(await handler(get('token-bia'))).toEqual({
      statusCode: 404,
      headers: HEADERS,
      body: JSON.stringify({ error: 'not_found', message: 'Perfil não encontrado.' }),
    });
  });

  it('answers 401 to a token the verifier refuses', async () => {
    expect((await handler(get('forged'))).statusCode).toBe(401);
  });
});

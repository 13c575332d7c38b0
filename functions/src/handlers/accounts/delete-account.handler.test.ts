process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from '../../core/ports';
import { UnauthorizedError } from '../../core/errors';
import { testDeps } from '../../../test/support/deps';
import { userPoolIdOf } from '../../composition/identity-admin';
import { makeHandler } from './delete-account.handler';

const erased: string[] = [];
const deletedUsers: string[] = [];
let handler: ReturnType<typeof makeHandler>;

beforeEach(() => {
  erased.length = 0;
  deletedUsers.length = 0;
  const deps = testDeps({ tokens: {} });
  handler = makeHandler({
    ...deps,
    tokens: {
      verify: async (token): Promise<Caller> => {
        if (token !== 'token-ana') throw new UnauthorizedError();
        return { userId: 'ana', username: 'user-ana', issuedAt: 1 };
      },
    },
    deletion: {
      standings: {
        getStanding: async () => ({ status: 'active' }),
        setStanding: async () => true,
        deleteEverything: async (userId) => {
          erased.push(userId);
          return { rows: 3, connectionIds: [] };
        },
      },
      identity: {
        verifyPassword: async (_u, p) => p === 'segredo1',
        signOutEverywhere: async () => {},
        deleteUser: async (u) => void deletedUsers.push(u),
        disableUser: async () => {},
      },
      limiter: { take: async () => {} },
      connections: { close: async () => {} },
      objects: { deletePrefix: async () => 0 },
      onDeleted: () => {},
    },
  });
});

const del = (token: string, body?: unknown) =>
  ({
    routeKey: 'DELETE /api/account',
    headers: { authorization: `Bearer ${token}` },
    requestContext: { requestId: 'r' },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('DELETE /api/account', () => {
  it('deletes the caller’s account (never one named in the body) when the password matches', async () => {
    const res = await handler(del('token-ana', { password: 'segredo1', userId: 'bia' }));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual({ deleted: true });
    expect(erased).toEqual(['ana']);
    expect(deletedUsers).toEqual(['user-ana']);
  });

  it('answers 403 in pt-BR to a wrong password and erases nothing', async () => {
    const res = await handler(del('token-ana', { password: 'errada' }));
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body!)).toEqual({ error: 'forbidden', message: expect.stringMatching(/^Senha incorreta/) });
    expect(erased).toEqual([]);
  });

  it.each([{}, { password: '' }, { password: 42 }])('answers 400 in pt-BR to %j', async (body) => {
    const res = await handler(del('token-ana', body));
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).message).toBe('Digite sua senha para confirmar.');
    expect(erased).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    expect((await handler(del('forged', { password: 'segredo1' }))).statusCode).toBe(401);
    expect(erased).toEqual([]);
  });
});

describe('userPoolIdOf', () => {
  it.each([
    ['https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbC', 'us-east-1_AbC'],
    ['http://localhost:4100/cognito/local_5kQ', 'local_5kQ'],
  ])('reads the pool id of %s', (issuer, id) => expect(userPoolIdOf(issuer)).toBe(id));
});

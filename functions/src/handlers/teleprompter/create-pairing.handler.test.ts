process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { testDeps } from '../../../test/support/deps';
import { makeHandler } from './create-pairing.handler';
import { MemoryPairingStore } from '../../teleprompter/test-support';

const post = (body: unknown, token?: string) =>
  makeHandler({ ...testDeps({ tokens: { 'token-ana': 'ana' } }), pairings })({
    routeKey: 'POST /api/teleprompter/remote',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: JSON.stringify(body),
    requestContext: { requestId: 'r1' },
  } as unknown as APIGatewayProxyEventV2);

let pairings: MemoryPairingStore;
beforeEach(() => {
  pairings = new MemoryPairingStore();
});

describe('POST /api/teleprompter/remote', () => {
  it('answers 201 with a code for the token’s user, never a body’s', async () => {
    const res = await post({ sessionId: 'tab-0001-ana', userId: 'bia' }, 'token-ana');
    expect(res.statusCode).toBe(201);
    const body = JSON.parse(res.body!);
    expect(body).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{6}$/), expiresAt: '2026-03-15T11:30:00.000Z' });
    expect(pairings.pairings.get(body.code)).toMatchObject({ userId: 'ana', sessionId: 'tab-0001-ana' });
  });

  it('refuses a missing session with 400 and a pt-BR message', async () => {
    const res = await post({}, 'token-ana');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ error: 'validation_failed', message: 'Informe a sessão do teleprompter.' });
    expect(pairings.pairings.size).toBe(0);
  });

  it('refuses a caller without a token', async () => {
    expect((await post({ sessionId: 'tab-0001-ana' })).statusCode).toBe(401);
  });
});

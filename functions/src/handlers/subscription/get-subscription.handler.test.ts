process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { CreditLedger } from '../../credits/ports';
import { testDeps } from '../../../test/support/deps';
import { makeHandler } from './get-subscription.handler';
import { API_SECURITY_HEADERS } from '@shared/http/security-headers';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...API_SECURITY_HEADERS,
};

const ANA_SUB: Subscription = {
  userId: 'ana',
  plan: 'pro',
  status: 'active',
  creditsRemaining: 14_900,
  creditsTotal: 15_000,
  creditsResetAt: '2026-04-15T09:30:00.000Z',
  currentPeriodEnd: '2026-04-15T09:30:00.000Z',
  updatedAt: '2026-03-15T09:30:00.000Z',
};

/** A free user whose credits ran out and whose reset date (1 March) has passed at the test clock's 15 March. */
const CAIO_SUB: Subscription = {
  ...ANA_SUB,
  userId: 'caio',
  plan: 'free',
  creditsRemaining: 0,
  creditsTotal: 200,
  creditsResetAt: '2026-03-01T12:00:00.000Z',
  currentPeriodEnd: null,
};

let rows: Map<string, Subscription>;

/** The ledger as the handler uses it: L6 gives back a dead generation's 100, L7 counts what is still held. */
let calls: string[];
let held: number;
let handler: ReturnType<typeof makeHandler>;
beforeEach(() => {
  calls = [];
  held = 100;
  const ledger = {
    refundStale: async (userId: string, opts: { createdBefore: Date; now: Date }) => {
      calls.push(`refundStale ${userId} ${opts.now.getTime() - opts.createdBefore.getTime()}`);
      return [];
    },
    held: async (userId: string) => (calls.push(`held ${userId}`), held),
    renew: async (userId: string, r: { fromResetAt: string; credits: number; nextResetAt: string }) => {
      calls.push(`renew ${userId} ${r.fromResetAt} → ${r.nextResetAt}`);
      const row = rows.get(userId);
      if (row?.creditsResetAt !== r.fromResetAt) return false;
      rows.set(userId, { ...row, creditsRemaining: r.credits, creditsTotal: r.credits, creditsResetAt: r.nextResetAt });
      return true;
    },
  } as unknown as CreditLedger;
  rows = new Map<string, Subscription>([
    ['ana', ANA_SUB],
    ['caio', CAIO_SUB],
  ]);
  handler = makeHandler({
    ...testDeps({
      tokens: { 'token-ana': 'ana', 'token-bia': 'bia', 'token-caio': 'caio' },
      accounts: { getSubscription: async (id) => rows.get(id) ?? null },
    }),
    ledger,
  });
});

const get = (token?: string) =>
  ({
    routeKey: 'GET /api/subscription',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requestContext: { requestId: 'r' },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

describe('GET /api/subscription', () => {
  it("answers 200 with the caller's row and the credits its running generations hold", async () => {
    expect(await handler(get('token-ana'))).toEqual({
      statusCode: 200,
      headers: HEADERS,
      body: JSON.stringify({ ...ANA_SUB, creditsInUse: 100 }),
    });
  });

  it("gives back the caller's dead generations (pending for 8 minutes: a worker's longest run, docs/ARCHITECTURE.md §generation-jobs) before it reads", async () => {
    held = 0;
    const r = await handler(get('token-ana'));
    expect(JSON.parse(r.body!).creditsInUse).toBe(0);
    expect(calls).toEqual([`refundStale ana ${8 * 60_000}`, 'held ana']);
  });

  it('renews a free subscription past its reset date, once, and answers the renewed row', async () => {
    const r = await handler(get('token-caio'));
    expect(JSON.parse(r.body!)).toMatchObject({
      creditsRemaining: 200,
      creditsTotal: 200,
      creditsResetAt: '2026-04-01T12:00:00.000Z',
    });
    expect(calls).toContain('renew caio 2026-03-01T12:00:00.000Z → 2026-04-01T12:00:00.000Z');

    calls = [];
    await handler(get('token-caio'));
    expect(calls.filter((c) => c.startsWith('renew'))).toEqual([]);
  });

  it('leaves a paid plan past its reset date to billing', async () => {
    rows.set('ana', { ...ANA_SUB, creditsResetAt: '2026-03-01T12:00:00.000Z' });
    const r = await handler(get('token-ana'));
    expect(JSON.parse(r.body!).creditsRemaining).toBe(14_900);
    expect(calls.filter((c) => c.startsWith('renew'))).toEqual([]);
  });

  it('answers 404 in pt-BR when the caller has no row', async () => {
    expect(await handler(get('token-bia'))).toEqual({
      statusCode: 404,
      headers: HEADERS,
      body: JSON.stringify({ error: 'not_found', message: 'Assinatura não encontrada.' }),
    });
  });

  it('answers 401 without a token', async () => {
    expect(await handler(get())).toEqual({
      statusCode: 401,
      headers: HEADERS,
      body: JSON.stringify({ error: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' }),
    });
  });
});

import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { makeHandler as makePostConfirmation } from '../../src/handlers/accounts/post-confirmation.handler';
import { makeHandler as makeGetSubscription } from '../../src/handlers/subscription/get-subscription.handler';
import { makeHandler as makeGetProfile } from '../../src/handlers/profile/get-profile.handler';
import { apiEvent, makeHarness, newUserId, type Harness } from './harness';
let postConfirmation: ReturnType<typeof makePostConfirmation>;
let getSubscription: ReturnType<typeof makeGetSubscription>;
let getProfile: ReturnType<typeof makeGetProfile>;

function confirmEvent(
  sub: string,
  email: string,
  source = 'PostConfirmation_ConfirmSignUp',
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'local_pool',
    userName: sub,
    triggerSource: source as PostConfirmationTriggerEvent['triggerSource'],
    callerContext: { awsSdkVersion: 'test', clientId: 'client' },
    request: { userAttributes: { sub, email, name: 'Ana Teste' } },
    response: {},
  };
}

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  postConfirmation = makePostConfirmation(h.deps);
  getSubscription = makeGetSubscription(h.deps);
  getProfile = makeGetProfile(h.deps);
});

describe('account creation on confirmation', () => {
  it('creates the profile and a free subscription with 200 credits renewing a month ahead', async () => {
    const userId = newUserId();
    await postConfirmation(confirmEvent(userId, 'ana@teste.com'));

    const res = await getSubscription(apiEvent('GET /api/subscription', { token: await h.tokenFor(userId) }));
    expect(res.statusCode).toBe(200);
    const sub = JSON.parse(res.body!);
    expect(sub).toMatchObject({
      userId,
      plan: 'free',
      status: 'active',
      creditsRemaining: 200,
      creditsTotal: 200,
      currentPeriodEnd: null,
    });
    const days = (new Date(sub.creditsResetAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const profile = JSON.parse(
      (await getProfile(apiEvent('GET /api/profile', { token: await h.tokenFor(userId) }))).body!,
    );
    expect(profile).toMatchObject({ userId, name: 'Ana Teste', email: 'ana@teste.com', avatarUrl: null });
  });

  it('creates the account exactly once: a retried trigger does not reset spent credits', async () => {
    const userId = newUserId();
    await postConfirmation(confirmEvent(userId, 'bia@teste.com'));
    const sub = (await h.deps.accounts.getSubscription(userId))!;
    await h.deps.accounts.putSubscription({ ...sub, creditsRemaining: 100 });

    await postConfirmation(confirmEvent(userId, 'bia@teste.com'));
    await Promise.all([
      postConfirmation(confirmEvent(userId, 'bia@teste.com')),
      postConfirmation(confirmEvent(userId, 'bia@teste.com')),
    ]);

    expect((await h.deps.accounts.getSubscription(userId))!.creditsRemaining).toBe(100);
  });

  it('creates nothing when a password reset is confirmed', async () => {
    const userId = newUserId();
    await postConfirmation(confirmEvent(userId, 'caio@teste.com', 'PostConfirmation_ConfirmForgotPassword'));
    expect(await h.deps.accounts.getSubscription(userId)).toBeNull();
    expect(await h.deps.accounts.getProfile(userId)).toBeNull();
  });
});

describe('GET /api/subscription', () => {
  it('answers 401 without a token and reads nothing', async () => {
    const res = await getSubscription(apiEvent('GET /api/subscription'));
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body!)).toEqual({ error: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' });
  });

  it("returns only the token owner's row, whatever the request carries", async () => {
    const alice = newUserId();
    const bob = newUserId();
    await postConfirmation(confirmEvent(alice, 'alice@teste.com'));
    await postConfirmation(confirmEvent(bob, 'bob@teste.com'));
    const aliceSub = (await h.deps.accounts.getSubscription(alice))!;
    await h.deps.accounts.putSubscription({ ...aliceSub, plan: 'pro', creditsRemaining: 15000, creditsTotal: 15000 });

    const event = apiEvent('GET /api/subscription', {
      token: await h.tokenFor(bob),
      pathParameters: { userId: alice },
    });
    event.queryStringParameters = { userId: alice };
    const res = await getSubscription(event);

    expect(JSON.parse(res.body!)).toMatchObject({ userId: bob, plan: 'free', creditsRemaining: 200 });
  });

  it('answers 404 with a pt-BR message when the user has no subscription row', async () => {
    const res = await getSubscription(apiEvent('GET /api/subscription', { token: await h.tokenFor(newUserId()) }));
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body!)).toEqual({ error: 'not_found', message: 'Assinatura não encontrada.' });
  });
});

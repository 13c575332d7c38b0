import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { makeHandler as makeWebhook } from '../../src/handlers/billing/stripe-webhook.handler';
import { makeHandler as makeCheckout } from '../../src/handlers/billing/create-checkout.handler';
import { makeHandler as makePortal } from '../../src/handlers/billing/customer-portal.handler';
import { makeHandler as makeCancel } from '../../src/handlers/billing/cancel-subscription.handler';
import { makeHandler as makeRenew } from '../../src/handlers/billing/renew-subscription.handler';
import { makeHandler as makeGetSubscription } from '../../src/handlers/subscription/get-subscription.handler';
import { DynamoBillingStore } from '../../src/adapters/dynamo/billing-store.dynamo';
import { DynamoCreditLedger } from '../../src/adapters/dynamo/credit-ledger.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { LocalPayments } from '../../src/adapters/payments/local-payments';
import { LocalStripe } from '../../src/adapters/payments/local-stripe';
import { systemClock } from '../../src/core/clock';
import { cancelForDeletion } from '../../src/billing/manage-billing';
import { silentLogger } from '../support/deps';
import { apiEvent, makeHarness, makeTestDb, subscribedUser, TABLE, type Harness } from './harness';

/**
 * Billing against DynamoDB Local (issue 12; docs/DATA-MODEL.md B1–B5): the real handlers, the
 * real store and ledger, and the local simulated Stripe, whose events are signed with
 * stripe-node's own test helper and posted to the webhook handler as Stripe posts them.
 */
const SECRET = 'whsec_integration_test';
const PRICES = {
  pro: { monthly: 'price_local_pro_monthly', yearly: 'price_local_pro_yearly' },
  enterprise: { monthly: 'price_local_enterprise_monthly', yearly: 'price_local_enterprise_yearly' },
};
const db = makeTestDb();
const store = new DynamoBillingStore(db, TABLE);
const ledger = new DynamoCreditLedger(db, TABLE);
let dir: string;
let stripe: LocalStripe;
let h: Harness;
let pushed: string[];
let payments: LocalPayments;
let webhook: ReturnType<typeof makeWebhook>;
let checkout: ReturnType<typeof makeCheckout>;
let portal: ReturnType<typeof makePortal>;
let cancel: ReturnType<typeof makeCancel>;
let renew: ReturnType<typeof makeRenew>;
let getSubscription: ReturnType<typeof makeGetSubscription>;

beforeAll(async () => {
  h = await makeHarness();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-billing-'));
  stripe = new LocalStripe(path.join(dir, 'payments.json'));
  h.deps.realtime = { publish: async (userId, e) => void pushed.push(`${userId} ${e.type}`) };
  h.deps.ledger = ledger;
  payments = new LocalPayments({
    stripe,
    prices: PRICES,
    webhookSecret: SECRET,
    appUrl: 'http://app.test',
    clock: systemClock,
  });
  const deps = Object.assign(h.deps, {
    billing: {
      store,
      payments,
      config: {
        appUrl: 'http://app.test',
        appOrigins: ['http://app.test', 'http://127.0.0.1:3000'],
        prices: PRICES,
        provider: { kind: 'local' as const, webhookSecret: SECRET, stateFile: '' },
      },
    },
    passwords: { verifyPassword: async (_user: string, password: string) => password === 'segredo1' },
  });
  webhook = makeWebhook(deps);
  checkout = makeCheckout(deps);
  portal = makePortal(deps);
  cancel = makeCancel(deps);
  renew = makeRenew(deps);
  getSubscription = makeGetSubscription(deps);
});
beforeEach(() => {
  pushed = [];
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A Stripe-shaped event posted to the webhook as Stripe would: raw JSON body and its signature header. */
function post(
  event: Stripe.Event | string,
  signature?: string,
  base64 = false,
): Promise<{ statusCode?: number; body?: string }> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const e = apiEvent('POST /api/webhooks/stripe') as APIGatewayProxyEventV2;
  e.headers = {
    'content-type': 'application/json',
    'stripe-signature': signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
  e.body = base64 ? Buffer.from(payload).toString('base64') : payload;
  e.isBase64Encoded = base64;
  return webhook(e) as Promise<{ statusCode?: number; body?: string }>;
}
const outcome = async (r: Promise<{ body?: string }>) => JSON.parse((await r).body!).outcome as string;

/** The full row, billing attributes included. */
const rowOf = async (userId: string) =>
  (await db.send(new GetCommand({ TableName: TABLE, Key: keys.subscription(userId), ConsistentRead: true }))).Item!;

/** A free user who opens checkout for `plan` through the API; answers the user and the checkout's events. */
async function checkoutAs(plan: 'pro' | 'enterprise' = 'pro', interval: 'monthly' | 'yearly' = 'monthly') {
  const u = await subscribedUser(h, 'free', 200);
  const r = await checkout(apiEvent('POST /api/billing/checkout', { token: u.token, body: { plan, interval } }));
  expect(r.statusCode).toBe(200);
  const { url } = JSON.parse(r.body!) as { url: string };
  expect(url).toMatch(/^http:\/\/app\.test\/dev\/checkout\/cs_local_/);
  const events = stripe.completeCheckout(url.split('/').pop()!, new Date());
  return { ...u, events };
}

/** Pays a checkout: every event of it delivered, in Stripe's order. */
async function paidUser(plan: 'pro' | 'enterprise' = 'pro', interval: 'monthly' | 'yearly' = 'monthly') {
  const u = await checkoutAs(plan, interval);
  for (const e of u.events) expect((await post(e)).statusCode).toBe(200);
  const row = await rowOf(u.id);
  return { ...u, subscriptionId: row.stripeSubscriptionId as string, customerId: row.stripeCustomerId as string };
}

describe('the Stripe webhook on DynamoDB Local', () => {
  it('upgrades a user who paid: plan, credits, period, customer, and a push to their tabs', async () => {
    const u = await paidUser('enterprise', 'monthly');
    expect(await rowOf(u.id)).toMatchObject({
      plan: 'enterprise',
      status: 'active',
      creditsRemaining: 40_000,
      creditsTotal: 40_000,
      cancelAtPeriodEnd: false,
      billingInterval: 'monthly',
      stripeSubscriptionId: expect.stringMatching(/^sub_local_/),
      stripeCustomerId: expect.stringMatching(/^cus_local_/),
    });
    const row = await rowOf(u.id);
    expect(row.creditsResetAt).toBe(row.currentPeriodEnd);
    expect(pushed).toContain(`${u.id} subscription.updated`);
    const lookup = await db.send(new GetCommand({ TableName: TABLE, Key: keys.paymentCustomer(u.customerId) }));
    expect(lookup.Item?.userId).toBe(u.id);
  });

  it('answers 400 to a forged signature and changes nothing', async () => {
    const u = await checkoutAs();
    const paid = u.events[1]!; // checkout.session.completed
    const payload = JSON.stringify(paid);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const r of [await post(payload, forged), await post(payload, 't=1,v1=00'), await post(payload, '')]) {
      expect(r.statusCode).toBe(400);
      expect(JSON.parse(r.body!)).toEqual({ error: 'validation_failed', message: 'Assinatura do webhook inválida.' });
    }
    expect(await rowOf(u.id)).toMatchObject({ plan: 'free', creditsRemaining: 200 });
    const marked = await db.send(
      new GetCommand({ TableName: TABLE, Key: keys.paymentEvent(paid.id), ConsistentRead: true }),
    );
    expect(marked.Item).toBeUndefined();
    expect(pushed).toEqual([]);
  });

  it('reads a base64-encoded body as API Gateway may send it', async () => {
    const u = await checkoutAs();
    expect(await outcome(post(u.events[1]!, undefined, true))).toBe('applied');
    expect((await rowOf(u.id)).plan).toBe('pro');
  });

  it('applies the same event once, even delivered five times at once', async () => {
    const u = await checkoutAs();
    const paid = u.events[1]!;
    expect(await outcome(post(paid))).toBe('applied');
    // Spent after the grant: a replay must not give these credits back.
    await ledger.charge({ userId: u.id, operationId: 'op-1', cost: 100, kind: 'generate', now: new Date() });
    pushed = [];
    const replays = await Promise.all(Array.from({ length: 5 }, () => outcome(post(paid))));
    expect(replays).toEqual(Array(5).fill('duplicate'));
    expect((await rowOf(u.id)).creditsRemaining).toBe(14_900);
    expect(pushed).toEqual([]);
  });

  // issue 34's races (docs/QUALITY.md §concurrency): the first delivery races 49 replays of itself
  it('applies an event delivered 50 times at once exactly once: one applied, 49 duplicates, credits granted once', async () => {
    const u = await checkoutAs();
    const paid = u.events[1]!; // checkout.session.completed
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(paid)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = answers.map((r) => JSON.parse(r.body!).outcome as string);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);
    expect(await rowOf(u.id)).toMatchObject({ plan: 'pro', creditsRemaining: 15_000, creditsTotal: 15_000 });
    expect(pushed).toEqual([`${u.id} subscription.updated`]);
  }, 20_000);

  it("grants a period's credits once, whichever of checkout and invoice.paid lands, even racing", async () => {
    const u = await checkoutAs();
    const [created, paid, invoice] = u.events;
    expect(await outcome(post(created!))).toBe('applied');
    await Promise.all([post(paid!), post(invoice!)]);
    expect((await rowOf(u.id)).creditsRemaining).toBe(15_000);
    await ledger.charge({ userId: u.id, operationId: 'op-1', cost: 100, kind: 'generate', now: new Date() });
    // The same period's invoice.paid again under new event ids (Stripe never does, but a grant must not be repeatable).
    const again = Array.from({ length: 4 }, (_, i) => ({ ...invoice!, id: `${invoice!.id}_again${i}` }));
    await Promise.all(again.map((e) => post(e)));
    expect((await rowOf(u.id)).creditsRemaining).toBe(14_900);
  });

  it('keeps the newest state when updates arrive out of order', async () => {
    const u = await paidUser();
    const now = new Date();
    const cancelled = stripe.setCancelAtPeriodEnd(u.subscriptionId, true, now).events[0]!;
    const renewed = stripe.setCancelAtPeriodEnd(u.subscriptionId, false, now).events[0]!;
    // Stripe delivers the renewal first and the older cancellation last.
    expect(await outcome(post(renewed))).toBe('applied');
    expect(await outcome(post(cancelled))).toBe('applied');
    expect(await rowOf(u.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('never lets an older read overwrite a newer one (the providerReadAt condition)', async () => {
    const u = await paidUser();
    const row = await rowOf(u.id);
    const sub = (await store.get(u.id))!;
    const stale = {
      plan: 'pro' as const,
      status: 'canceled' as const,
      creditsTotal: 15_000,
      currentPeriodEnd: row.currentPeriodEnd as string,
      cancelAtPeriodEnd: true,
      billingInterval: 'monthly' as const,
      subscriptionId: u.subscriptionId,
      customerId: u.customerId,
      updatedAt: new Date().toISOString(),
    };
    const older = (row.providerReadAt as number) - 1;
    expect(await store.apply(u.id, stale, { readAt: older, now: new Date(), eventId: 'evt_stale_read' })).toBe(
      'lost-race',
    );
    expect(await rowOf(u.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    // Nothing was marked either: the transaction is all or nothing.
    const marked = await db.send(
      new GetCommand({ TableName: TABLE, Key: keys.paymentEvent('evt_stale_read'), ConsistentRead: true }),
    );
    expect(marked.Item).toBeUndefined();
    expect(sub.subscription.plan).toBe('pro');
  });

  it('puts the user back on free when the cancelled period ends, and a late update changes nothing', async () => {
    const u = await paidUser();
    const cancelled = stripe.setCancelAtPeriodEnd(u.subscriptionId, true, new Date()).events[0]!;
    const ended = stripe.endPeriod(u.subscriptionId, new Date())[0]!;
    expect(ended.type).toBe('customer.subscription.deleted');
    expect(await outcome(post(ended))).toBe('applied');
    expect(await rowOf(u.id)).toMatchObject({
      plan: 'free',
      status: 'active',
      creditsRemaining: 200,
      creditsTotal: 200,
      currentPeriodEnd: null,
    });
    expect((await rowOf(u.id)).stripeSubscriptionId).toBeUndefined();
    expect(await outcome(post(cancelled))).toBe('ignored');
    expect((await rowOf(u.id)).plan).toBe('free');
  });

  it('renews a monthly plan on its next paid period', async () => {
    const u = await paidUser();
    await ledger.charge({ userId: u.id, operationId: 'op-1', cost: 100, kind: 'generate', now: new Date() });
    const before = await rowOf(u.id);
    const events = stripe.endPeriod(u.subscriptionId, new Date());
    expect(events.map((e) => e.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    for (const e of events.reverse()) await post(e); // out of order on purpose
    const after = await rowOf(u.id);
    expect(after.creditsRemaining).toBe(15_000);
    expect(Date.parse(after.creditsResetAt as string)).toBeGreaterThan(Date.parse(before.creditsResetAt as string));
  });

  it('never recreates the row of a deleted account', async () => {
    const u = await checkoutAs();
    // erased as account deletion erases it (A7): the subscription and the profile rows
    await db.send(new DeleteCommand({ TableName: TABLE, Key: keys.subscription(u.id) }));
    await db.send(new DeleteCommand({ TableName: TABLE, Key: keys.profile(u.id) }));
    expect(await outcome(post(u.events[1]!))).toBe('ignored');
    const left = await db.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.userPk(u.id) },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});

describe('checkout return addresses', () => {
  /** The success address the simulated checkout will send the browser to, for a checkout opened from `origin`. */
  async function successUrlFrom(origin: string | undefined): Promise<string> {
    const u = await subscribedUser(h, 'free', 200);
    const e = apiEvent('POST /api/billing/checkout', { token: u.token, body: { plan: 'pro', interval: 'monthly' } });
    if (origin) e.headers = { ...e.headers, origin };
    const r = await checkout(e);
    expect(r.statusCode).toBe(200);
    const sessionId = (JSON.parse(r.body!) as { url: string }).url.split('/').pop()!;
    return stripe.checkoutSession(sessionId)!.successUrl;
  }

  it('come back to the origin the app was opened at when it is one of the app origins (the app at 127.0.0.1)', async () => {
    expect(await successUrlFrom('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/criar?success=true&plan=pro');
  });

  it('come back to the app URL from any other origin, or none', async () => {
    expect(await successUrlFrom('http://evil.example')).toBe('http://app.test/criar?success=true&plan=pro');
    expect(await successUrlFrom(undefined)).toBe('http://app.test/criar?success=true&plan=pro');
  });
});

describe('cancellation and renewal through the API', () => {
  const cancelAs = (token: string, body: unknown) => cancel(apiEvent('POST /api/billing/cancel', { token, body }));

  it('answers 429 with Retry-After to the 6th password try in a minute, even the right one (issue 25 item 6)', async () => {
    // prepare: 5 wrong passwords
    const u = await paidUser();
    for (let i = 0; i < 5; i++)
      expect((await cancelAs(u.token, { password: `errada${i}`, feedback: '' })).statusCode).toBe(403);
    // act
    const sixth = await cancelAs(u.token, { password: 'segredo1', feedback: '' });
    // assert: refused before the pool is asked, nothing cancelled
    expect([sixth.statusCode, JSON.parse(sixth.body!)]).toEqual([
      429,
      { error: 'rate_limited', message: 'Muitas tentativas de senha. Aguarde um minuto e tente de novo.' },
    ]);
    expect(Number(sixth.headers!['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(sixth.headers!['retry-after'])).toBeLessThanOrEqual(60);
    expect(stripe.subscription(u.subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('refuses a wrong password (403, the spec message) and changes nothing; the right one cancels at the period end', async () => {
    const u = await paidUser();
    pushed = [];
    const wrong = await cancelAs(u.token, { password: 'errada', feedback: 'Caro demais' });
    expect([wrong.statusCode, JSON.parse(wrong.body!)]).toEqual([
      403,
      { error: 'forbidden', message: 'A senha digitada está incorreta. Tente novamente.' },
    ]);
    expect(await rowOf(u.id)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(stripe.subscription(u.subscriptionId)!.cancel_at_period_end).toBe(false);

    const ok = await cancelAs(u.token, { password: 'segredo1', feedback: 'Caro demais' });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(ok.body!)).toMatchObject({ plan: 'pro', status: 'canceled', cancelAtPeriodEnd: true });
    expect(stripe.subscription(u.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(pushed).toEqual([`${u.id} subscription.updated`]);
    const feedback = await db.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :fb)',
        ExpressionAttributeValues: { ':pk': keys.userPk(u.id), ':fb': 'CANCELFEEDBACK#' },
      }),
    );
    expect(feedback.Items).toMatchObject([{ text: 'Caro demais', plan: 'pro' }]);

    // GET /api/subscription shows it: 'Seu plano não será renovado' is the UI's.
    const read = JSON.parse((await getSubscription(apiEvent('GET /api/subscription', { token: u.token }))).body!);
    expect(read).toMatchObject({
      plan: 'pro',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      billingInterval: 'monthly',
    });

    const renewed = await renew(apiEvent('POST /api/billing/renew', { token: u.token }));
    expect([renewed.statusCode, JSON.parse(renewed.body!)]).toMatchObject([
      200,
      { status: 'active', cancelAtPeriodEnd: false },
    ]);
    expect(stripe.subscription(u.subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('asks for the password in pt-BR, and answers 409 to a free user', async () => {
    const u = await subscribedUser(h, 'free', 200);
    const empty = await cancelAs(u.token, { password: '' });
    expect([empty.statusCode, JSON.parse(empty.body!).message]).toEqual([400, 'Por favor, digite sua senha']);
    const free = await cancelAs(u.token, { password: 'segredo1' });
    expect([free.statusCode, JSON.parse(free.body!).message]).toEqual([409, 'Você não tem uma assinatura ativa.']);
    const p = await portal(apiEvent('POST /api/billing/portal', { token: u.token }));
    expect(p.statusCode).toBe(409);
  });

  it('opens the portal of a paying user and refuses them a second checkout', async () => {
    const u = await paidUser();
    const p = await portal(apiEvent('POST /api/billing/portal', { token: u.token }));
    expect([p.statusCode, JSON.parse(p.body!).url]).toEqual([
      200,
      expect.stringMatching(/^http:\/\/app\.test\/dev\/portal\/bps_local_/),
    ]);
    const again = await checkout(
      apiEvent('POST /api/billing/checkout', { token: u.token, body: { plan: 'enterprise', interval: 'yearly' } }),
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('monthly renewal on read (docs/PRODUCT.md §credits.renewal)', () => {
  it('renews a yearly plan once per month however many reads race, and never undoes a charge made after it', async () => {
    const u = await paidUser('pro', 'yearly');
    const row = await rowOf(u.id);
    expect(row.creditsResetAt).not.toBe(row.currentPeriodEnd); // a month on, inside the year
    // The month is over: the reset date has passed, with 10 credits left.
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.subscription(u.id),
        UpdateExpression: 'SET creditsRemaining = :c, creditsResetAt = :r',
        ExpressionAttributeValues: { ':c': 10, ':r': past },
      }),
    );
    const read = () => getSubscription(apiEvent('GET /api/subscription', { token: u.token }));
    const answers = await Promise.all(Array.from({ length: 10 }, read));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const renewed = await rowOf(u.id);
    expect(renewed.creditsRemaining).toBe(15_000);
    expect(Date.parse(renewed.creditsResetAt as string)).toBeGreaterThan(Date.now());
    await ledger.charge({ userId: u.id, operationId: 'op-after', cost: 100, kind: 'generate', now: new Date() });
    await Promise.all(Array.from({ length: 10 }, read));
    expect((await rowOf(u.id)).creditsRemaining).toBe(14_900);
  });
});

describe('two checkouts of one free user (issue 25)', () => {
  const open = async (token: string, plan: 'pro' | 'enterprise') => {
    const r = await checkout(apiEvent('POST /api/billing/checkout', { token, body: { plan, interval: 'monthly' } }));
    expect(r.statusCode).toBe(200);
    return (JSON.parse(r.body!) as { url: string }).url.split('/').pop()!;
  };
  const live = (customerId: string) => stripe.openSubscriptionsOf(customerId).map((s) => s.id);

  it('expires the older checkout when the newer opens: only one can be paid', async () => {
    const u = await subscribedUser(h, 'free', 200);
    const pro = await open(u.token, 'pro');
    const enterprise = await open(u.token, 'enterprise');
    expect(stripe.checkoutSession(pro)!.status).toBe('expired');
    expect(() => stripe.completeCheckout(pro, new Date())).toThrow('Checkout session is not open');
    for (const e of stripe.completeCheckout(enterprise, new Date())) expect((await post(e)).statusCode).toBe(200);
    const row = await rowOf(u.id);
    expect(row).toMatchObject({ plan: 'enterprise', creditsRemaining: 40_000 });
    expect(live(row.stripeCustomerId as string)).toEqual([row.stripeSubscriptionId]);
  });

  it('ends a second subscription paid anyway at once; the first keeps its plan and credits, and the orphan changes nothing', async () => {
    // Stripe could not expire the older checkout (down, or paying it already): both get paid.
    const expire = jest.spyOn(LocalPayments.prototype, 'expireOtherCheckouts').mockRejectedValue(new Error('down'));
    try {
      const u = await subscribedUser(h, 'free', 200);
      const pro = await open(u.token, 'pro');
      const enterprise = await open(u.token, 'enterprise');
      const t0 = Date.now();
      const first = stripe.completeCheckout(pro, new Date(t0));
      for (const e of first) expect((await post(e)).statusCode).toBe(200);
      const second = stripe.completeCheckout(enterprise, new Date(t0 + 1000));
      const answers = [];
      for (const e of second) answers.push(await outcome(post(e)));
      expect(answers).toEqual(['duplicate-cancelled', 'ignored', 'ignored']);

      const row = await rowOf(u.id);
      const orphan = (second[0]!.data.object as Stripe.Subscription).id;
      expect(row).toMatchObject({ plan: 'pro', creditsRemaining: 15_000, creditsTotal: 15_000 });
      expect(row.stripeSubscriptionId).toBe((first[0]!.data.object as Stripe.Subscription).id);
      expect(live(row.stripeCustomerId as string)).toEqual([row.stripeSubscriptionId]);
      expect(stripe.subscription(orphan)!.status).toBe('canceled');

      // The orphan's events delivered again later (Stripe retries, under new ids too) change nothing.
      await ledger.charge({ userId: u.id, operationId: 'op-1', cost: 100, kind: 'generate', now: new Date() });
      for (const e of second) {
        expect(await outcome(post(e))).toBe('ignored');
        expect(await outcome(post({ ...e, id: `${e.id}_later` }))).toBe('ignored');
      }
      expect(await rowOf(u.id)).toMatchObject({ plan: 'pro', creditsRemaining: 14_900, creditsTotal: 15_000 });
    } finally {
      expire.mockRestore();
    }
  });

  it('account deletion ends every live subscription of the customer, not only the one the row follows', async () => {
    const u = await paidUser('pro');
    // A second subscription of the same customer whose events never reached us.
    const extra = stripe.createCheckoutSession(
      {
        userId: u.id,
        email: null,
        plan: 'enterprise',
        interval: 'monthly',
        priceId: PRICES.enterprise.monthly,
        customerId: u.customerId,
        successUrl: 's',
        cancelUrl: 'c',
      },
      new Date(),
    );
    stripe.completeCheckout(extra.id, new Date());
    expect(live(u.customerId)).toHaveLength(2);
    await cancelForDeletion({ payments, store, log: silentLogger }, u.id);
    expect(live(u.customerId)).toEqual([]);
    expect(await store.findUserByCustomer(u.customerId)).toBeNull();
  });
});

describe('odd signed webhooks (issue 25)', () => {
  it.each([
    ['no data', { id: 'evt_nodata', object: 'event', type: 'customer.subscription.updated', created: 1 }],
    ['a null object', { id: 'evt_null', object: 'event', type: 'invoice.paid', created: 1, data: { object: null } }],
  ])('acknowledges a signed event with %s (200, ignored), never a 500', async (_what, body) => {
    const r = await post(JSON.stringify(body));
    expect([r.statusCode, JSON.parse(r.body!)]).toEqual([200, { received: true, outcome: 'ignored' }]);
  });

  it('answers 30 concurrent events of one subscription with no 5xx, and the row ends on the newest state', async () => {
    const u = await paidUser();
    await ledger.charge({ userId: u.id, operationId: 'op-1', cost: 100, kind: 'generate', now: new Date() });
    const now = new Date();
    const events = Array.from({ length: 30 }, (_, i) =>
      i % 5 === 4
        ? { ...u.events[2]!, id: `${u.events[2]!.id}_again${i}` } // the same period's invoice.paid again
        : stripe.setCancelAtPeriodEnd(u.subscriptionId, i % 2 === 0, now).events[0]!,
    );
    const answers = await Promise.all(events.map((e) => post(e)));
    const statuses = answers.map((a) => a.statusCode!);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    // A 409 is delivered again by Stripe: do it, until every event is acknowledged.
    for (const [i, a] of answers.entries())
      if (a.statusCode === 409) expect((await post(events[i]!)).statusCode).toBe(200);
    const last = stripe.subscription(u.subscriptionId)!;
    expect(await rowOf(u.id)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: last.cancel_at_period_end,
      status: last.cancel_at_period_end ? 'canceled' : 'active',
      creditsRemaining: 14_900,
    });
  }, 60_000);
});

import { silentLogger } from '../../test/support/deps';
import { recordingLogger } from '../../test/support/logger';
import type { Clock } from '../core/ports';
import { applyPaymentEvent, applyStripeWebhook } from './apply-payment-event';
import { cancelForDeletion, cancelSubscription, openPortal, renewSubscription, startCheckout } from './manage-billing';
import type { PaymentEvent } from './ports';
import { FakePayments, freeRow, MemoryBillingStore, providerSub } from './test-support';

/** A clock that moves 1 ms on every read, from 15 March 2026, so each provider read is newer than the last. */
function tickingClock(): Clock {
  let t = Date.parse('2026-03-15T09:30:00.000Z');
  return { now: () => new Date(t++) };
}

let payments: FakePayments;
let store: MemoryBillingStore;
let pushed: string[];
let clock: Clock;
// One clock per test: time never runs back between two events (a read is newer than every earlier one).
const ctx = () => ({
  payments,
  store,
  realtime: { publish: async (userId: string, e: { type: string }) => void pushed.push(`${userId} ${e.type}`) },
  clock,
  log: silentLogger,
  appUrl: 'https://app.test',
});

beforeEach(() => {
  clock = tickingClock();
  payments = new FakePayments();
  store = new MemoryBillingStore();
  pushed = [];
  store.put(freeRow('ana'));
});

const checkoutDone = (id = 'evt_checkout', paid = true): PaymentEvent => ({
  id,
  created: '2026-03-10T12:00:00.000Z',
  kind: 'checkout.completed',
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  userId: 'ana',
  paid,
});
const invoicePaid = (id: string, periodEnd: string): PaymentEvent => ({
  id,
  created: '2026-03-10T12:00:00.000Z',
  kind: 'invoice.paid',
  subscriptionId: 'sub_1',
  periodEnd,
});
const changed = (id: string): PaymentEvent => ({
  id,
  created: '2026-03-10T12:00:00.000Z',
  kind: 'subscription.changed',
  subscriptionId: 'sub_1',
});

describe('the Stripe webhook (docs/DATA-MODEL.md B2)', () => {
  it('refuses an unsigned call before reading anything', async () => {
    await expect(applyStripeWebhook(ctx(), { rawBody: '{}', signature: 'forged' })).rejects.toMatchObject({
      code: 'validation_failed',
    });
    expect((await store.get('ana'))!.subscription.plan).toBe('free');
  });

  it("puts a paid checkout's user on the plan with its credits, links the customer and pushes the change", async () => {
    payments.subs.set('sub_1', providerSub());
    expect(await applyPaymentEvent(ctx(), checkoutDone())).toBe('applied');
    const row = (await store.get('ana'))!;
    expect(row.subscription).toMatchObject({
      plan: 'pro',
      status: 'active',
      creditsRemaining: 15_000,
      creditsTotal: 15_000,
      creditsResetAt: '2026-04-10T12:00:00.000Z',
      currentPeriodEnd: '2026-04-10T12:00:00.000Z',
      cancelAtPeriodEnd: false,
      billingInterval: 'monthly',
    });
    expect([row.customerId, row.subscriptionId]).toEqual(['cus_1', 'sub_1']);
    expect(await store.findUserByCustomer('cus_1')).toBe('ana');
    expect(pushed).toEqual(['ana subscription.updated']);
  });

  it('applies the same event once: a replay changes nothing and pushes nothing', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    store.rows.get('ana')!.subscription.creditsRemaining = 14_800; // spent meanwhile
    expect(await applyPaymentEvent(ctx(), checkoutDone())).toBe('duplicate');
    expect((await store.get('ana'))!.subscription.creditsRemaining).toBe(14_800);
    expect(pushed).toHaveLength(1);
  });

  it('counts a completed checkout once, with the stage (an EMF line; docs/INFRA-NOTES.md §operations)', async () => {
    payments.subs.set('sub_1', providerSub());
    const lines: Array<Record<string, unknown>> = [];
    const log = recordingLogger(lines);
    await applyPaymentEvent({ ...ctx(), log, stage: 'prod' }, checkoutDone());
    await applyPaymentEvent({ ...ctx(), log, stage: 'prod' }, checkoutDone()); // Stripe's retry: a duplicate
    await applyPaymentEvent({ ...ctx(), log, stage: 'prod' }, invoicePaid('evt_inv', '2026-05-10T12:00:00.000Z'));
    const checkouts = lines.filter((l) => l.message === 'checkout metrics');
    expect(checkouts).toEqual([
      expect.objectContaining({
        _aws: expect.objectContaining({
          CloudWatchMetrics: [
            {
              Namespace: 'Viraliza/Business',
              Dimensions: [['Stage']],
              Metrics: [{ Name: 'Checkouts', Unit: 'Count' }],
            },
          ],
        }),
        Stage: 'prod',
        Checkouts: 1,
      }),
    ]);
  });

  it("grants a period's credits once, whichever of checkout and invoice.paid comes first", async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), invoicePaid('evt_inv', '2026-04-10T12:00:00.000Z'));
    store.rows.get('ana')!.subscription.creditsRemaining = 14_900;
    expect(await applyPaymentEvent(ctx(), checkoutDone())).toBe('applied');
    expect((await store.get('ana'))!.subscription.creditsRemaining).toBe(14_900);
  });

  it('renews on the next paid period, and a late invoice of an older period grants nothing', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    store.rows.get('ana')!.subscription.creditsRemaining = 10;
    // The provider moved to the next period (10 April – 10 May)…
    payments.subs.set(
      'sub_1',
      providerSub({ currentPeriodStart: '2026-04-10T12:00:00.000Z', currentPeriodEnd: '2026-05-10T12:00:00.000Z' }),
    );
    // …and the first period's invoice.paid arrives late: no credits for it.
    await applyPaymentEvent(ctx(), invoicePaid('evt_old', '2026-04-10T12:00:00.000Z'));
    expect((await store.get('ana'))!.subscription).toMatchObject({
      creditsRemaining: 10,
      currentPeriodEnd: '2026-05-10T12:00:00.000Z',
    });
    await applyPaymentEvent(ctx(), invoicePaid('evt_new', '2026-05-10T12:00:00.000Z'));
    expect((await store.get('ana'))!.subscription).toMatchObject({
      creditsRemaining: 15_000,
      creditsResetAt: '2026-05-10T12:00:00.000Z',
    });
  });

  it('gives a yearly plan its first month of credits, to renew monthly on read', async () => {
    payments.subs.set('sub_1', providerSub({ interval: 'yearly', currentPeriodEnd: '2027-03-10T12:00:00.000Z' }));
    await applyPaymentEvent(ctx(), checkoutDone());
    expect((await store.get('ana'))!.subscription).toMatchObject({
      creditsRemaining: 15_000,
      creditsResetAt: '2026-04-10T12:00:00.000Z',
      currentPeriodEnd: '2027-03-10T12:00:00.000Z',
      billingInterval: 'yearly',
    });
  });

  it('reads the state back, so events out of order keep the newest state', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    payments.subs.set('sub_1', providerSub({ cancelAtPeriodEnd: true }));
    await applyPaymentEvent(ctx(), changed('evt_cancel')); // the newer update first
    await applyPaymentEvent(ctx(), changed('evt_older')); // an older update, delivered late
    expect((await store.get('ana'))!.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('marks a failing payment past_due and keeps the plan while Stripe retries', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    payments.subs.set('sub_1', providerSub({ status: 'past_due' }));
    await applyPaymentEvent(ctx(), {
      id: 'evt_fail',
      created: '2026-03-10T12:00:00.000Z',
      kind: 'invoice.payment_failed',
      subscriptionId: 'sub_1',
    });
    expect((await store.get('ana'))!.subscription).toMatchObject({ plan: 'pro', status: 'past_due' });
  });

  it('puts the user back on free when the cancelled period ends, and ignores the end of an older subscription', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    payments.subs.set('sub_1', providerSub({ status: 'ended', cancelAtPeriodEnd: true }));
    expect(await applyPaymentEvent(ctx(), changed('evt_deleted'))).toBe('applied');
    const row = (await store.get('ana'))!;
    expect(row.subscription).toMatchObject({
      plan: 'free',
      status: 'active',
      creditsRemaining: 200,
      creditsTotal: 200,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    expect(row.subscription.billingInterval).toBeUndefined();
    expect([row.subscriptionId, row.customerId]).toEqual([null, 'cus_1']);
    // Another delivery about the ended subscription changes nothing.
    expect(await applyPaymentEvent(ctx(), changed('evt_deleted_again'))).toBe('ignored');
  });

  it('finds the user by customer when the subscription carries no metadata, and ignores strangers', async () => {
    store.customers.set('cus_1', 'ana');
    payments.subs.set('sub_1', providerSub({ userId: null }));
    expect(await applyPaymentEvent(ctx(), changed('evt_a'))).toBe('applied');
    payments.subs.set('sub_1', providerSub({ userId: null, customerId: 'cus_unknown' }));
    expect(await applyPaymentEvent(ctx(), changed('evt_b'))).toBe('ignored');
    payments.subs.delete('sub_1');
    expect(await applyPaymentEvent(ctx(), changed('evt_c'))).toBe('ignored');
  });

  it('never brings back a deleted account', async () => {
    store.rows.delete('ana');
    payments.subs.set('sub_1', providerSub());
    expect(await applyPaymentEvent(ctx(), checkoutDone())).toBe('ignored');
    expect(store.rows.has('ana')).toBe(false);
  });
});

type Paid = Extract<PaymentEvent, { kind: 'checkout.completed' }>;
/** The same event about another subscription. */
const on = (subscriptionId: string, e: PaymentEvent) => ({ ...e, subscriptionId }) as PaymentEvent;

describe('contention on one row (issue 25: 30 events at once gave 500s)', () => {
  it('stops at once when a newer read of the subscription, with its credits, is already written', async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    // An event whose read started before the stored one (a slower concurrent delivery).
    const stored = store.rows.get('ana')!.providerReadAt!;
    const slow = { ...ctx(), clock: { now: () => new Date(stored - 5) } };
    expect(await applyPaymentEvent(slow, changed('evt_slow'))).toBe('superseded');
    expect(await applyPaymentEvent(slow, invoicePaid('evt_slow_inv', '2026-04-10T12:00:00.000Z'))).toBe('superseded');
  });

  it('answers a 409 (Stripe delivers again), never a 500, when every attempt loses', async () => {
    payments.subs.set('sub_1', providerSub());
    const losing = Object.assign(Object.create(store) as MemoryBillingStore, {
      apply: async () => 'lost-race' as const,
    });
    await expect(applyPaymentEvent({ ...ctx(), store: losing }, checkoutDone())).rejects.toMatchObject({
      code: 'conflict',
      message: 'Outro evento da mesma assinatura foi gravado ao mesmo tempo. Envie este de novo.',
    });
  });
});

describe('a second live subscription of one user (docs/DATA-MODEL.md §billing.duplicates)', () => {
  const later = providerSub({ id: 'sub_2', plan: 'enterprise', created: '2026-03-10T12:05:00.000Z' });
  beforeEach(async () => {
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    payments.calls.length = 0;
    pushed = [];
  });

  it('ends the later one at once and leaves the plan and credits of the first', async () => {
    payments.subs.set('sub_2', later);
    const before = await store.get('ana');
    expect(await applyPaymentEvent(ctx(), on('sub_2', changed('evt_2')))).toBe('duplicate-cancelled');
    expect(payments.calls).toEqual(['cancelNow sub_2']);
    expect(payments.subs.get('sub_2')!.status).toBe('ended');
    expect(await store.get('ana')).toEqual(before);
    expect(pushed).toEqual([]);
    // Its later events (its paid checkout, its deletion, a late invoice) change nothing either.
    expect(await applyPaymentEvent(ctx(), on('sub_2', checkoutDone('evt_2_paid')))).toBe('ignored');
    expect(await applyPaymentEvent(ctx(), on('sub_2', changed('evt_2_deleted')))).toBe('ignored');
    expect(await applyPaymentEvent(ctx(), on('sub_2', invoicePaid('evt_2_inv', later.currentPeriodEnd)))).toBe(
      'ignored',
    );
    expect(await store.get('ana')).toEqual(before);
  });

  it("breaks a tie in the creation second by id, and an earlier one that arrives late takes the place of the row's", async () => {
    // sub_0 was made in the same second as sub_1 and sorts first: sub_1 is the later, and ends.
    payments.subs.set('sub_0', providerSub({ id: 'sub_0', plan: 'enterprise' }));
    expect(await applyPaymentEvent(ctx(), on('sub_0', invoicePaid('evt_0', '2026-04-10T12:00:00.000Z')))).toBe(
      'applied',
    );
    expect(payments.calls).toEqual(['cancelNow sub_1']);
    expect((await store.get('ana'))!).toMatchObject({
      subscriptionId: 'sub_0',
      subscription: { plan: 'enterprise', creditsRemaining: 40_000 },
    });
    // sub_1's own end then changes nothing: the row no longer follows it.
    expect(await applyPaymentEvent(ctx(), changed('evt_1_deleted'))).toBe('ignored');
    expect((await store.get('ana'))!.subscription.plan).toBe('enterprise');
  });

  it("takes the user from the subscription's metadata, never from the checkout's reference", async () => {
    store.put(freeRow('bia'));
    payments.subs.set('sub_2', { ...later, userId: 'bia', customerId: 'cus_2' });
    expect(
      await applyPaymentEvent(ctx(), {
        ...(checkoutDone('evt_bia') as Paid),
        subscriptionId: 'sub_2',
        customerId: 'cus_2',
      }),
    ).toBe('applied');
    expect((await store.get('bia'))!.subscription.plan).toBe('enterprise');
    expect((await store.get('ana'))!.subscriptionId).toBe('sub_1');
    expect(payments.calls).toEqual([]);
  });
});

describe('checkout and portal', () => {
  it('opens checkout returning to /criar with the plan, or /planos when cancelled, for a customer made first', async () => {
    const r = await startCheckout(
      ctx(),
      { getProfile: async () => null },
      { userId: 'ana', email: 'ana@x.com' },
      {
        plan: 'enterprise',
        interval: 'yearly',
      },
    );
    expect(r).toEqual({ url: 'https://checkout.test/enterprise-yearly' });
    expect(payments.calls[0]).toBe('customer ana');
    expect(JSON.parse(payments.calls[1]!.slice('checkout '.length))).toEqual({
      userId: 'ana',
      email: 'ana@x.com',
      plan: 'enterprise',
      interval: 'yearly',
      customerId: 'cus_new1',
      successUrl: 'https://app.test/criar?success=true&plan=enterprise',
      cancelUrl: 'https://app.test/planos',
    });
    expect(payments.calls[2]).toBe('expireOtherCheckouts cus_new1 cs_enterprise-yearly');
    expect((await store.get('ana'))!.customerId).toBe('cus_new1');
    expect(await store.findUserByCustomer('cus_new1')).toBe('ana');
  });

  it("reuses the row's customer, and still answers the checkout when expiring the older ones fails", async () => {
    store.put(freeRow('ana'), { customerId: 'cus_1' });
    payments.expireAnswer = new Error('stripe down');
    const r = await startCheckout(
      ctx(),
      { getProfile: async () => null },
      { userId: 'ana' },
      { plan: 'pro', interval: 'monthly' },
    );
    expect(r).toEqual({ url: 'https://checkout.test/pro-monthly' });
    expect(payments.calls.map((c) => c.split(' ')[0])).toEqual(['checkout', 'expireOtherCheckouts']);
    expect(payments.calls[1]).toBe('expireOtherCheckouts cus_1 cs_pro-monthly');
  });

  it('sends a user whose paid plan still runs to the portal (409), and names a provider failure in pt-BR', async () => {
    store.put(freeRow('ana', { plan: 'pro' }), { subscriptionId: 'sub_1', customerId: 'cus_1' });
    await expect(
      startCheckout(ctx(), { getProfile: async () => null }, { userId: 'ana' }, { plan: 'pro', interval: 'monthly' }),
    ).rejects.toMatchObject({ code: 'conflict' });
    payments.fail = true;
    store.put(freeRow('ana'));
    await expect(
      startCheckout(ctx(), { getProfile: async () => null }, { userId: 'ana' }, { plan: 'pro', interval: 'monthly' }),
    ).rejects.toMatchObject({ code: 'internal', message: 'Não foi possível iniciar o checkout. Tente novamente.' });
    await expect(openPortal(ctx(), { userId: 'ana' })).rejects.toMatchObject({
      code: 'conflict',
      message: 'Você ainda não tem uma assinatura para gerenciar.',
    });
  });

  it("opens the portal for the user's customer, back to /gerenciar-assinatura", async () => {
    store.put(freeRow('ana', { plan: 'pro' }), { subscriptionId: 'sub_1', customerId: 'cus_1' });
    expect(await openPortal(ctx(), { userId: 'ana' })).toEqual({ url: 'https://portal.test/cus_1' });
    expect(payments.calls).toEqual(['portal cus_1 https://app.test/gerenciar-assinatura']);
  });
});

describe('cancellation and renewal (docs/PRODUCT.md §flows.cancellation)', () => {
  const caller = { userId: 'ana', username: 'ana@x.com' };
  let passwordOk: boolean;
  const identity = { verifyPassword: async (_u: string, p: string) => passwordOk && p === 'segredo1' };
  const noLimit = { take: async () => {} };
  beforeEach(async () => {
    passwordOk = true;
    payments.subs.set('sub_1', providerSub());
    await applyPaymentEvent(ctx(), checkoutDone());
    pushed = [];
  });

  it('refuses a wrong password with the spec message and changes nothing', async () => {
    await expect(
      cancelSubscription({ ...ctx(), identity, limiter: noLimit }, caller, { password: 'errada', feedback: 'caro' }),
    ).rejects.toMatchObject({ code: 'forbidden', message: 'A senha digitada está incorreta. Tente novamente.' });
    expect(payments.calls).toEqual([]);
    expect(store.feedback).toEqual([]);
  });

  it('stops the renewal at the period end, keeps the feedback and pushes the change', async () => {
    const row = await cancelSubscription({ ...ctx(), identity, limiter: noLimit }, caller, {
      password: 'segredo1',
      feedback: ' Caro ',
    });
    expect(row).toMatchObject({ plan: 'pro', status: 'canceled', cancelAtPeriodEnd: true });
    expect(payments.calls).toEqual(['cancelAtPeriodEnd sub_1 true']);
    expect(store.feedback).toMatchObject([{ userId: 'ana', text: 'Caro', plan: 'pro' }]);
    expect(pushed).toEqual(['ana subscription.updated']);
  });

  it('renews a cancelled plan, and refuses to renew one that renews already', async () => {
    await cancelSubscription({ ...ctx(), identity, limiter: noLimit }, caller, { password: 'segredo1', feedback: '' });
    expect(await renewSubscription(ctx(), caller)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await expect(renewSubscription(ctx(), caller)).rejects.toMatchObject({
      code: 'conflict',
      message: 'Sua assinatura já está ativa e será renovada.',
    });
  });

  it('answers 409 to a free user, and names a failing password check', async () => {
    store.put(freeRow('ana'));
    await expect(
      cancelSubscription({ ...ctx(), identity, limiter: noLimit }, caller, { password: 'segredo1', feedback: '' }),
    ).rejects.toMatchObject({ code: 'conflict', message: 'Você não tem uma assinatura ativa.' });
    store.put(freeRow('ana', { plan: 'pro' }), { subscriptionId: 'sub_1', customerId: 'cus_1' });
    const broken = { verifyPassword: async () => Promise.reject(new Error('pool down')) };
    await expect(
      cancelSubscription({ ...ctx(), identity: broken, limiter: noLimit }, caller, { password: 'x', feedback: '' }),
    ).rejects.toMatchObject({ code: 'internal', message: 'Erro ao validar senha. Tente novamente.' });
  });

  it('ends the subscription at once and forgets the customer for an account deletion', async () => {
    await cancelForDeletion(ctx(), 'ana');
    expect(payments.calls).toEqual(['cancelNow sub_1']);
    expect(await store.findUserByCustomer('cus_1')).toBeNull();
  });

  it("ends every live subscription of the customer for an account deletion, not only the row's (issue 25)", async () => {
    payments.subs.set('sub_2', providerSub({ id: 'sub_2', plan: 'enterprise' }));
    payments.subs.set('sub_3', providerSub({ id: 'sub_3', status: 'incomplete' }));
    payments.subs.set('sub_old', providerSub({ id: 'sub_old', status: 'ended' }));
    payments.subs.set('sub_other', providerSub({ id: 'sub_other', customerId: 'cus_2' }));
    await cancelForDeletion(ctx(), 'ana');
    expect(payments.calls.sort()).toEqual(['cancelNow sub_1', 'cancelNow sub_2', 'cancelNow sub_3']);
  });
});

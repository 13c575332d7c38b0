import Stripe from 'stripe';
import { InvalidWebhookError } from '../../billing/billing-errors';
import { StripePayments } from './stripe-payments';
import type { PriceIds } from './stripe-events';

/**
 * The Stripe adapter against stripe-node's own fetch client over a fake fetch: no network.
 * Each test answers what Stripe would and reads back the form-encoded request it was sent.
 */
const PRICES: PriceIds = {
  pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
  enterprise: { monthly: 'price_ent_m', yearly: 'price_ent_y' },
};
const KEYS = { secretKey: 'sk_test_123', webhookSecret: 'whsec_test_456' };

interface Sent {
  method: string;
  path: string;
  params: URLSearchParams;
  auth: string | null;
}

function fakeStripe(answer: (req: Sent) => { status?: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = async (url: string | URL, init?: RequestInit) => {
    const u = new URL(String(url));
    const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
    const req: Sent = {
      method: init?.method ?? 'GET',
      path: u.pathname,
      params: new URLSearchParams(typeof init?.body === 'string' ? init.body : u.search),
      auth: headers.get('authorization'),
    };
    sent.push(req);
    const { status = 200, body } = answer(req);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  let keyReads = 0;
  const payments = new StripePayments({
    prices: PRICES,
    keys: async () => (keyReads++, KEYS),
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
  });
  return { payments, sent, keyReads: () => keyReads };
}

const SUB = {
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  created: 1_772_999_000,
  start_date: 1_773_000_000,
  metadata: { userId: 'ana' },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        object: 'subscription_item',
        price: { id: 'price_ent_y', object: 'price' },
        current_period_start: 1_773_000_000,
        current_period_end: 1_804_536_000,
      },
    ],
  },
};

describe('StripePayments', () => {
  it('opens Checkout in subscription mode for the configured price and customer, with the user as reference and in metadata', async () => {
    const { payments, sent } = fakeStripe(() => ({
      body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_1' },
    }));
    const r = await payments.createCheckout({
      userId: 'ana',
      email: 'ana@exemplo.com',
      plan: 'pro',
      interval: 'yearly',
      customerId: 'cus_9',
      successUrl: 'https://app.exemplo/criar?success=true&plan=pro',
      cancelUrl: 'https://app.exemplo/planos',
    });
    expect(r).toEqual({ url: 'https://checkout.stripe.com/c/cs_1', sessionId: 'cs_1' });
    const [req] = sent;
    expect([req!.method, req!.path, req!.auth]).toEqual(['POST', '/v1/checkout/sessions', 'Bearer sk_test_123']);
    expect(Object.fromEntries(req!.params)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_y',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.exemplo/criar?success=true&plan=pro',
      cancel_url: 'https://app.exemplo/planos',
      client_reference_id: 'ana',
      // What names the user on every later event (billing/apply-payment-event.ts userOf).
      'subscription_data[metadata][userId]': 'ana',
      'metadata[userId]': 'ana',
      locale: 'pt-BR',
      customer: 'cus_9',
    });
  });

  it('makes the customer with the e-mail and the user in its metadata', async () => {
    const { payments, sent } = fakeStripe(() => ({ body: { id: 'cus_new', object: 'customer' } }));
    expect(await payments.createCustomer({ userId: 'ana', email: 'ana@exemplo.com' })).toBe('cus_new');
    expect([sent[0]!.method, sent[0]!.path, Object.fromEntries(sent[0]!.params)]).toEqual([
      'POST',
      '/v1/customers',
      { email: 'ana@exemplo.com', 'metadata[userId]': 'ana' },
    ]);
  });

  it("expires the customer's open checkouts made before the kept one, by creation then id, and skips one paid meanwhile", async () => {
    const session = (id: string, created: number) => ({ id, object: 'checkout.session', created, status: 'open' });
    const open = [session('cs_new', 200), session('cs_b', 100), session('cs_old', 50), session('cs_a', 100)];
    const { payments, sent } = fakeStripe((req) => {
      if (req.method === 'GET')
        return { body: { object: 'list', data: open, has_more: false, url: '/v1/checkout/sessions' } };
      if (req.path.endsWith('/cs_a/expire'))
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } },
        };
      return { body: { id: req.path.split('/')[4], object: 'checkout.session', status: 'expired' } };
    });
    // cs_b keeps: only cs_old, and cs_a (same second, smaller id), were made before it.
    expect(await payments.expireOtherCheckouts('cus_1', 'cs_b')).toBe(1);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/checkout/sessions',
      'POST /v1/checkout/sessions/cs_old/expire',
      'POST /v1/checkout/sessions/cs_a/expire',
    ]);
    expect(Object.fromEntries(sent[0]!.params)).toEqual({ customer: 'cus_1', status: 'open', limit: '100' });
    sent.length = 0;
    // A kept session no longer open (a newer checkout took over): nothing is expired.
    expect(await payments.expireOtherCheckouts('cus_1', 'cs_gone')).toBe(0);
    expect(sent.map((s) => s.method)).toEqual(['GET']);
  });

  it('lists every subscription of the customer that has not ended, across pages', async () => {
    const page1 = [
      { ...SUB, id: 'sub_a' },
      { ...SUB, id: 'sub_ended', status: 'canceled' },
    ];
    const page2 = [
      { ...SUB, id: 'sub_b', status: 'past_due' },
      { ...SUB, id: 'sub_c', status: 'incomplete' },
    ];
    const { payments, sent } = fakeStripe((req) =>
      req.params.get('starting_after')
        ? { body: { object: 'list', data: page2, has_more: false, url: '/v1/subscriptions' } }
        : { body: { object: 'list', data: page1, has_more: true, url: '/v1/subscriptions' } },
    );
    expect((await payments.subscriptionsOf('cus_1')).map((s) => [s.id, s.status])).toEqual([
      ['sub_a', 'active'],
      ['sub_b', 'past_due'],
      ['sub_c', 'incomplete'],
    ]);
    expect(Object.fromEntries(sent[0]!.params)).toEqual({ customer: 'cus_1', status: 'all', limit: '100' });
    expect(sent[1]!.params.get('starting_after')).toBe('sub_ended');
  });

  it('opens the portal for the customer', async () => {
    const { payments, sent } = fakeStripe(() => ({
      body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/1' },
    }));
    expect(await payments.createPortal('cus_1', 'https://app.exemplo/gerenciar-assinatura')).toEqual({
      url: 'https://billing.stripe.com/p/1',
    });
    expect([sent[0]!.path, Object.fromEntries(sent[0]!.params)]).toEqual([
      '/v1/billing_portal/sessions',
      { customer: 'cus_1', return_url: 'https://app.exemplo/gerenciar-assinatura' },
    ]);
  });

  it('sets cancel_at_period_end and reads the answer in our words (the period from the item)', async () => {
    const { payments, sent } = fakeStripe(() => ({ body: { ...SUB, cancel_at_period_end: true } }));
    expect(await payments.setCancelAtPeriodEnd('sub_1', true)).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      userId: 'ana',
      plan: 'enterprise',
      interval: 'yearly',
      status: 'active',
      cancelAtPeriodEnd: true,
      created: new Date(1_772_999_000_000).toISOString(),
      currentPeriodStart: new Date(1_773_000_000_000).toISOString(),
      currentPeriodEnd: new Date(1_804_536_000_000).toISOString(),
    });
    expect([sent[0]!.method, sent[0]!.path, sent[0]!.params.get('cancel_at_period_end')]).toEqual([
      'POST',
      '/v1/subscriptions/sub_1',
      'true',
    ]);
  });

  it.each([
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['trialing', 'active'],
    ['incomplete', 'incomplete'],
    ['canceled', 'ended'],
    ['incomplete_expired', 'ended'],
  ])('reads Stripe status %s as %s, and an unknown price as no plan', async (status, ours) => {
    const { payments } = fakeStripe(() => ({
      body: { ...SUB, status, items: { ...SUB.items, data: [{ ...SUB.items.data[0], price: { id: 'price_other' } }] } },
    }));
    expect(await payments.getSubscription('sub_1')).toMatchObject({ status: ours, plan: null, interval: null });
  });

  it('answers null for a subscription Stripe does not know, and cancels at once with DELETE', async () => {
    const { payments, sent } = fakeStripe((req) =>
      req.method === 'GET'
        ? { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such subscription' } } }
        : { body: { ...SUB, status: 'canceled' } },
    );
    expect(await payments.getSubscription('sub_x')).toBeNull();
    await payments.cancelNow('sub_1');
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /v1/subscriptions/sub_x',
      'DELETE /v1/subscriptions/sub_1',
    ]);
  });

  it('treats cancelling a subscription already gone as done', async () => {
    const { payments } = fakeStripe(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'already canceled' } },
    }));
    await expect(payments.cancelNow('sub_1')).resolves.toBeUndefined();
  });

  describe('verifyWebhook', () => {
    const invoicePaid = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1_773_000_100,
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
          lines: { data: [{ period: { start: 1_773_000_000, end: 1_804_536_000 } }] },
        },
      },
    });

    it("accepts Stripe's signature over the raw body and reads the event", async () => {
      const { payments } = fakeStripe(() => ({ body: {} }));
      const header = Stripe.webhooks.generateTestHeaderString({ payload: invoicePaid, secret: KEYS.webhookSecret });
      expect(await payments.verifyWebhook(invoicePaid, header)).toEqual({
        id: 'evt_1',
        created: new Date(1_773_000_100_000).toISOString(),
        kind: 'invoice.paid',
        subscriptionId: 'sub_1',
        periodEnd: new Date(1_804_536_000_000).toISOString(),
      });
    });

    it('refuses a forged signature, a changed body and a missing header, the last before reading the secret', async () => {
      const { payments, keyReads } = fakeStripe(() => ({ body: {} }));
      await expect(payments.verifyWebhook(invoicePaid, undefined)).rejects.toBeInstanceOf(InvalidWebhookError);
      expect(keyReads()).toBe(0);
      const forged = Stripe.webhooks.generateTestHeaderString({ payload: invoicePaid, secret: 'whsec_other' });
      await expect(payments.verifyWebhook(invoicePaid, forged)).rejects.toBeInstanceOf(InvalidWebhookError);
      const good = Stripe.webhooks.generateTestHeaderString({ payload: invoicePaid, secret: KEYS.webhookSecret });
      await expect(payments.verifyWebhook(invoicePaid.replace('sub_1', 'sub_2'), good)).rejects.toMatchObject({
        code: 'validation_failed',
        message: 'Assinatura do webhook inválida.',
      });
    });

    it.each([
      ['no data', { id: 'evt_m', type: 'customer.subscription.updated', created: 1 }],
      ['a null object', { id: 'evt_m', type: 'customer.subscription.updated', created: 1, data: { object: null } }],
      ['a null invoice', { id: 'evt_m', type: 'invoice.paid', created: 1, data: { object: null } }],
      ['a null session', { id: 'evt_m', type: 'checkout.session.completed', created: 1, data: null }],
      [
        'a subscription without id',
        { id: 'evt_m', type: 'customer.subscription.deleted', created: 1, data: { object: {} } },
      ],
      ['no id', { type: 'invoice.paid', created: 1, data: { object: {} } }],
      ['a wild date', { id: 'evt_m', type: 'invoice.paid', created: 1e300, data: { object: {} } }],
      ['not an object', ['invoice.paid']],
    ])('reads a signed event with %s as malformed and ignored, without throwing (issue 25)', async (_what, body) => {
      const { payments } = fakeStripe(() => ({ body: {} }));
      const payload = JSON.stringify(body);
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.webhookSecret });
      expect(await payments.verifyWebhook(payload, header)).toMatchObject({ kind: 'ignored', malformed: true });
    });

    it('reads a checkout and leaves other event types ignored', async () => {
      const { payments } = fakeStripe(() => ({ body: {} }));
      const sign = (o: unknown) => {
        const payload = JSON.stringify(o);
        return [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: KEYS.webhookSecret })] as const;
      };
      const checkout = {
        id: 'evt_2',
        type: 'checkout.session.completed',
        created: 1,
        data: {
          object: {
            mode: 'subscription',
            client_reference_id: 'ana',
            customer: 'cus_1',
            subscription: 'sub_1',
            payment_status: 'paid',
          },
        },
      };
      expect(await payments.verifyWebhook(...sign(checkout))).toMatchObject({
        kind: 'checkout.completed',
        userId: 'ana',
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        paid: true,
      });
      expect(
        await payments.verifyWebhook(
          ...sign({ id: 'evt_3', type: 'charge.refunded', created: 1, data: { object: {} } }),
        ),
      ).toMatchObject({ kind: 'ignored', providerType: 'charge.refunded' });
    });
  });
});

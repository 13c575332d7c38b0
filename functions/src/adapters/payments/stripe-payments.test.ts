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
  it('opens Checkout in subscription mode for the configured price, with the user as reference and in metadata', async () => {
    const { payments, sent } = fakeStripe(() => ({
      body: { id: 'cs_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/cs_1' },
    }));
    const r = await payments.createCheckout({
      userId: 'ana',
      email: 'ana@exemplo.com',
      plan: 'pro',
      interval: 'yearly',
      successUrl: 'https://app.exemplo/criar?success=true&plan=pro',
      cancelUrl: 'https://app.exemplo/planos',
    });
    expect(r).toEqual({ url: 'https://checkout.stripe.com/c/cs_1' });
    const [req] = sent;
    expect([req!.method, req!.path, req!.auth]).toEqual(['POST', '/v1/checkout/sessions', 'Bearer sk_test_123']);
    expect(Object.fromEntries(req!.params)).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_y',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.exemplo/criar?success=true&plan=pro',
      cancel_url: 'https://app.exemplo/planos',
      client_reference_id: 'ana',
      'subscription_data[metadata][userId]': 'ana',
      'metadata[userId]': 'ana',
      locale: 'pt-BR',
      customer_email: 'ana@exemplo.com',
    });
  });

  it("reuses the user's customer instead of the e-mail", async () => {
    const { payments, sent } = fakeStripe(() => ({ body: { id: 'cs_2', object: 'checkout.session', url: 'u' } }));
    await payments.createCheckout({
      userId: 'ana',
      email: 'ana@exemplo.com',
      plan: 'enterprise',
      interval: 'monthly',
      customerId: 'cus_9',
      successUrl: 's',
      cancelUrl: 'c',
    });
    expect(sent[0]!.params.get('customer')).toBe('cus_9');
    expect(sent[0]!.params.get('customer_email')).toBeNull();
    expect(sent[0]!.params.get('line_items[0][price]')).toBe('price_ent_m');
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

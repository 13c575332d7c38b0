import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { LocalStripe } from '../../functions/src/adapters/payments/local-stripe';
import { createPaymentsPages, SIMULATED_LABEL } from './payments-pages';
import { listenOnLoopback } from './test-support';

/**
 * The simulated checkout and portal (docs/LOCAL-MODE.md §payments, §payments.safety), served by
 * a bare server in front of the pages, with a stand-in webhook route that checks each event's
 * signature the way the real handler does.
 */
const SECRET = 'whsec_pages_test';
const PRICES = {
  pro: { monthly: 'price_local_pro_monthly', yearly: 'price_local_pro_yearly' },
  enterprise: { monthly: 'price_local_enterprise_monthly', yearly: 'price_local_enterprise_yearly' },
};

let dir: string;
let stripe: LocalStripe;
let site: { url: string; close(): Promise<void> };
let received: Stripe.Event[];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-pages-'));
  const stateFile = path.join(dir, 'payments.json');
  stripe = new LocalStripe(stateFile);
  let origin = '';
  const pages = createPaymentsPages({
    stateFile,
    webhookSecret: SECRET,
    prices: PRICES,
    origins: () => [origin],
    selfUrl: () => origin,
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/webhooks/stripe') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          received.push(
            Stripe.webhooks.constructEvent(
              Buffer.concat(chunks).toString('utf8'),
              String(req.headers['stripe-signature']),
              SECRET,
            ),
          );
          res.writeHead(200).end('{}');
        } catch {
          res.writeHead(400).end('{}');
        }
      });
      return;
    }
    void pages.handle(req, res, url).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  site = await listenOnLoopback(server);
  origin = site.url;
});
beforeEach(() => {
  received = [];
});
afterAll(async () => {
  await site.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const session = (
  plan: 'pro' | 'enterprise' = 'pro',
  interval: 'monthly' | 'yearly' = 'yearly',
  customerId = stripe.createCustomer('ana', 'ana@exemplo.com'),
) =>
  stripe.createCheckoutSession(
    {
      userId: 'ana',
      email: 'ana@exemplo.com',
      plan,
      interval,
      priceId: PRICES[plan][interval],
      customerId,
      successUrl: 'http://localhost:3000/criar?success=true&plan=pro',
      cancelUrl: 'http://localhost:3000/planos',
    },
    new Date(),
  );
const postForm = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${p}`, { method: 'POST', headers: { origin: site.url, ...headers }, redirect: 'manual' });

describe('the simulated checkout', () => {
  it('keeps the order of two checkouts opened in the same millisecond: the newer always expires the older', () => {
    const at = new Date('2026-11-28T12:00:00.000Z');
    for (let i = 0; i < 20; i++) {
      const customer = stripe.createCustomer('ana', 'ana@exemplo.com');
      const base = { userId: 'ana', email: 'ana@exemplo.com', interval: 'monthly' as const, customerId: customer };
      const urls = { successUrl: 'http://localhost:3000/criar', cancelUrl: 'http://localhost:3000/planos' };
      const older = stripe.createCheckoutSession({ ...base, ...urls, plan: 'pro', priceId: PRICES.pro.monthly }, at);
      const newer = stripe.createCheckoutSession(
        { ...base, ...urls, plan: 'enterprise', priceId: PRICES.enterprise.monthly },
        at,
      );
      expect(stripe.expireOtherCheckouts(customer, newer.id)).toBe(1);
      expect(stripe.checkoutSession(older.id)?.status).toBe('expired');
    }
  });

  it("shows the honest label, the plan and its price in reais, with 'Pagar' and 'Cancelar'", async () => {
    const s = session('pro', 'yearly');
    const html = await (await fetch(`${site.url}/dev/checkout/${s.id}`)).text();
    expect(html).toContain(SIMULATED_LABEL);
    expect(html).toContain('Plano <strong>Pro</strong>, cobrança anual');
    expect(html).toContain('R$\u00a0499,00<small>/ano</small>');
    expect(html).toMatch(/action="\/dev\/checkout\/cs_local_[\w-]+\/pay"><button[^>]*>Pagar</);
    expect(html).toContain('>Cancelar<');
  });

  it("'Pagar' sends Stripe-shaped, correctly signed events in Stripe's order, then returns to the app, once", async () => {
    const s = session('enterprise', 'monthly');
    const r = await postForm(`/dev/checkout/${s.id}/pay`);
    expect([r.status, r.headers.get('location')]).toEqual([303, 'http://localhost:3000/criar?success=true&plan=pro']);
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);
    const completed = received[1]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ mode: 'subscription', client_reference_id: 'ana', payment_status: 'paid' });
    const sub = stripe.subscription(completed.subscription as string)!;
    expect([sub.status, sub.metadata.userId, sub.items.data[0]!.price.id]).toEqual([
      'active',
      'ana',
      'price_local_enterprise_monthly',
    ]);
    expect((await postForm(`/dev/checkout/${s.id}/pay`)).status).toBe(404); // a session pays once
  });

  it("'Cancelar' goes back to /planos and sends nothing", async () => {
    const s = session();
    const r = await postForm(`/dev/checkout/${s.id}/cancel`);
    expect([r.status, r.headers.get('location'), received]).toEqual([303, 'http://localhost:3000/planos', []]);
  });

  it('tells the tab of an older checkout, expired by a newer one, why it can no longer pay (issue 25)', async () => {
    const customer = stripe.createCustomer('ana', 'ana@exemplo.com');
    const older = session('pro', 'monthly', customer);
    const newer = session('enterprise', 'monthly', customer);
    expect(stripe.expireOtherCheckouts(customer, newer.id)).toBe(1);
    for (const r of [
      await fetch(`${site.url}/dev/checkout/${older.id}`),
      await postForm(`/dev/checkout/${older.id}/pay`),
    ]) {
      const html = await r.text();
      expect(r.status).toBe(404);
      expect(html).toContain('<h1>Checkout expirado</h1>');
      expect(html).toContain('Você abriu outro checkout depois deste, e só o mais recente pode ser pago');
    }
    expect(received).toEqual([]);
    expect((await postForm(`/dev/checkout/${newer.id}/pay`)).status).toBe(303);
    expect(stripe.openSubscriptionsOf(customer)).toHaveLength(1);
  });

  it("refuses a foreign page's post, even with the right id, and ids of another shape", async () => {
    const s = session();
    expect((await postForm(`/dev/checkout/${s.id}/pay`, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await postForm(`/dev/checkout/${s.id}/pay`, { origin: 'null' })).status).toBe(403);
    expect((await postForm('/dev/checkout/cs_local_guessed/pay')).status).toBe(404);
    expect((await postForm(`/dev/checkout/${s.id.replace('cs_', 'bps_')}/pay`)).status).toBe(404);
    expect((await fetch(`${site.url}/dev/checkout/${s.id}/pay`)).status).toBe(405); // GETs change nothing
    expect(received).toEqual([]);
    expect(stripe.openCheckoutSession(s.id, new Date())).not.toBeNull();
  });
});

describe('the simulated portal', () => {
  it('cancels at the period end, renews, and ends the period (back to free) with signed events', async () => {
    const s = session('pro', 'monthly');
    const subId = (stripe.completeCheckout(s.id, new Date())[1]!.data.object as Stripe.Checkout.Session)
      .subscription as string;
    const portal = stripe.createPortalSession(
      stripe.subscription(subId)!.customer as string,
      'http://localhost:3000/gerenciar-assinatura',
      new Date(),
    );
    const page = () => fetch(`${site.url}/dev/portal/${portal.id}`).then((r) => r.text());
    expect(await page()).toContain('Cancelar assinatura');

    expect((await postForm(`/dev/portal/${portal.id}/cancel`)).status).toBe(303);
    expect(await page()).toContain('Seu plano não será renovado');
    expect((await postForm(`/dev/portal/${portal.id}/renew`)).status).toBe(303);
    expect((await postForm(`/dev/portal/${portal.id}/end-period`)).status).toBe(303); // renews: next period, paid
    expect((await postForm(`/dev/portal/${portal.id}/cancel`)).status).toBe(303);
    expect((await postForm(`/dev/portal/${portal.id}/end-period`)).status).toBe(303); // ends
    expect(received.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(stripe.subscription(subId)!.status).toBe('canceled');
    expect(await page()).toContain('Nenhuma assinatura ativa.');
  });
});

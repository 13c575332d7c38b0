import Stripe from 'stripe';
import { InvalidWebhookError } from '../../billing/billing-errors';
import type { CheckoutRequest, Payments, PaymentEvent, ProviderSubscription } from '../../billing/ports';
import { madeBefore } from '../../billing/ports';
import { normalizeSubscription, verifyStripeEvent, type PriceIds } from './stripe-events';

/** The Stripe secret's value in Secrets Manager (docs/INFRA-NOTES.md §stripe). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface StripePaymentsOptions {
  /** Read on first use (Secrets Manager through the Lambda extension) and kept by the caller's reader. */
  keys: () => Promise<StripeKeys>;
  prices: PriceIds;
  /** Tests pass stripe-node's fetch client over a fake fetch; the default is its Node client. */
  httpClient?: Stripe.HttpClient;
}

/**
 * The payments port on Stripe (stripe-node): Checkout in subscription mode, the customer portal
 * made on demand, cancel_at_period_end to stop a renewal, a DELETE to cancel at once. No network at import
 * or construction: the client is made on the first call, with the key read then.
 */
export class StripePayments implements Payments {
  private client: Promise<{ stripe: Stripe; keys: StripeKeys }> | undefined;

  constructor(private readonly opts: StripePaymentsOptions) {}

  private async stripe(): Promise<{ stripe: Stripe; keys: StripeKeys }> {
    this.client ??= this.opts.keys().then((keys) => ({
      keys,
      stripe: new Stripe(keys.secretKey, {
        maxNetworkRetries: 2,
        timeout: 8000,
        ...(this.opts.httpClient ? { httpClient: this.opts.httpClient } : {}),
      }),
    }));
    try {
      return await this.client;
    } catch (err) {
      this.client = undefined; // a failed secret read is tried again on the next call
      throw err;
    }
  }

  async createCustomer(req: { userId: string; email?: string }): Promise<string> {
    const { stripe } = await this.stripe();
    const customer = await stripe.customers.create({
      ...(req.email ? { email: req.email } : {}),
      metadata: { userId: req.userId },
    });
    return customer.id;
  }

  async createCheckout(req: CheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const { stripe } = await this.stripe();
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.opts.prices[req.plan][req.interval], quantity: 1 }],
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      client_reference_id: req.userId,
      // The user travels with the subscription, so every later event can name them.
      subscription_data: { metadata: { userId: req.userId } },
      metadata: { userId: req.userId },
      locale: 'pt-BR',
      customer: req.customerId,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a url');
    return { url: session.url, sessionId: session.id };
  }

  async expireOtherCheckouts(customerId: string, keepSessionId: string): Promise<number> {
    const { stripe } = await this.stripe();
    const open: Array<{ id: string; created: number }> = [];
    for await (const s of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }))
      open.push({ id: s.id, created: s.created });
    const keep = open.find((s) => s.id === keepSessionId);
    if (!keep) return 0;
    let expired = 0;
    for (const s of open.filter((s) => madeBefore(s, keep))) {
      try {
        await stripe.checkout.sessions.expire(s.id);
        expired++;
      } catch (err) {
        // Paid or expired meanwhile: nothing to expire (the webhook cancels a duplicate).
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      }
    }
    return expired;
  }

  async subscriptionsOf(customerId: string): Promise<ProviderSubscription[]> {
    const { stripe } = await this.stripe();
    const subs: ProviderSubscription[] = [];
    for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) {
      const s = normalizeSubscription(sub, this.opts.prices);
      if (s.status !== 'ended') subs.push(s);
    }
    return subs;
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const { stripe } = await this.stripe();
    const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return { url: portal.url };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    const { stripe } = await this.stripe();
    const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    return normalizeSubscription(sub, this.opts.prices);
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    const { stripe } = await this.stripe();
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      // Already canceled or gone: the account can still be deleted.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw err;
    }
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const { stripe } = await this.stripe();
    try {
      return normalizeSubscription(await stripe.subscriptions.retrieve(subscriptionId), this.opts.prices);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    // An unsigned post is refused before the secret is even read.
    if (!signature) throw new InvalidWebhookError();
    const { keys } = await this.stripe();
    return verifyStripeEvent(rawBody, signature, keys.webhookSecret);
  }
}

import type Stripe from 'stripe';
import type { CheckoutRequest, Payments, PaymentEvent, ProviderSubscription } from '../../billing/ports';
import type { Clock } from '../../core/ports';
import { InvalidWebhookError } from '../../billing/billing-errors';
import type { LocalStripe } from './local-stripe';
import { normalizeSubscription, verifyStripeEvent, type PriceIds } from './stripe-events';

/**
 * The payments port in local mode (docs/LOCAL-MODE.md §payments): no network. Checkout and
 * the portal answer the local server's simulated pages; subscriptions live in the simulated
 * Stripe (local-stripe.ts), so `getSubscription` reads back what it holds, as on AWS; webhooks
 * are checked with stripe-node's own signature check and read by the same code as Stripe's.
 */
export class LocalPayments implements Payments {
  constructor(
    private readonly opts: {
      stripe: LocalStripe;
      prices: PriceIds;
      webhookSecret: string;
      /** The local server's origin, where the simulated pages are served. */
      appUrl: string;
      clock: Clock;
    },
  ) {}

  async createCustomer(req: { userId: string; email?: string }): Promise<string> {
    return this.opts.stripe.createCustomer(req.userId, req.email ?? null);
  }

  async createCheckout(req: CheckoutRequest): Promise<{ url: string; sessionId: string }> {
    const session = this.opts.stripe.createCheckoutSession(
      {
        userId: req.userId,
        email: req.email ?? null,
        plan: req.plan,
        interval: req.interval,
        priceId: this.opts.prices[req.plan][req.interval],
        customerId: req.customerId,
        successUrl: req.successUrl,
        cancelUrl: req.cancelUrl,
      },
      this.opts.clock.now(),
    );
    return { url: `${this.opts.appUrl}/dev/checkout/${session.id}`, sessionId: session.id };
  }

  async expireOtherCheckouts(customerId: string, keepSessionId: string): Promise<number> {
    return this.opts.stripe.expireOtherCheckouts(customerId, keepSessionId);
  }

  async subscriptionsOf(customerId: string): Promise<ProviderSubscription[]> {
    return this.opts.stripe.openSubscriptionsOf(customerId).map((s) => this.normalize(s));
  }

  async createPortal(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = this.opts.stripe.createPortalSession(customerId, returnUrl, this.opts.clock.now());
    return { url: `${this.opts.appUrl}/dev/portal/${session.id}` };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> {
    // Stripe would also send customer.subscription.updated; the route applies this answer itself.
    const { sub } = this.opts.stripe.setCancelAtPeriodEnd(subscriptionId, cancel, this.opts.clock.now());
    return this.normalize(sub);
  }

  async cancelNow(subscriptionId: string): Promise<void> {
    this.opts.stripe.cancelNow(subscriptionId, this.opts.clock.now());
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const sub = this.opts.stripe.subscription(subscriptionId);
    return sub ? this.normalize(sub) : null;
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    if (!signature) throw new InvalidWebhookError();
    return verifyStripeEvent(rawBody, signature, this.opts.webhookSecret);
  }

  private normalize(sub: Stripe.Subscription): ProviderSubscription {
    return normalizeSubscription(sub, this.opts.prices);
  }
}

import type { Subscription } from '@shared/subscription/subscription.schema';
import { InvalidWebhookError } from './billing-errors';
import type {
  ApplyOutcome,
  BillingChange,
  BillingRow,
  BillingStore,
  CheckoutRequest,
  Payments,
  PaymentEvent,
  ProviderSubscription,
} from './ports';

/** A free row as account creation writes it. */
export function freeRow(userId: string, over: Partial<Subscription> = {}): Subscription {
  return {
    userId,
    plan: 'free',
    status: 'active',
    creditsRemaining: 120,
    creditsTotal: 200,
    creditsResetAt: '2026-04-01T12:00:00.000Z',
    currentPeriodEnd: null,
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...over,
  };
}

/** A provider subscription: Pro monthly, paid from 10 March to 10 April 2026, unless told otherwise. */
export function providerSub(over: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    id: 'sub_1',
    customerId: 'cus_1',
    userId: 'ana',
    plan: 'pro',
    interval: 'monthly',
    status: 'active',
    cancelAtPeriodEnd: false,
    created: '2026-03-10T12:00:00.000Z',
    currentPeriodStart: '2026-03-10T12:00:00.000Z',
    currentPeriodEnd: '2026-04-10T12:00:00.000Z',
    ...over,
  };
}

/**
 * The payments port in memory: subscriptions by id, the calls made, and webhooks "signed"
 * with the header `ok` (the real signature check is tested with the adapters).
 */
export class FakePayments implements Payments {
  readonly subs = new Map<string, ProviderSubscription>();
  readonly calls: string[] = [];
  fail = false;
  /** Answered by expireOtherCheckouts; an Error is thrown. */
  expireAnswer: number | Error = 0;
  private customers = 0;

  async createCustomer(req: { userId: string; email?: string }) {
    this.calls.push(`customer ${req.userId}`);
    if (this.fail) throw new Error('stripe down');
    return `cus_new${++this.customers}`;
  }
  async createCheckout(req: CheckoutRequest) {
    this.calls.push(`checkout ${JSON.stringify(req)}`);
    if (this.fail) throw new Error('stripe down');
    return { url: `https://checkout.test/${req.plan}-${req.interval}`, sessionId: `cs_${req.plan}-${req.interval}` };
  }
  async expireOtherCheckouts(customerId: string, keep: string) {
    this.calls.push(`expireOtherCheckouts ${customerId} ${keep}`);
    if (this.expireAnswer instanceof Error) throw this.expireAnswer;
    return this.expireAnswer;
  }
  async subscriptionsOf(customerId: string) {
    return [...this.subs.values()].filter((s) => s.customerId === customerId && s.status !== 'ended');
  }
  async createPortal(customerId: string, returnUrl: string) {
    this.calls.push(`portal ${customerId} ${returnUrl}`);
    if (this.fail) throw new Error('stripe down');
    return { url: `https://portal.test/${customerId}` };
  }
  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    this.calls.push(`cancelAtPeriodEnd ${id} ${cancel}`);
    if (this.fail) throw new Error('stripe down');
    const sub = { ...this.subs.get(id)!, cancelAtPeriodEnd: cancel };
    this.subs.set(id, sub);
    return sub;
  }
  async cancelNow(id: string) {
    this.calls.push(`cancelNow ${id}`);
    const sub = this.subs.get(id);
    if (sub) this.subs.set(id, { ...sub, status: 'ended' });
  }
  async getSubscription(id: string) {
    return this.subs.get(id) ?? null;
  }
  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent> {
    if (signature !== 'ok') throw new InvalidWebhookError();
    return JSON.parse(rawBody) as PaymentEvent;
  }
}

/** The billing store in memory, with the same conditions as DynamoBillingStore (docs/DATA-MODEL.md B2). */
export class MemoryBillingStore implements BillingStore {
  readonly rows = new Map<string, BillingRow>();
  readonly events = new Set<string>();
  readonly customers = new Map<string, string>();
  readonly feedback: Array<{ userId: string; text: string; plan: string; at: string }> = [];

  put(subscription: Subscription, billing: Partial<Omit<BillingRow, 'subscription'>> = {}): void {
    this.rows.set(subscription.userId, {
      subscription,
      customerId: null,
      subscriptionId: null,
      creditsPeriod: null,
      providerReadAt: null,
      ...billing,
    });
  }
  async get(userId: string) {
    const row = this.rows.get(userId);
    return row ? structuredClone(row) : null;
  }
  async findUserByCustomer(customerId: string) {
    return this.customers.get(customerId) ?? null;
  }
  async apply(
    userId: string,
    c: BillingChange,
    opts: { eventId?: string; readAt: number; endsSubscription?: string; replacesSubscription?: string },
  ): Promise<ApplyOutcome> {
    if (opts.eventId && this.events.has(opts.eventId)) return 'duplicate';
    const row = this.rows.get(userId);
    if (!row) return 'gone';
    if (row.providerReadAt !== null && row.providerReadAt >= opts.readAt) return 'lost-race';
    if (c.credits?.period && row.creditsPeriod === c.credits.period) return 'lost-race';
    if (opts.endsSubscription && row.subscriptionId !== opts.endsSubscription) return 'lost-race';
    const may = [null, c.subscriptionId, opts.replacesSubscription ?? null];
    if (c.subscriptionId && !may.includes(row.subscriptionId)) return 'lost-race';
    if (opts.eventId) this.events.add(opts.eventId);
    const { cancelAtPeriodEnd, billingInterval, ...rest } = row.subscription;
    void cancelAtPeriodEnd;
    void billingInterval;
    this.rows.set(userId, {
      subscription: {
        ...rest,
        plan: c.plan,
        status: c.status,
        creditsTotal: c.creditsTotal,
        currentPeriodEnd: c.currentPeriodEnd,
        cancelAtPeriodEnd: c.cancelAtPeriodEnd,
        ...(c.billingInterval ? { billingInterval: c.billingInterval } : {}),
        updatedAt: c.updatedAt,
        ...(c.credits ? { creditsRemaining: c.credits.remaining, creditsResetAt: c.credits.resetAt } : {}),
      },
      customerId: c.customerId,
      subscriptionId: c.subscriptionId,
      creditsPeriod: c.credits?.period ?? row.creditsPeriod,
      providerReadAt: opts.readAt,
    });
    this.customers.set(c.customerId, userId);
    return 'applied';
  }
  async linkCustomer(userId: string, customerId: string) {
    const row = this.rows.get(userId);
    if (!row) throw new Error(`no row ${userId}`);
    if (row.customerId) return row.customerId;
    row.customerId = customerId;
    this.customers.set(customerId, userId);
    return customerId;
  }
  async saveCancellationFeedback(userId: string, f: { text: string; plan: string; at: string }) {
    this.feedback.push({ userId, ...f });
  }
  async forgetCustomer(customerId: string) {
    this.customers.delete(customerId);
  }
}

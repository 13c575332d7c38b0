import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingInterval } from '@shared/billing/billing.schema';
import type { PaidPlanId } from '@shared/plans/plans';
import { addMonths } from '@shared/subscription/credits';
import { madeBefore } from '../../billing/ports';

/**
 * The simulated Stripe of local mode (docs/LOCAL-MODE.md §payments): checkout sessions, portal
 * sessions, customers and subscriptions kept as **Stripe-shaped objects** in one JSON file under
 * DATA_DIR, apart from the app's table as Stripe's data is. The local payments adapter reads and
 * changes it for the API; the local server's simulated checkout and portal pages change it and
 * send the Stripe-shaped events this builds, signed, to the same webhook handler as on AWS.
 * Every operation reads and writes the file synchronously, so two users of it in one process
 * (the adapter and the pages) always see the same state.
 */

export interface LocalCheckoutSession {
  id: string;
  userId: string;
  email: string | null;
  plan: PaidPlanId;
  interval: BillingInterval;
  priceId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  createdAt: string;
}

export interface LocalPortalSession {
  id: string;
  customerId: string;
  returnUrl: string;
  expiresAt: string;
}

interface State {
  checkoutSessions: Record<string, LocalCheckoutSession>;
  portalSessions: Record<string, LocalPortalSession>;
  customers: Record<string, { id: string; email: string | null; userId: string }>;
  subscriptions: Record<string, Stripe.Subscription>;
}

/** Checkout and portal pages stop working after this long, as Stripe's sessions expire. */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/** Unguessable ids: a page's address is its only key (docs/LOCAL-MODE.md §payments.safety). */
const newId = (prefix: string) => `${prefix}_local_${randomBytes(18).toString('base64url')}`;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);
const monthsOf = (interval: BillingInterval) => (interval === 'yearly' ? 12 : 1);

export class LocalStripe {
  constructor(private readonly file: string) {}

  private read(): State {
    try {
      return JSON.parse(fs.readFileSync(this.file, 'utf8')) as State;
    } catch {
      return { checkoutSessions: {}, portalSessions: {}, customers: {}, subscriptions: {} };
    }
  }

  private write(state: State): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(state, null, 1));
    fs.renameSync(tmp, this.file);
  }

  private change<T>(fn: (s: State) => T): T {
    const state = this.read();
    const out = fn(state);
    this.write(state);
    return out;
  }

  createCheckoutSession(s: Omit<LocalCheckoutSession, 'id' | 'status' | 'createdAt'>, now: Date): LocalCheckoutSession {
    return this.change((state) => {
      // Strictly after the customer's newest session: two checkouts opened in one millisecond keep
      // their order, so the newer one always expires the older (ids are random, no tie-break)
      const newest = Math.max(
        0,
        ...Object.values(state.checkoutSessions)
          .filter((o) => o.customerId === s.customerId)
          .map((o) => Date.parse(o.createdAt)),
      );
      const createdAt = new Date(Math.max(now.getTime(), newest + 1)).toISOString();
      const session: LocalCheckoutSession = { ...s, id: newId('cs'), status: 'open', createdAt };
      state.checkoutSessions[session.id] = session;
      return session;
    });
  }

  /** A customer for the user, as the API makes one before the first checkout. */
  createCustomer(userId: string, email: string | null): string {
    return this.change((state) => {
      const id = newId('cus');
      state.customers[id] = { id, email, userId };
      return id;
    });
  }

  /**
   * Expires the customer's open sessions made before `keepId` (Stripe's
   * `checkout.sessions.expire`); none once `keepId` is no longer open. Answers how many.
   */
  expireOtherCheckouts(customerId: string, keepId: string): number {
    return this.change((state) => {
      const created = (s: LocalCheckoutSession) => ({ id: s.id, created: s.createdAt });
      const open = Object.values(state.checkoutSessions).filter(
        (s) => s.customerId === customerId && s.status === 'open',
      );
      const keep = open.find((s) => s.id === keepId);
      if (!keep) return 0;
      const older = open.filter((s) => madeBefore(created(s), created(keep)));
      for (const s of older) s.status = 'expired';
      return older.length;
    });
  }

  /** Any session, whatever its status (the checkout page says why one can no longer be paid). */
  checkoutSession(id: string): LocalCheckoutSession | null {
    return this.read().checkoutSessions[id] ?? null;
  }

  /** An open session still within its hour; null otherwise. */
  openCheckoutSession(id: string, now: Date): LocalCheckoutSession | null {
    const session = this.read().checkoutSessions[id];
    if (!session || session.status !== 'open') return null;
    return Date.parse(session.createdAt) + SESSION_LIFETIME_MS > now.getTime() ? session : null;
  }

  createPortalSession(customerId: string, returnUrl: string, now: Date): LocalPortalSession {
    return this.change((state) => {
      if (!state.customers[customerId]) throw new Error(`No such customer: ${customerId}`);
      const session = {
        id: newId('bps'),
        customerId,
        returnUrl,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      };
      state.portalSessions[session.id] = session;
      return session;
    });
  }

  portalSession(id: string, now: Date): LocalPortalSession | null {
    const session = this.read().portalSessions[id];
    return session && Date.parse(session.expiresAt) > now.getTime() ? session : null;
  }

  subscription(id: string): Stripe.Subscription | null {
    return this.read().subscriptions[id] ?? null;
  }

  /** The customer's subscriptions that have not ended (Stripe's `subscriptions.list`, minus the canceled). */
  openSubscriptionsOf(customerId: string): Stripe.Subscription[] {
    return Object.values(this.read().subscriptions).filter((s) => s.customer === customerId && s.status !== 'canceled');
  }

  /** The customer's latest subscription (the portal shows it). */
  subscriptionOfCustomer(customerId: string): Stripe.Subscription | null {
    const subs = Object.values(this.read().subscriptions).filter((s) => s.customer === customerId);
    return subs.sort((a, b) => b.created - a.created)[0] ?? null;
  }

  /**
   * 'Pagar': the session completes, a customer (unless the session named one) and an active
   * subscription to its price are made, and the first period is paid. Answers the events
   * Stripe would send, in its usual order.
   */
  completeCheckout(sessionId: string, now: Date): Stripe.Event[] {
    return this.change((state) => {
      const session = state.checkoutSessions[sessionId];
      if (!session || session.status !== 'open') throw new Error('Checkout session is not open');
      session.status = 'complete';
      const customerId = session.customerId;
      state.customers[customerId] ??= { id: customerId, email: session.email, userId: session.userId };
      const sub = subscriptionObject({
        id: newId('sub'),
        customerId,
        userId: session.userId,
        priceId: session.priceId,
        interval: session.interval,
        start: now,
      });
      state.subscriptions[sub.id] = sub;
      const checkout = {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.userId,
        customer: customerId,
        subscription: sub.id,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        metadata: { userId: session.userId },
      };
      return [
        event('customer.subscription.created', sub, now),
        event('checkout.session.completed', checkout, now),
        event('invoice.paid', invoiceObject(sub, 'subscription_create'), now),
      ];
    });
  }

  /** Cancel at the period end (true) or renew again (false): customer.subscription.updated. */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    now: Date,
  ): { sub: Stripe.Subscription; events: Stripe.Event[] } {
    return this.change((state) => {
      const sub = live(state, subscriptionId);
      sub.cancel_at_period_end = cancel;
      sub.canceled_at = cancel ? epoch(now) : null;
      return { sub, events: [event('customer.subscription.updated', sub, now)] };
    });
  }

  /**
   * 'Encerrar período agora' (for trying the end of a period): a subscription that will not
   * renew ends (customer.subscription.deleted); one that renews starts its next period and
   * pays it (customer.subscription.updated, invoice.paid).
   */
  endPeriod(subscriptionId: string, now: Date): Stripe.Event[] {
    return this.change((state) => {
      const sub = live(state, subscriptionId);
      if (sub.cancel_at_period_end) {
        end(sub, now);
        return [event('customer.subscription.deleted', sub, now)];
      }
      const item = sub.items.data[0]!;
      const start = new Date(Math.max(now.getTime(), item.current_period_end * 1000));
      item.current_period_start = epoch(start);
      item.current_period_end = epoch(addMonths(start, monthsOf(intervalOf(item))));
      return [
        event('customer.subscription.updated', sub, now),
        event('invoice.paid', invoiceObject(sub, 'subscription_cycle'), now),
      ];
    });
  }

  /** Ends a subscription at once (account deletion); one already ended stays so. */
  cancelNow(subscriptionId: string, now: Date): Stripe.Event[] {
    return this.change((state) => {
      const sub = state.subscriptions[subscriptionId];
      if (!sub || sub.status === 'canceled') return [];
      end(sub, now);
      return [event('customer.subscription.deleted', sub, now)];
    });
  }
}

function live(state: State, id: string): Stripe.Subscription {
  const sub = state.subscriptions[id];
  if (!sub || sub.status === 'canceled') throw new Error(`No live subscription ${id}`);
  return sub;
}

function end(sub: Stripe.Subscription, now: Date): void {
  sub.status = 'canceled';
  sub.ended_at = epoch(now);
  sub.canceled_at ??= epoch(now);
}

const intervalOf = (item: Stripe.SubscriptionItem): BillingInterval =>
  item.price.recurring?.interval === 'year' ? 'yearly' : 'monthly';

/** A Stripe-shaped subscription with one item (the fields billing reads, and their neighbours). */
function subscriptionObject(s: {
  id: string;
  customerId: string;
  userId: string;
  priceId: string;
  interval: BillingInterval;
  start: Date;
}): Stripe.Subscription {
  const start = epoch(s.start);
  const end = epoch(addMonths(s.start, monthsOf(s.interval)));
  return {
    id: s.id,
    object: 'subscription',
    created: start,
    start_date: start,
    customer: s.customerId,
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    livemode: false,
    metadata: { userId: s.userId },
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          subscription: s.id,
          quantity: 1,
          current_period_start: start,
          current_period_end: end,
          price: {
            id: s.priceId,
            object: 'price',
            currency: 'brl',
            recurring: { interval: s.interval === 'yearly' ? 'year' : 'month', interval_count: 1 },
          },
        },
      ],
    },
  } as unknown as Stripe.Subscription;
}

/** The paid invoice of the subscription's current period. */
function invoiceObject(sub: Stripe.Subscription, reason: 'subscription_create' | 'subscription_cycle'): unknown {
  const item = sub.items.data[0]!;
  return {
    id: `in_local_${randomBytes(12).toString('base64url')}`,
    object: 'invoice',
    status: 'paid',
    billing_reason: reason,
    customer: sub.customer,
    currency: 'brl',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    lines: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: `il_local_${randomBytes(8).toString('base64url')}`,
          object: 'line_item',
          period: { start: item.current_period_start, end: item.current_period_end },
        },
      ],
    },
  };
}

/** A Stripe event around a copy of `object` as it is now. */
function event(type: string, object: unknown, now: Date): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: epoch(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  } as unknown as Stripe.Event;
}

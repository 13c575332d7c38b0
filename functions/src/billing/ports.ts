import type { BillingInterval } from '@shared/billing/billing.schema';
import type { PaidPlanId } from '@shared/plans/plans';
import type { Subscription, SubscriptionStatus } from '@shared/subscription/subscription.schema';

/**
 * Billing's ports (issue 12; docs/ARCHITECTURE.md §ports). The domain speaks of these shapes
 * only: no Stripe type crosses them, so the use cases run the same against Stripe
 * (adapters/payments/stripe-payments.ts), the local simulation (local-payments.ts) and the
 * tests' fakes.
 */

/** Where a provider subscription stands, in our words. `ended`: it is over (Stripe `canceled`). */
export type ProviderStatus = 'active' | 'past_due' | 'incomplete' | 'ended';

/** A subscription as the payment provider holds it now (read back, never trusted from an event). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The user our checkout put in its metadata; null for one created elsewhere (the dashboard). */
  userId: string | null;
  /** Null when its price is none of the four configured ones. */
  plan: PaidPlanId | null;
  interval: BillingInterval | null;
  status: ProviderStatus;
  cancelAtPeriodEnd: boolean;
  /** When the provider made it (ISO): of two live subscriptions of one user, the later is the duplicate. */
  created: string;
  /** ISO date-times of the paid period. */
  currentPeriodStart: string;
  currentPeriodEnd: string;
}

/**
 * A verified webhook event, reduced to what billing acts on. Every kind names the
 * subscription it concerns; its state is then read back from the provider, so the order in
 * which events arrive never decides the state (docs/DATA-MODEL.md B2).
 */
export type PaymentEvent = { id: string; created: string } & (
  | {
      kind: 'checkout.completed';
      subscriptionId: string;
      customerId: string;
      /** The checkout's `client_reference_id`: only a hint, the subscription's metadata names the user. */
      userId: string | null;
      /** The first period was paid at checkout (payment_status `paid`). */
      paid: boolean;
    }
  | { kind: 'subscription.changed'; subscriptionId: string }
  /** `periodEnd`: the end of the latest period the invoice pays for (its lines'), to match the subscription's. */
  | { kind: 'invoice.paid'; subscriptionId: string; periodEnd: string | null }
  | { kind: 'invoice.payment_failed'; subscriptionId: string }
  /** `malformed`: signed, but without the object its type promises (acknowledged, never retried). */
  | { kind: 'ignored'; providerType: string; malformed?: boolean }
);

export interface CheckoutRequest {
  userId: string;
  email?: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  /** The user's provider customer, made before the first checkout (docs/PRODUCT.md §flows.checkout). */
  customerId: string;
  successUrl: string;
  cancelUrl: string;
}

/** The payment provider (Stripe on AWS, a simulation locally). Failures throw; the use cases name them in pt-BR. */
export interface Payments {
  /** A hosted checkout for a subscription to `plan` billed every `interval`; answers the page to open. */
  createCheckout(req: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  /** A provider customer for the user (its metadata names them); answers its id. */
  createCustomer(req: { userId: string; email?: string }): Promise<string>;
  /**
   * Expires the customer's open checkouts made before `keepSessionId` (by creation, then id),
   * so only the newest can still be paid; answers how many it expired. Does nothing once
   * `keepSessionId` is no longer open (a newer checkout took over).
   */
  expireOtherCheckouts(customerId: string, keepSessionId: string): Promise<number>;
  /** The customer's subscriptions that have not ended (account deletion ends them all). */
  subscriptionsOf(customerId: string): Promise<ProviderSubscription[]>;
  /** The provider's customer portal for `customerId`, coming back to `returnUrl`. */
  createPortal(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Stops (true) or resumes (false) the renewal at the period end; answers the new state. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends the subscription at once (account deletion). One already ended is not an error. */
  cancelNow(subscriptionId: string): Promise<void>;
  /** The subscription as the provider holds it now; null when it does not know it. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /**
   * Checks the webhook's signature over the exact raw body and answers the event; throws
   * InvalidWebhookError (a 400) for a missing, forged or stale signature, before parsing anything.
   */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<PaymentEvent>;
}

/** The billing side of a user's subscription row (docs/DATA-MODEL.md, the subscription item). */
export interface BillingRow {
  subscription: Subscription;
  customerId: string | null;
  subscriptionId: string | null;
  /** The paid period whose credits were granted last (`<subscription>#<period start>#<plan>`). */
  creditsPeriod: string | null;
  /** When the provider state the row holds was read (epoch ms): an older read never overwrites it. */
  providerReadAt: number | null;
}

/** The state a provider read gives the row (docs/DATA-MODEL.md B2). */
export interface BillingChange {
  plan: Subscription['plan'];
  status: SubscriptionStatus;
  creditsTotal: number;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  billingInterval: BillingInterval | null;
  /** The provider subscription the row now follows; null once it ended. */
  subscriptionId: string | null;
  customerId: string;
  updatedAt: string;
  /** Set when the change grants a period's credits, or resets them (back to free). */
  credits?: { remaining: number; resetAt: string; period: string | null };
}

export type ApplyOutcome =
  /** Written. */
  | 'applied'
  /** The event id was applied before: nothing written. */
  | 'duplicate'
  /** Someone wrote a newer read (or granted this period, or made the row follow another subscription) first: read again. */
  | 'lost-race'
  /** The user has no subscription row (the account was deleted). */
  | 'gone';

/** How `BillingStore.apply` writes a change (docs/DATA-MODEL.md B2). */
export interface ApplyOptions {
  eventId?: string;
  eventType?: string;
  readAt: number;
  now: Date;
  /** The subscription that ended: the row goes back to free only if it follows it. */
  endsSubscription?: string;
  /** The subscription `change` takes the place of (the row may follow it); otherwise a row that follows another one is not switched. */
  replacesSubscription?: string;
}

/** Billing's rows in the table (docs/DATA-MODEL.md B1–B5). */
export interface BillingStore {
  /** The user's row with its billing attributes (consistent read); null when there is none. */
  get(userId: string): Promise<BillingRow | null>;
  /** The user a provider customer belongs to (B3); null when unknown. */
  findUserByCustomer(customerId: string): Promise<string | null>;
  /**
   * One transaction (B2): marks `eventId` applied (once: a second time answers `duplicate`),
   * writes `change` only if no newer provider read is stored (`readAt`), and only once per paid
   * period when it grants credits; records the customer → user lookup. Without `eventId`
   * (the cancel and renew routes apply the provider's answer) no event is marked.
   */
  apply(userId: string, change: BillingChange, opts: ApplyOptions): Promise<ApplyOutcome>;
  /**
   * Records `customerId` as the user's provider customer unless the row already has one, with
   * the customer → user lookup (B3, B6); answers the row's customer (the first recorded wins).
   */
  linkCustomer(userId: string, customerId: string): Promise<string>;
  /** Keeps a cancellation's feedback text under the user (B4). */
  saveCancellationFeedback(userId: string, feedback: { text: string; plan: string; at: string }): Promise<void>;
  /** Forgets the customer → user lookup (account deletion, B5). */
  forgetCustomer(customerId: string): Promise<void>;
}

/**
 * Whether `a` was made before `b` (checkout sessions, subscriptions): by creation time (epoch
 * seconds or ISO), then by id, so two made in the same second still have one order and every
 * caller (the use cases and every Payments adapter) picks the same one (docs/DATA-MODEL.md §billing.duplicates).
 */
export function madeBefore(a: { id: string; created: number | string }, b: { id: string; created: number | string }) {
  const t = (x: number | string) => (typeof x === 'number' ? x * 1000 : Date.parse(x));
  return t(a.created) < t(b.created) || (t(a.created) === t(b.created) && a.id < b.id);
}

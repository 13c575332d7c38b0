import * as z from 'zod/mini';
import { keys } from './keys';
import { epochSeconds, type Item } from './table-io';

/**
 * Billing's items outside the subscription row (docs/DATA-MODEL.md B2–B5): a payment event
 * applied once, the lookup from a payment customer to its user, a cancellation's feedback.
 */
export const PAYMENT_EVENT_TYPE = 'payment-event';
export const PAYMENT_CUSTOMER_TYPE = 'payment-customer';
export const CANCELLATION_FEEDBACK_TYPE = 'cancellation-feedback';

/** Applied event ids are kept this long: Stripe retries an event for up to 3 days. */
export const PAYMENT_EVENT_TTL_SECONDS = 30 * 24 * 60 * 60;

export const paymentEventKey = keys.paymentEvent;
export const paymentCustomerKey = keys.paymentCustomer;
export const cancellationFeedbackKey = keys.cancellationFeedback;

/** The item B2 puts, once per event id. */
export function paymentEventItem(eventId: string, eventType: string | undefined, now: Date): Item {
  return {
    ...paymentEventKey(eventId),
    type: PAYMENT_EVENT_TYPE,
    eventType,
    appliedAt: now.toISOString(),
    ttl: epochSeconds(now) + PAYMENT_EVENT_TTL_SECONDS,
  };
}

/** The item B2 and B6 put: whose customer it is. */
export function paymentCustomerItem(customerId: string, userId: string): Item {
  return { ...paymentCustomerKey(customerId), type: PAYMENT_CUSTOMER_TYPE, userId };
}

const paymentCustomerSchema = z.object({ userId: z.string().check(z.minLength(1)) });

/** The user a customer lookup names (B3); a malformed item throws. */
export function userOfPaymentCustomer(item: Item): string {
  return paymentCustomerSchema.parse(item).userId;
}

export interface CancellationFeedback {
  text: string;
  plan: string;
  at: string;
}

/** The item B4 puts. */
export function cancellationFeedbackItem(userId: string, feedback: CancellationFeedback): Item {
  return { ...cancellationFeedbackKey(userId, feedback.at), type: CANCELLATION_FEEDBACK_TYPE, ...feedback };
}

const cancellationFeedbackSchema = z.object({ text: z.string(), plan: z.string(), at: z.string() });

/** A feedback item read back (support; tests); a malformed item throws. */
export function toCancellationFeedback(item: Item): CancellationFeedback {
  const { text, plan, at } = cancellationFeedbackSchema.parse(item);
  return { text, plan, at };
}

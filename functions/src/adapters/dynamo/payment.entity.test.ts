import {
  PAYMENT_EVENT_TTL_SECONDS,
  cancellationFeedbackItem,
  paymentCustomerItem,
  paymentEventItem,
  toCancellationFeedback,
  userOfPaymentCustomer,
} from './payment.entity';

const now = new Date('2026-03-15T09:30:00.000Z');

describe('the payment entities', () => {
  it('lays out a payment event outside any user, expiring after PAYMENT_EVENT_TTL_SECONDS', () => {
    expect(paymentEventItem('evt_1', 'invoice.paid', now)).toEqual({
      pk: 'EVT#evt_1',
      sk: 'EVT',
      type: 'payment-event',
      eventType: 'invoice.paid',
      appliedAt: now.toISOString(),
      ttl: now.getTime() / 1000 + PAYMENT_EVENT_TTL_SECONDS,
    });
  });

  it('reads back whose customer it is, and refuses a lookup without a user', () => {
    const item = paymentCustomerItem('cus_1', 'ana');
    expect(item).toMatchObject({ pk: 'STRIPECUST#cus_1', sk: 'STRIPECUST', type: 'payment-customer' });
    expect(userOfPaymentCustomer(item)).toBe('ana');
    expect(() => userOfPaymentCustomer({ ...item, userId: undefined })).toThrow();
  });

  it('reads back a cancellation feedback, and refuses one without its text', () => {
    const feedback = { text: 'Caro demais.', plan: 'pro', at: now.toISOString() };
    const item = cancellationFeedbackItem('ana', feedback);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: `CANCELFEEDBACK#${feedback.at}` });
    expect(toCancellationFeedback(item)).toEqual(feedback);
    expect(() => toCancellationFeedback({ ...item, text: 7 })).toThrow();
  });
});

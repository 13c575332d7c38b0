import { BILLING_MESSAGES } from '@shared/billing/billing.schema';
import { DomainError } from '../core/errors';

/** A webhook whose signature is missing, forged or stale: a 400, and nothing is read or written. */
export class InvalidWebhookError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('validation_failed', BILLING_MESSAGES.invalidSignature, options);
    this.name = 'InvalidWebhookError';
  }
}

/** The password given again to cancel did not match: a 403, so the web client does not sign out on it. */
export class WrongCancelPasswordError extends DomainError {
  constructor() {
    super('forbidden', BILLING_MESSAGES.wrongPassword);
    this.name = 'WrongCancelPasswordError';
  }
}

/** The payment provider failed: a 500 whose message is the screen's own text (docs/PRODUCT.md §messages.billing). */
export class PaymentProviderError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('internal', message, options);
    this.name = 'PaymentProviderError';
  }
}

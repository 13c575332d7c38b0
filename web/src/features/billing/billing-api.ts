import * as billingApi from '@shared/billing/billing.api';
import { BILLING_MESSAGES, type BillingInterval, type CancelSubscriptionRequest } from '@shared/billing/billing.schema';
import type { PaidPlanId } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

/** The billing API (docs/ARCHITECTURE.md §billing; shared/src/billing/billing.api.ts is the contract). */

/** POST /api/billing/checkout → the checkout page's address (locally the simulated one, docs/LOCAL-MODE.md §payments). */
export async function startCheckout(api: ApiClient, plan: PaidPlanId, interval: BillingInterval): Promise<string> {
  return (await api.call(billingApi.checkout, { body: { plan, interval } })).url;
}

/** POST /api/billing/portal → the customer portal's address; it comes back to /gerenciar-assinatura. */
export async function openPortal(api: ApiClient): Promise<string> {
  return (await api.call(billingApi.portal, { body: {} })).url;
}

/** POST /api/billing/cancel: the password checked again on the server; answers the subscription row. */
export function cancelSubscription(api: ApiClient, body: CancelSubscriptionRequest): Promise<Subscription> {
  return api.call(billingApi.cancel, { body });
}

/** POST /api/billing/renew: undoes a cancellation while the paid period runs. */
export function renewSubscription(api: ApiClient): Promise<Subscription> {
  return api.call(billingApi.renew, { body: {} });
}

/** The toast while the checkout is being opened, as the spec words it (docs/PRODUCT.md §messages.billing). */
export const CHECKOUT_PROCESSING = 'Processando – Abrindo checkout...';
/** …and while the customer portal is (ours). */
export const PORTAL_PROCESSING = 'Processando – Abrindo o portal de pagamento...';

/** The toast once the checkout's tab is open, as the spec words it (docs/PRODUCT.md §flows.checkout). */
export const CHECKOUT_OPENED = {
  title: 'Checkout aberto',
  description: 'Complete o pagamento na nova aba para ativar sua assinatura.',
};
/** …and the portal's (ours). */
export const PORTAL_OPENED = { title: 'Portal aberto', description: 'Gerencie sua assinatura na nova aba.' };

/** Both checkout and portal failures are titled 'Erro' (docs/PRODUCT.md §messages.billing). */
export const BILLING_ERROR_TITLE = 'Erro';

/**
 * The checkout failure's description: a refusal the server explains (409 'Você já tem uma
 * assinatura ativa…') keeps its words; anything else is the screen's own text.
 */
export function checkoutErrorMessage(err: unknown): string {
  if (isApiError(err) && (err.code === 'conflict' || err.code === 'validation_failed')) return err.message;
  return BILLING_MESSAGES.checkoutFailed;
}

/** The portal failure's description: the error's message, or 'Não foi possível abrir o portal de gerenciamento.' */
export function portalErrorMessage(err: unknown): string {
  return isApiError(err) && err.message ? err.message : BILLING_MESSAGES.portalFailed;
}

/** Where a failed cancellation is shown in its dialog (docs/PRODUCT.md §validation.subscription, §messages.subscription). */
export interface CancelFailure {
  /** The field the message belongs under, or null for the dialog's own alert. */
  field: 'password' | 'feedback' | null;
  title: string;
  message: string;
}

export function cancelFailure(err: unknown): CancelFailure {
  if (isApiError(err)) {
    // 403: the password given again did not match (it never signs the user out).
    if (err.code === 'forbidden')
      return { field: 'password', title: BILLING_MESSAGES.wrongPasswordTitle, message: BILLING_MESSAGES.wrongPassword };
    if (err.code === 'validation_failed') {
      const feedback = err.message === BILLING_MESSAGES.feedbackTooLong;
      return { field: feedback ? 'feedback' : 'password', title: BILLING_ERROR_TITLE, message: err.message };
    }
    // 409: no live subscription any more. 500: the password check failed ('Erro ao validar
    // senha…'); any other failure is 'Erro ao cancelar assinatura…'.
    if (err.code === 'conflict') return { field: null, title: BILLING_ERROR_TITLE, message: err.message };
    if (err.message === BILLING_MESSAGES.passwordCheckFailed)
      return { field: null, title: BILLING_ERROR_TITLE, message: err.message };
    if (err.code === 'network_error') return { field: null, title: BILLING_ERROR_TITLE, message: err.message };
  }
  return { field: null, title: BILLING_ERROR_TITLE, message: BILLING_MESSAGES.cancelFailed };
}

/** The renewal's failure: the server's words (409 'Sua assinatura já está ativa…') or 'Não foi possível renovar…'. */
export function renewErrorMessage(err: unknown): string {
  if (isApiError(err) && (err.code === 'conflict' || err.code === 'network_error')) return err.message;
  return BILLING_MESSAGES.renewFailed;
}

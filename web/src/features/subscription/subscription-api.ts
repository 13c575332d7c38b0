import * as subscriptionApi from '@shared/subscription/subscription.api';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

/**
 * GET /subscription. A 404 means the user has no subscription row: that is "no access",
 * not an error to show (docs/PRODUCT.md §messages.subscription: subscription load errors are only logged).
 */
export async function fetchSubscription(api: ApiClient, signal?: AbortSignal): Promise<Subscription | null> {
  try {
    return await api.call(subscriptionApi.get, { signal });
  } catch (err) {
    if (isApiError(err) && err.code === 'not_found') {
      console.warn('assinatura: nenhuma assinatura encontrada; tratando como sem acesso');
      return null;
    }
    console.error('assinatura: falha ao carregar', err);
    throw err;
  }
}

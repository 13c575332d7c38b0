import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { fetchSubscription } from './subscription-api';

/** Subscription data reloads every 5 minutes (docs/PRODUCT.md §flows.subscription-sync, §limits.timing). */
export const SUBSCRIPTION_REFETCH_INTERVAL_MS = 5 * 60_000;
/** …and 2 s after returning from checkout with success=true (docs/PRODUCT.md §flows.subscription-sync, §limits.timing). */
export const CHECKOUT_RETURN_REFETCH_DELAY_MS = 2_000;

/** Prefix of every subscription query; invalidate it to reload for whoever is signed in. */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;
export const subscriptionQueryKey = (userSub: string | undefined) =>
  [...SUBSCRIPTION_QUERY_KEY, userSub ?? 'anon'] as const;

export interface SubscriptionState {
  /** The subscription, or null when missing or failed to load (both mean "no access"). */
  subscription: Subscription | null;
  /** True until the first answer (or final failure) arrives. */
  isLoading: boolean;
}

export function useSubscription(): SubscriptionState {
  const { api } = useServices();
  const user = useAuthUser();
  const query = useQuery({
    queryKey: subscriptionQueryKey(user?.sub),
    queryFn: ({ signal }) => fetchSubscription(api, signal),
    enabled: !!user,
    refetchInterval: SUBSCRIPTION_REFETCH_INTERVAL_MS,
  });
  return { subscription: query.data ?? null, isLoading: query.isLoading };
}

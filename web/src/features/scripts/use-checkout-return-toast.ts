import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from '../../lib/toaster';
import { activationToast, isCheckoutReturn } from '../subscription/checkout-return';
import { useSubscription } from '../subscription/use-subscription';

/**
 * docs/PRODUCT.md §flows.checkout: /criar?success=true shows the activation toast naming the plan and clears the
 * query. The subscription refetch 2 s later lives in useSubscriptionSync.
 */
export function useCheckoutReturnToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { subscription, isLoading } = useSubscription();
  const shownFor = useRef<string | null>(null);
  const returning = isCheckoutReturn(location.pathname, location.search);

  useEffect(() => {
    if (!returning || isLoading || shownFor.current === location.key) return;
    shownFor.current = location.key; // StrictMode runs effects twice: one toast per return
    const planParam = new URLSearchParams(location.search).get('plan');
    const toast = activationToast(planParam ?? subscription?.plan);
    notify.success(toast.title, toast.description);
    navigate({ pathname: location.pathname, search: '' }, { replace: true, state: location.state });
  }, [
    returning,
    isLoading,
    location.key,
    location.pathname,
    location.search,
    location.state,
    subscription?.plan,
    navigate,
  ]);
}

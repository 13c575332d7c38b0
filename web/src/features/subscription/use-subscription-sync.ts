import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_UPDATED } from '@shared/realtime/realtime-event.schema';
import { toWebSocketUrl } from '../../config';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { realtimeBus } from '../realtime/realtime-bus';
import { isCheckoutReturn } from './checkout-return';
import { connectRealtime } from '../realtime/realtime-socket';
import { AFTER_RECONNECT_QUERY_ROOT } from '../realtime/realtime-catch-up';
import { CHECKOUT_RETURN_REFETCH_DELAY_MS, SUBSCRIPTION_QUERY_KEY } from './use-subscription';

/**
 * Calls `onReturn` when the person comes back to this tab: the window gets the focus again or the
 * tab becomes visible (a payment made in another tab, docs/PRODUCT.md §flows.subscription-sync).
 */
export function watchReturns(onReturn: () => void, win: Window = window, doc: Document = document): () => void {
  const onVisibility = () => doc.visibilityState === 'visible' && onReturn();
  win.addEventListener('focus', onReturn);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('focus', onReturn);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * After the socket reconnects, pushes may have been missed: the subscription reloads, and so does every
 * page's catch-up read (docs/ARCHITECTURE.md §realtime-catch-up: the finder's jobs and reels).
 */
export function reloadAfterReconnect(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: [AFTER_RECONNECT_QUERY_ROOT] });
}

/**
 * Keeps the subscription fresh while the protected area or /planos is open (docs/PRODUCT.md §flows.subscription-sync): reloads on a
 * realtime `subscription.updated` push (and after a reconnect, since pushes may have been
 * missed), when the person comes back to the tab, and 2 s after a checkout success return. The 5-minute poll lives in useSubscription.
 */
export function useSubscriptionSync(): void {
  const { config, auth } = useServices();
  const queryClient = useQueryClient();
  const userSub = useAuthUser()?.sub;
  const location = useLocation();

  useEffect(() => {
    if (!userSub) return;
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    const connection = connectRealtime({
      url: toWebSocketUrl(config.wsUrl, window.location.origin),
      getAccessToken: () => auth.getAccessToken(),
      onMessage: (event) => {
        if (event.type === SUBSCRIPTION_UPDATED) invalidate();
        // The one connection of the app: other features (script streaming) listen on the bus.
        realtimeBus.publish(event);
      },
      // Pushes may have been missed while the socket was down: the subscription, what the pages follow
      // (docs/ARCHITECTURE.md §realtime-catch-up) and any generation in flight are asked again (docs/QUALITY.md §faults.reconnect).
      onReconnected: () => {
        reloadAfterReconnect(queryClient);
        realtimeBus.reconnected();
      },
    });
    // Features send through the bus too (the teleprompter's state to its phone remote).
    const detach = realtimeBus.attach((frame) => connection.send(frame));
    // A push can be missed (a sleeping laptop, a socket still connecting): coming back to the tab reloads too.
    const unwatch = watchReturns(invalidate);
    return () => {
      unwatch();
      detach();
      connection.close();
    };
  }, [userSub, config.wsUrl, auth, queryClient]);

  // The /criar page shows the activation toast and clears the query string
  // (scripts/use-checkout-return-toast.ts), so the timer must outlive that navigation:
  // it is cleared only on unmount.
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());
  const checkoutReturn = isCheckoutReturn(location.pathname, location.search);
  useEffect(() => {
    if (!checkoutReturn) return;
    const pending = timers.current;
    const timer = setTimeout(() => {
      pending.delete(timer);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    }, CHECKOUT_RETURN_REFETCH_DELAY_MS);
    pending.add(timer);
  }, [checkoutReturn, location.key, queryClient]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, []);
}

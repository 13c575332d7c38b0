import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders a pre-rendered page on the server or hydrates it in the browser,
 * true after (and at once on pages the browser renders by itself). A component whose first render
 * depends on the browser (storage, media queries, the runtime config) shows its neutral state
 * until then, so the hydrated DOM matches the pre-rendered HTML (docs/ARCHITECTURE.md §prerender).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * `read()` once hydration is over, `whileHydrating` before it and on the server. Unlike
 * `useHydrated() ? read() : whileHydrating`, a component whose value is the same both ways does not
 * render again when hydration ends. `read` must return a primitive (compared with Object.is).
 */
export function useHydratedValue<T extends string | number | boolean | null>(read: () => T, whileHydrating: T): T {
  return useSyncExternalStore(noSubscription, read, () => whileHydrating);
}

/**
 * The first part of every query key whose data the realtime pushes keep fresh: after the socket
 * reconnects, pushes may have been missed, so the shell refetches them all
 * (subscription/use-subscription-sync.ts; docs/ARCHITECTURE.md §realtime-catch-up).
 */
export const AFTER_RECONNECT_QUERY_ROOT = 'after-reconnect';

import { useEffect, useRef } from 'react';
import { realtimeBus, type MessageBus, type RealtimeListener } from './realtime-bus';

/** Calls `listener` for every realtime push while the component is mounted. */
export function useRealtimeEvents(listener: RealtimeListener, bus: MessageBus = realtimeBus): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => bus.subscribe((event) => latest.current(event)), [bus]);
}

import { useCallback, useEffect, useState } from 'react';

/** The Fullscreen API on one element: whether it is full screen, and a toggle that never throws. */
export function useFullscreen(ref: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(!!ref.current && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (document.fullscreenElement === el) exit();
    // refused (an iframe without permission, iOS Safari on a div): the page simply stays as it is
    else void el.requestFullscreen?.().catch(() => undefined);
  }, [ref, exit]);
  return { active, toggle, exit };
}

import { useEffect } from 'react';

/**
 * Set once the first render (or the hydration of a pre-rendered page) has committed: a performance mark for
 * `npm run bench`, and `data-interactive` on <html> for tests that fake the clock (which fakes `performance`).
 */
export const INTERACTIVE_MARK = 'viraliza:interactive';

/** For the component that commits with the page itself: the app's route boundary, or a content page's root. */
export function useInteractiveMark(): void {
  useEffect(() => {
    if (document.documentElement.dataset.interactive !== undefined) return;
    performance.mark(INTERACTIVE_MARK);
    document.documentElement.dataset.interactive = '';
  }, []);
}

export function InteractiveMark(): null {
  useInteractiveMark();
  return null;
}

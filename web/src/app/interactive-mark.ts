import { useEffect } from 'react';

/**
 * Set once the first render (or the hydration of a pre-rendered page) has committed: a performance mark for
 * `npm run bench`, and `data-interactive` on <html> for tests that fake the clock (which fakes `performance`).
 */
export const INTERACTIVE_MARK = 'viraliza:interactive';

/** For the root component of whatever the page started: the app, or a content page alone. */
export function useInteractiveMark(): void {
  useEffect(() => {
    performance.mark(INTERACTIVE_MARK);
    document.documentElement.dataset.interactive = '';
  }, []);
}

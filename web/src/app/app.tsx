import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppServices } from '../lib/services';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * Set once the first render (or the hydration of a pre-rendered page) has committed: a performance mark for
 * `npm run bench`, and `data-interactive` on <html> for tests that fake the clock (which fakes `performance`).
 */
export const INTERACTIVE_MARK = 'viraliza:interactive';

export function App({ services }: { services: AppServices }) {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    performance.mark(INTERACTIVE_MARK);
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

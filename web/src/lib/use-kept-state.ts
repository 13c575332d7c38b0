import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * State kept in the browser (a form's draft in sessionStorage): read at once when the browser
 * renders the page by itself; on a pre-rendered page, `neutral` while hydrating (as the HTML
 * was) and the kept value right after (docs/ARCHITECTURE.md §prerender). Every change is written back.
 */
export function useKeptState<T>(
  read: () => T,
  neutral: T,
  write: (value: T) => void,
): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? read() : neutral));
  const restored = useRef(hydrated);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      setValue(read());
      return;
    }
    write(value);
    // read/write are the caller's storage functions; only a new value is written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return [value, setValue];
}

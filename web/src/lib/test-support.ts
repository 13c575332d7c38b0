/**
 * A Storage over a Map for the tests of what pages keep in sessionStorage / localStorage;
 * with `refuse`, every write throws as a full or private-mode storage does. `items` shows what was kept.
 */
export function memoryStorage({ refuse = false } = {}): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new DOMException('cheio', 'QuotaExceededError');
      items.set(k, v);
    },
  };
}

import { format } from 'node:util';

export const GUARDED_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
type Method = (typeof GUARDED_METHODS)[number];
type ConsoleLike = Record<Method, (...args: unknown[]) => void>;

/** The guard's own methods, so a test can tell that the console it sees is guarded. */
const guards = new WeakSet<object>();
export const isConsoleGuard = (fn: unknown): boolean => typeof fn === 'function' && guards.has(fn);

/** How much of each write the failure quotes, and how many writes. */
const QUOTE_CHARS = 300;
const QUOTE_WRITES = 5;

/**
 * Replaces the console's writing methods with ones that print nothing and remember what
 * they were given. A test that mocks a method (jest.spyOn(console, 'warn').mockImplementation(…))
 * replaces the guard's method while the mock lives, so an expected log goes to the mock.
 * `check()` throws, and forgets, when anything reached the guard since the last check.
 */
export function installConsoleGuard(target: ConsoleLike = console as unknown as ConsoleLike): { check(): void } {
  const written: string[] = [];
  for (const method of GUARDED_METHODS) {
    const guard = (...args: unknown[]) => {
      written.push(`console.${method}: ${format(...args).slice(0, QUOTE_CHARS)}`);
    };
    guards.add(guard);
    target[method] = guard;
  }
  return {
    check() {
      if (written.length === 0) return;
      const lines = written.splice(0);
      throw new Error(
        `This test (or a hook before it) wrote to the console ${lines.length} time(s) without mocking it. ` +
          `Assert the output with jest.spyOn(console, '…').mockImplementation(), or stop printing:\n` +
          lines.slice(0, QUOTE_WRITES).join('\n') +
          (lines.length > QUOTE_WRITES ? `\n… and ${lines.length - QUOTE_WRITES} more` : ''),
      );
    },
  };
}

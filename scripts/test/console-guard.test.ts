import { GUARDED_METHODS, installConsoleGuard, isConsoleGuard } from './console-guard';

/** A console of its own, so these tests never touch the real one (which the guard already holds). */
const fakeConsole = () =>
  Object.fromEntries(GUARDED_METHODS.map((m) => [m, () => {}])) as Record<
    (typeof GUARDED_METHODS)[number],
    (...args: unknown[]) => void
  >;

describe('the console guard', () => {
  it.each(GUARDED_METHODS)('fails the check after console.%s, quoting what was written', (method) => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    target[method]('roteiro', { n: 1 });
    expect(() => guard.check()).toThrow(`console.${method}: roteiro { n: 1 }`);
  });

  it('passes when nothing was written, and forgets what it reported', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    expect(() => guard.check()).not.toThrow();
    target.log('uma vez');
    expect(() => guard.check()).toThrow(/1 time\(s\)/);
    expect(() => guard.check()).not.toThrow();
  });

  it('lets a test that mocks the method log freely, and guards again once the mock is restored', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    const warn = jest.spyOn(target, 'warn').mockImplementation(() => {});
    target.warn('esperado');
    expect(warn).toHaveBeenCalledWith('esperado');
    expect(() => guard.check()).not.toThrow();
    warn.mockRestore();
    target.warn('inesperado');
    expect(() => guard.check()).toThrow(/inesperado/);
  });

  it('quotes at most five writes and counts the rest', () => {
    const target = fakeConsole();
    const guard = installConsoleGuard(target);
    for (let i = 1; i <= 7; i++) target.info(`linha ${i}`);
    expect(() => guard.check()).toThrow(/linha 5\n… and 2 more$/);
  });

  it.each(GUARDED_METHODS)('guards the real console.%s in every test file (jest.config.ts setup)', (method) => {
    expect(isConsoleGuard(console[method])).toBe(true);
    expect(isConsoleGuard(fakeConsole()[method])).toBe(false);
  });
});

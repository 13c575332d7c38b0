import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import {
  COLOR_MODE_SCRIPT,
  COLOR_MODE_SCRIPT_HASH,
  COLOR_MODE_STORAGE_KEY,
} from '../../shared/src/http/color-mode-script';
import { contentSecurityPolicy } from '../../shared/src/http/security-headers';

/** Runs the script against a fake <html>, storage and media query; answers the classes and color-scheme. */
function run(stored: string | null, systemDark: boolean, initial: string[] = []) {
  const classes = new Set(initial);
  const root = {
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    style: { colorScheme: '' },
  };
  runInNewContext(COLOR_MODE_SCRIPT, {
    localStorage: { getItem: (k: string) => (k === COLOR_MODE_STORAGE_KEY ? stored : null) },
    matchMedia: (q: string) => ({ matches: systemDark && q.includes('dark') }),
    document: { documentElement: root },
  });
  return { classes: [...classes], colorScheme: root.style.colorScheme };
}

describe('the pre-paint color-mode script', () => {
  it('is allowed by the CSP through its exact hash', () => {
    const hash = `sha256-${createHash('sha256').update(COLOR_MODE_SCRIPT).digest('base64')}`;
    expect(COLOR_MODE_SCRIPT_HASH).toBe(hash);
    expect(contentSecurityPolicy({ connect: [], img: [], form: [] }, { upgradeInsecureRequests: false })).toContain(
      `script-src 'self' '${hash}';`,
    );
  });

  it('follows the system preference when nothing or "system" is kept', () => {
    expect(run(null, true)).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(run('system', false)).toEqual({ classes: ['light'], colorScheme: 'light' });
  });

  it("keeps the user's explicit choice over the system's", () => {
    expect(run('light', true)).toEqual({ classes: ['light'], colorScheme: 'light' });
    expect(run('dark', false, ['light'])).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  it('never throws when storage is unavailable', () => {
    expect(() =>
      runInNewContext(COLOR_MODE_SCRIPT, {
        localStorage: {
          getItem: () => {
            throw new Error('blocked');
          },
        },
        document: {},
      }),
    ).not.toThrow();
  });
});

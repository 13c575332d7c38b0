import { applyColorMode, readChoice, setColorMode, type ColorModeEnv } from './color-mode';
import { COLOR_MODE_STORAGE_KEY } from '@shared/http/color-mode-script';
import { memoryStorage } from './test-support';

function env(systemDark: boolean): ColorModeEnv {
  const classes = new Set<string>();
  const root = {
    classList: {
      add: (c: string) => classes.add(c),
      remove: (c: string) => classes.delete(c),
      contains: (c: string) => classes.has(c),
    },
    style: { colorScheme: '' },
    get className() {
      return [...classes].join(' ');
    },
  };
  return {
    storage: memoryStorage(),
    root: root as unknown as HTMLElement,
    systemDark: { matches: systemDark } as MediaQueryList,
  };
}

describe('color mode', () => {
  it("follows the system while the choice is 'system' (the default)", () => {
    const e = env(true);
    applyColorMode(e);
    expect(e.root.className).toBe('dark');
    expect(e.root.style.colorScheme).toBe('dark');
  });

  it('keeps an explicit choice and replaces the other class', () => {
    const e = env(true);
    applyColorMode(e);
    setColorMode('light', e);
    expect(e.root.classList.contains('dark')).toBe(false);
    expect(e.root.classList.contains('light')).toBe(true);
    expect(e.storage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(readChoice(e.storage)).toBe('light');
  });

  it("reads anything else kept as 'system'", () => {
    const e = env(false);
    e.storage.setItem(COLOR_MODE_STORAGE_KEY, 'roxo');
    expect(readChoice(e.storage)).toBe('system');
  });
});

import { useSyncExternalStore } from 'react';
import { COLOR_MODE_STORAGE_KEY } from '@shared/http/color-mode-script';

export type ColorModeChoice = 'light' | 'dark' | 'system';

/**
 * The color mode (docs/PRODUCT.md §screens.shell: Claro / Escuro / Sistema in the avatar menu).
 * The inline script of every HTML page (shared/src/http/color-mode-script.ts) applies the kept
 * choice before the first paint; this module changes it afterwards and follows the system while
 * the choice is 'system'. Chakra's dark tokens follow the 'dark' class on <html>.
 */
export interface ColorModeEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  root: HTMLElement;
  systemDark: MediaQueryList;
}

const listeners = new Set<() => void>();

function browserEnv(): ColorModeEnv {
  return {
    storage: localStorage,
    root: document.documentElement,
    systemDark: matchMedia('(prefers-color-scheme: dark)'),
  };
}

export function readChoice(storage: Pick<Storage, 'getItem'>): ColorModeChoice {
  try {
    const kept = storage.getItem(COLOR_MODE_STORAGE_KEY);
    return kept === 'light' || kept === 'dark' ? kept : 'system';
  } catch {
    return 'system';
  }
}

/** Puts the resolved mode on <html>, as the inline script does. */
export function applyColorMode(env: ColorModeEnv, choice: ColorModeChoice = readChoice(env.storage)): void {
  const dark = choice === 'dark' || (choice === 'system' && env.systemDark.matches);
  env.root.classList.remove(dark ? 'light' : 'dark');
  env.root.classList.add(dark ? 'dark' : 'light');
  env.root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setColorMode(choice: ColorModeChoice, env: ColorModeEnv = browserEnv()): void {
  try {
    env.storage.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // private mode without storage: the choice lasts for this page only
  }
  applyColorMode(env, choice);
  listeners.forEach((notify) => notify());
}

/** Follows the system's preference (and other tabs' choices); call once at boot. */
export function followColorMode(env: ColorModeEnv = browserEnv()): () => void {
  const sync = () => {
    applyColorMode(env);
    listeners.forEach((notify) => notify());
  };
  const onStorage = (e: StorageEvent) => e.key === COLOR_MODE_STORAGE_KEY && sync();
  env.systemDark.addEventListener('change', sync);
  window.addEventListener('storage', onStorage);
  sync();
  return () => {
    env.systemDark.removeEventListener('change', sync);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The kept choice, for the menu's radio group; 'system' while hydrating. */
export function useColorModeChoice(): ColorModeChoice {
  return useSyncExternalStore(
    subscribe,
    () => readChoice(localStorage),
    () => 'system',
  );
}

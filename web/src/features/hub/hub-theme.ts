import { useEffect } from 'react';
import { THEME_ATTRIBUTE, THEME_PALETTES } from '../../app/theme-palettes';

/**
 * The shop's active theme on <html> (docs/ARCHITECTURE.md §hub-themes). The server keeps which theme is
 * active; this browser keeps a copy per user, so that every page of the app (not only the hub, which
 * reads the server) paints in it after a reload.
 */
const storageKey = (userId: string) => `viraliza:tema:${userId}`;

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ThemeEnv {
  storage: ThemeStorage;
  root: HTMLElement;
}

const browserEnv = (): ThemeEnv => ({ storage: localStorage, root: document.documentElement });

/** Paints `themeId` (a bought theme) or the app's own look (null, 'default', an unknown id). */
export function paintTheme(themeId: string | null, root: HTMLElement = document.documentElement): void {
  if (themeId && THEME_PALETTES[themeId]) root.setAttribute(THEME_ATTRIBUTE, themeId);
  else root.removeAttribute(THEME_ATTRIBUTE);
}

export function keptTheme(userId: string, storage: ThemeStorage = localStorage): string | null {
  try {
    return storage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

/** What the server says is active: painted and kept for the next page load. */
export function applyTheme(userId: string, themeId: string | null, env: ThemeEnv = browserEnv()): void {
  try {
    if (themeId && THEME_PALETTES[themeId]) env.storage.setItem(storageKey(userId), themeId);
    else env.storage.removeItem(storageKey(userId));
  } catch {
    // no storage (private mode): this page still paints it
  }
  paintTheme(themeId, env.root);
}

/** The protected layout paints the signed-in user's kept theme, and takes it off when they leave. */
export function useKeptTheme(userId: string | null): void {
  useEffect(() => {
    if (!userId) return;
    paintTheme(keptTheme(userId));
    return () => paintTheme(null);
  }, [userId]);
}

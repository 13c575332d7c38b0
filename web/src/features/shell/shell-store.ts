import { createStore, useStore } from 'zustand';

export interface ShellState {
  /** Desktop sidebar shows icons only. */
  collapsed: boolean;
  /** Mobile drawer is open. */
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
}

const COLLAPSED_KEY = 'viraliza:sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

export const shellStore = createStore<ShellState>()((set) => ({
  collapsed: readCollapsed(),
  drawerOpen: false,
  toggleCollapsed: () =>
    set((s) => {
      const collapsed = !s.collapsed;
      try {
        localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
      } catch {
        // private mode: the choice lasts for this visit only
      }
      return { collapsed };
    }),
  setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
}));

export function useShell<T>(selector: (s: ShellState) => T): T {
  return useStore(shellStore, selector);
}

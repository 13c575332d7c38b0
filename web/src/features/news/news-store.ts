import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GenerateNewsResponse } from '@shared/news/news.schema';
import { authStore } from '../auth/auth-store';
import { INITIAL_NEWS_FORM, type NewsForm } from './news-state';

export type NewsTab = 'gerar' | 'meus-roteiros';

export interface NewsState {
  /** The user the state belongs to; another user's sign-in starts from scratch. */
  owner: string | null;
  form: NewsForm;
  /** The niche's inline error ('Selecione um nicho'), shown after a try. */
  error: string | null;
  tab: NewsTab;
  /** The last answer, so a reload shows it again (the server keeps it a week for 'Salvar'). */
  result: GenerateNewsResponse | null;
  /** Scripts of `result` already saved: index → script id. */
  saved: Record<number, string>;
}

export interface NewsStore extends NewsState {
  claim: (owner: string | null) => void;
  setForm: (form: Partial<NewsForm>) => void;
  setError: (error: string | null) => void;
  setTab: (tab: NewsTab) => void;
  showResult: (result: GenerateNewsResponse) => void;
  markSaved: (index: number, scriptId: string) => void;
}

const INITIAL: NewsState = { owner: null, form: INITIAL_NEWS_FORM, error: null, tab: 'gerar', result: null, saved: {} };

/** The sessionStorage key of the news page (docs/PRODUCT.md §flows.news). */
export const NEWS_STORAGE_KEY = 'viraliza.noticias';

/**
 * The news page's state, kept in sessionStorage per tab and per user: the form, the open tab and the
 * last result, so a reload or the browser's back finds them. A sign-out or another user starts anew.
 */
export const newsStore = createStore<NewsStore>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      claim: (owner) => {
        if (get().owner !== owner) set({ ...INITIAL, owner });
      },
      setForm: (form) => set((s) => ({ form: { ...s.form, ...form }, error: null })),
      setError: (error) => set({ error }),
      setTab: (tab) => set({ tab }),
      showResult: (result) => set({ result, saved: {} }),
      markSaved: (index, scriptId) => set((s) => ({ saved: { ...s.saved, [index]: scriptId } })),
    }),
    {
      name: NEWS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ owner: s.owner, form: s.form, tab: s.tab, result: s.result, saved: s.saved }),
    },
  ),
);

authStore.subscribe((auth) => {
  if (auth.status === 'signedOut') newsStore.getState().claim(null);
});

export function useNews<T>(selector: (s: NewsStore) => T): T {
  return useStore(newsStore, selector);
}

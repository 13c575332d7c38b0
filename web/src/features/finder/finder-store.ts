import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FinderJobView, FinderSearchResponse, ViralItem } from '@shared/finder/finder.schema';
import { authStore } from '../auth/auth-store';
import {
  INITIAL_FINDER_FORM,
  addLiveReel,
  mergeLiveReels,
  prepareFinderRequest,
  upsertJob,
  type FinderForm,
  type FinderFormErrors,
} from './finder-state';

export interface FinderState {
  /** The user the state belongs to; another user's sign-in starts from scratch. */
  owner: string | null;
  form: FinderForm;
  errors: FinderFormErrors;
  /** The last search's answer, so a reload or the browser's back shows the grid again. */
  results: FinderSearchResponse | null;
  /** The deep search's reels, newest first (MAX_LIVE_REELS, none twice by url). */
  reels: ViralItem[];
  jobs: FinderJobView[];
}

export interface FinderStore extends FinderState {
  claim: (owner: string | null) => void;
  setForm: (patch: Partial<FinderForm>) => void;
  /** Validates; the body, or null with the errors shown (and the first message to toast). */
  prepare: () => ReturnType<typeof prepareFinderRequest>;
  showResults: (results: FinderSearchResponse) => void;
  addReel: (reel: ViralItem) => void;
  /** GET /finder/jobs: the server's jobs update ours, its reels merge with the ones on screen. */
  catchUp: (jobs: FinderJobView[], reels: ViralItem[]) => void;
  updateJob: (job: FinderJobView) => void;
  /** A new deep search: its jobs first, the older ones after. */
  startJobs: (jobs: FinderJobView[]) => void;
}

const INITIAL: FinderState = { owner: null, form: INITIAL_FINDER_FORM, errors: {}, results: null, reels: [], jobs: [] };

/** The sessionStorage key of the finder page (docs/PRODUCT.md §screens.viral-finder). */
export const FINDER_STORAGE_KEY = 'viraliza.viral-finder';

/**
 * The finder page's state, kept in sessionStorage per tab and per user: the form, the last grid and the
 * live reels, so a reload or the browser's back finds them. A sign-out or another user starts anew.
 */
export const finderStore = createStore<FinderStore>()(
  persist(
    (set, get) => ({
      ...INITIAL,
      claim: (owner) => {
        if (get().owner !== owner) set({ ...INITIAL, owner });
      },
      setForm: (patch) =>
        set((s) => {
          const errors = { ...s.errors };
          for (const key of Object.keys(patch)) delete errors[key as keyof FinderFormErrors];
          return { form: { ...s.form, ...patch }, errors };
        }),
      prepare: () => {
        const prepared = prepareFinderRequest(get().form);
        set({ errors: prepared.ok ? {} : prepared.errors });
        return prepared;
      },
      showResults: (results) => set({ results }),
      addReel: (reel) => set((s) => ({ reels: addLiveReel(s.reels, reel) })),
      // the server's view of each job wins; a job started while the read was on its way stays
      catchUp: (jobs, reels) =>
        set((s) => ({ jobs: jobs.reduceRight(upsertJob, s.jobs), reels: mergeLiveReels(s.reels, reels) })),
      updateJob: (job) => set((s) => ({ jobs: upsertJob(s.jobs, job) })),
      startJobs: (jobs) => set((s) => ({ jobs: jobs.reduceRight(upsertJob, s.jobs) })),
    }),
    {
      name: FINDER_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ owner: s.owner, form: s.form, results: s.results, reels: s.reels, jobs: s.jobs }),
    },
  ),
);

authStore.subscribe((auth) => {
  if (auth.status === 'signedOut') finderStore.getState().claim(null);
});

export function useFinder<T>(selector: (s: FinderStore) => T): T {
  return useStore(finderStore, selector);
}

import * as z from 'zod/mini';
import { SCRIPT_LIMITS } from '@shared/scripts/script.schema';
import type { PlatformId } from '@shared/scripts/script-options';
import {
  DEFAULT_FINDER_PLATFORMS,
  DEFAULT_FINDER_SORT,
  FINDER_MESSAGES,
  MAX_LIVE_REELS,
  type FinderPlatform,
  type FinderSort,
} from '@shared/finder/finder-options';
import {
  finderSearchBodySchema,
  type FinderJobView,
  type FinderSearchBody,
  type ViralItem,
} from '@shared/finder/finder.schema';

/**
 * The Viral Finder's client state (docs/PRODUCT.md §screens.viral-finder): the form, its checks with the
 * shared schema, the live reels of a deep search and the jobs' statuses. Pure functions; finder-store.ts
 * wires them into zustand.
 */

export interface FinderForm {
  niche: string;
  platforms: FinderPlatform[];
  /** As typed: '' or '0' means no minimum. */
  minViews: string;
  sortBy: FinderSort;
}

export const INITIAL_FINDER_FORM: FinderForm = {
  niche: '',
  platforms: [...DEFAULT_FINDER_PLATFORMS],
  minViews: '0',
  sortBy: DEFAULT_FINDER_SORT,
};

export type FinderFormErrors = Partial<Record<'niche' | 'platforms' | 'minViews' | 'sortBy', string>>;

/** The body of a valid form, or the spec's messages per field (the first one is also the toast). */
export function prepareFinderRequest(
  form: FinderForm,
): { ok: true; body: FinderSearchBody } | { ok: false; errors: FinderFormErrors; first: string } {
  const typed = form.minViews.trim();
  const minViews = typed === '' ? 0 : /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  const parsed = z.safeParse(finderSearchBodySchema, {
    niche: form.niche,
    platforms: form.platforms,
    minViews,
    sortBy: form.sortBy,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FinderFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '') as keyof FinderFormErrors;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  const first = errors.niche ?? errors.platforms ?? errors.minViews ?? errors.sortBy ?? FINDER_MESSAGES.searchFailed;
  return { ok: false, errors, first };
}

/** Adds one live reel: newest first, none twice by url (the newer copy wins), at most MAX_LIVE_REELS. */
export function addLiveReel(reels: readonly ViralItem[], reel: ViralItem): ViralItem[] {
  return [reel, ...reels.filter((r) => r.url !== reel.url)].slice(0, MAX_LIVE_REELS);
}

/**
 * The reels GET /finder/jobs answered (newest first) merged with the ones already on screen: a reel
 * that arrived live during the request is kept, none twice by url, at most MAX_LIVE_REELS.
 */
export function mergeLiveReels(current: readonly ViralItem[], fetched: readonly ViralItem[]): ViralItem[] {
  const seen = new Set<string>();
  const out: ViralItem[] = [];
  for (const reel of [...current, ...fetched]) {
    if (seen.has(reel.url)) continue;
    seen.add(reel.url);
    out.push(reel);
  }
  return out.slice(0, MAX_LIVE_REELS);
}

/** A job's new view replaces its old one; a job not seen before goes first. */
export function upsertJob(jobs: readonly FinderJobView[], job: FinderJobView): FinderJobView[] {
  return jobs.some((j) => j.jobId === job.jobId) ? jobs.map((j) => (j.jobId === job.jobId ? job : j)) : [job, ...jobs];
}

export const JOB_STATUS_LABELS: Record<FinderJobView['status'], string> = {
  running: 'Buscando…',
  partial: 'Recebendo reels',
  done: 'Concluída',
  failed: 'Falhou',
  timed_out: 'Tempo esgotado',
};

/** The pt-BR line under a failed or timed-out job: the server's, else the spec's. */
export function jobProblem(job: FinderJobView): string | null {
  if (job.status === 'timed_out') return job.message ?? FINDER_MESSAGES.timedOut;
  if (job.status === 'failed') return job.message ?? FINDER_MESSAGES.jobFailed;
  return null;
}

export const isJobActive = (job: FinderJobView) => job.status === 'running' || job.status === 'partial';

/** At most one 'Novo reel recebido! 🎥' toast per this many ms: 20 reels at once make one toast. */
export const NEW_REEL_TOAST_INTERVAL_MS = 4_000;

/** Whether a reel arriving at `now` may toast, given when the last toast was shown (null: never). */
export function mayToastNewReel(lastToastAt: number | null, now: number): boolean {
  return lastToastAt === null || now - lastToastAt >= NEW_REEL_TOAST_INTERVAL_MS;
}

/** The creator's platform for a finder platform ('Remixar no meu roteiro' preselects it). */
export const REMIX_PLATFORM: Record<FinderPlatform, PlatformId> = {
  instagram: 'instagram-reels',
  tiktok: 'tiktok',
  youtube: 'youtube-shorts',
  linkedin: 'linkedin',
};

/** The creator's 'referencia' (a one-line field) for a video: its title, then its hook, within the field's limit. */
export function remixReference(item: Pick<ViralItem, 'title' | 'hook'>): string {
  const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
  const title = oneLine(item.title);
  const hook = oneLine(item.hook);
  const text = hook && hook !== title ? `${title} — Gancho: ${hook}` : title;
  const max = SCRIPT_LIMITS.referencia;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

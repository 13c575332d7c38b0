import { FINDER_MESSAGES, MAX_LIVE_REELS } from '@shared/finder/finder-options';
import {
  INITIAL_FINDER_FORM,
  NEW_REEL_TOAST_INTERVAL_MS,
  addLiveReel,
  jobProblem,
  mayToastNewReel,
  mergeLiveReels,
  prepareFinderRequest,
  remixReference,
  upsertJob,
} from './finder-state';
import { aJob, aViralItem } from './test-fixtures';

const reel = (n: number) => aViralItem({ id: `r${n}`, url: `https://www.tiktok.com/@a/video/${n}` });

describe('the live reels (issue 32)', () => {
  it('puts the newest first', () => {
    const list = [reel(1), reel(2), reel(3)].reduce(addLiveReel, []);
    expect(list.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
  });

  it('drops a duplicate by url, the newer copy first', () => {
    const again = { ...reel(1), id: 'r1-again', views: 99 };
    const list = [reel(1), reel(2), again].reduce(addLiveReel, []);
    expect(list.map((r) => r.id)).toEqual(['r1-again', 'r2']);
  });

  it(`keeps the newest ${MAX_LIVE_REELS}`, () => {
    const list = Array.from({ length: 60 }, (_, i) => reel(i)).reduce(addLiveReel, []);
    expect(list).toHaveLength(MAX_LIVE_REELS);
    expect(list[0]!.id).toBe('r59');
    expect(list.at(-1)!.id).toBe('r10');
  });

  it('merges the catch-up after a reload: the reels on screen first, none twice, at most 50', () => {
    const merged = mergeLiveReels(
      [reel(5), reel(4)],
      [reel(4), reel(3), ...Array.from({ length: 60 }, (_, i) => reel(100 + i))],
    );
    expect(merged.slice(0, 3).map((r) => r.id)).toEqual(['r5', 'r4', 'r3']);
    expect(merged).toHaveLength(MAX_LIVE_REELS);
    expect(new Set(merged.map((r) => r.url)).size).toBe(MAX_LIVE_REELS);
  });

  it('toasts a burst once: at most one toast per interval', () => {
    const at = 1_000_000;
    expect(mayToastNewReel(null, at)).toBe(true);
    expect(mayToastNewReel(at, at + 10)).toBe(false);
    expect(mayToastNewReel(at, at + NEW_REEL_TOAST_INTERVAL_MS)).toBe(true);
  });
});

describe('the jobs', () => {
  it('replaces a job by id and puts a new one first', () => {
    const jobs = [aJob({ jobId: 'a' }), aJob({ jobId: 'b' })];
    expect(upsertJob(jobs, aJob({ jobId: 'b', status: 'done', received: 7 })).map((j) => [j.jobId, j.status])).toEqual([
      ['a', 'running'],
      ['b', 'done'],
    ]);
    expect(upsertJob(jobs, aJob({ jobId: 'c' })).map((j) => j.jobId)).toEqual(['c', 'a', 'b']);
  });

  it('says in pt-BR why a job stopped', () => {
    expect(jobProblem(aJob({ status: 'timed_out' }))).toBe(FINDER_MESSAGES.timedOut);
    expect(jobProblem(aJob({ status: 'failed' }))).toBe(FINDER_MESSAGES.jobFailed);
    expect(jobProblem(aJob({ status: 'failed', message: 'O provedor recusou a busca.' }))).toBe(
      'O provedor recusou a busca.',
    );
    expect(jobProblem(aJob({ status: 'partial' }))).toBeNull();
  });
});

describe('the search form', () => {
  it('opens with the first three platforms, no minimum and the views order', () => {
    expect(INITIAL_FINDER_FORM).toEqual({
      niche: '',
      platforms: ['instagram', 'tiktok', 'youtube'],
      minViews: '0',
      sortBy: 'views',
    });
  });

  it('answers an empty niche and no platform with the spec’s messages, the niche’s first', () => {
    const checked = prepareFinderRequest({ ...INITIAL_FINDER_FORM, niche: '  ', platforms: [] });
    expect(checked).toEqual({
      ok: false,
      errors: { niche: FINDER_MESSAGES.nicheRequired, platforms: FINDER_MESSAGES.platformRequired },
      first: FINDER_MESSAGES.nicheRequired,
    });
  });

  it('takes the minimum views as a whole number; empty is 0; anything else is refused', () => {
    const ok = prepareFinderRequest({
      ...INITIAL_FINDER_FORM,
      niche: ' finanças ',
      minViews: ' 10000 ',
      sortBy: 'outlier',
    });
    expect(ok).toEqual({
      ok: true,
      body: { niche: 'finanças', platforms: ['instagram', 'tiktok', 'youtube'], minViews: 10_000, sortBy: 'outlier' },
    });
    const empty = prepareFinderRequest({ ...INITIAL_FINDER_FORM, niche: 'x', minViews: '' });
    expect(empty.ok && empty.body.minViews).toBe(0);
    for (const minViews of ['-5', '1,5', 'mil', '1e3']) {
      const bad = prepareFinderRequest({ ...INITIAL_FINDER_FORM, niche: 'x', minViews });
      expect(bad).toMatchObject({ ok: false, errors: { minViews: FINDER_MESSAGES.minViews } });
    }
  });
});

describe("'Remixar no meu roteiro'", () => {
  it('hands the title and the hook to the one-line referencia, within its 300 characters', () => {
    expect(remixReference({ title: 'Como juntar\no primeiro milhão', hook: 'Ninguém te conta isso:' })).toBe(
      'Como juntar o primeiro milhão — Gancho: Ninguém te conta isso:',
    );
    expect(remixReference({ title: 'Só o título', hook: '' })).toBe('Só o título');
    const long = remixReference({ title: 'a'.repeat(200), hook: 'b'.repeat(200) });
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});

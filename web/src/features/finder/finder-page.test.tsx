/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { FINDER_JOB_UPDATED, FINDER_NEW_REEL, FINDER_REELS_CHANNEL } from '@shared/realtime/realtime-event.schema';
import type { ClientRoute } from '../../lib/api-client';
import { notify } from '../../lib/toaster';
import { realtimeBus } from '../realtime/realtime-bus';
import { FinderPage } from './finder-page';
import { finderStore } from './finder-store';
import { FINDER_JOBS_POLL_MS } from './use-finder';
import { aJob, aViralItem } from './test-fixtures';

jest.mock('../auth/auth-store', () => ({
  ...jest.requireActual('../auth/auth-store'),
  useAuthUser: () => ({ sub: 'ana' }),
}));
jest.mock('../subscription/use-subscription', () => ({ useSubscription: () => ({ subscription: null }) }));

// The page's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

type Handler = (options: { body?: unknown }) => unknown;

function renderFinder(handlers: Record<string, Handler>) {
  const call = jest.fn(async (route: ClientRoute, options: { body?: unknown } = {}) => {
    const handler = handlers[`${route.method} ${route.path}`];
    if (!handler) throw new Error(`chamada inesperada: ${route.method} ${route.path}`);
    return handler(options);
  });
  return { ...renderWithApp(<FinderPage />, { services: { api: { call } } as never, path: '/viral-finder' }), call };
}

const noJobs = () => ({ jobs: [], reels: [] });
const reel = (n: number) =>
  aViralItem({ id: `r${n}`, platform: 'tiktok', title: `Reel ${n}`, url: `https://www.tiktok.com/@a/video/${n}` });
const push = (n: number) =>
  realtimeBus.publish({ type: FINDER_NEW_REEL, channel: FINDER_REELS_CHANNEL, jobId: 'j1', item: reel(n) });

let success: jest.SpyInstance;
let info: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({ advanceTimers: true, now: new Date('2026-11-28T12:00:00-03:00') });
  success = jest.spyOn(notify, 'success').mockReturnValue('t');
  info = jest.spyOn(notify, 'info').mockReturnValue('t');
  failure = jest.spyOn(notify, 'error').mockReturnValue('t');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  finderStore.getState().claim(null);
  sessionStorage.clear();
});

describe('/viral-finder (issue 32)', () => {
  it('says what is missing under the field and in a toast, and sends nothing', async () => {
    const { user, call } = renderFinder({ 'GET /finder/jobs': noJobs });
    await user.click(await screen.findByRole('checkbox', { name: 'Instagram' }));
    await user.click(screen.getByRole('checkbox', { name: 'TikTok' }));
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(FINDER_MESSAGES.nicheRequired)).toBeTruthy();
    expect(screen.getByText(FINDER_MESSAGES.platformRequired)).toBeTruthy();
    expect(failure).toHaveBeenCalledWith(FINDER_MESSAGES.nicheRequired);
    expect(call.mock.calls.map(([route]) => route.path)).toEqual(['/finder/jobs']);
  });

  it('shows the grid in K/M, the age, the engagement, the outlier badge and the sample label', async () => {
    const items = [
      aViralItem({ views: 3_400_000, likes: 1_250, comments: 999, engagementRate: 0.052, outlierScore: 4.2 }),
      aViralItem({
        id: 'v2',
        url: 'https://www.instagram.com/reel/xyz',
        platform: 'instagram',
        title: 'Outro',
        publishedAt: '2026-11-20T12:00:00-03:00',
        outlierScore: null,
      }),
    ];
    const { user, call } = renderFinder({
      'GET /finder/jobs': noJobs,
      'POST /finder/search': () => ({ items, source: 'sample' }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Nicho' }), 'finanças');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const grid = await screen.findByRole('list', { name: 'Conteúdos encontrados' });
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/finder/search' }), {
      body: { niche: 'finanças', platforms: ['instagram', 'tiktok', 'youtube'], minViews: 0, sortBy: 'views' },
    });
    const [first, second] = within(grid).getAllByRole('article');
    expect(first!.textContent).toContain('3,4M visualizações');
    expect(first!.textContent).toContain('1,2K curtidas');
    expect(first!.textContent).toContain('999 comentários');
    expect(first!.textContent).toContain('Ontem');
    expect(first!.textContent).toContain('5,2%');
    expect(first!.textContent).toContain('4,2× acima do normal');
    expect(second!.textContent).toContain('há 8 dias');
    expect(second!.textContent).not.toContain('acima do normal');
    expect(screen.getByText('Dados de exemplo (modo local)')).toBeTruthy();
    expect(screen.getByText(FINDER_MESSAGES.copyright)).toBeTruthy();
    expect(success).toHaveBeenCalledWith('2 conteúdos encontrados!');
  });

  it('says so when nothing is found', async () => {
    const { user } = renderFinder({
      'GET /finder/jobs': noJobs,
      'POST /finder/search': () => ({ items: [], source: 'live' }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Nicho' }), 'nada');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(FINDER_MESSAGES.empty));
  });

  it('starts a deep search, then shows the pushed reels newest first, once each, with one toast for a burst', async () => {
    const { user } = renderFinder({
      'GET /finder/jobs': noJobs,
      'POST /finder/jobs': () => ({ jobs: [aJob({ jobId: 'j1', platform: 'tiktok' }), aJob({ jobId: 'j2' })] }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Nicho' }), 'finanças');
    await user.click(screen.getByRole('button', { name: 'Busca profunda' }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Busca profunda iniciada: 2 buscas em andamento. Os reels chegam aqui ao vivo.',
      ),
    );
    act(() => {
      for (const n of [1, 2, 3, 2, 1]) push(n);
    });
    const live = await screen.findByRole('list', { name: 'Reels recebidos' });
    expect(
      within(live)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Reel 1', 'Reel 2', 'Reel 3']);
    expect(success.mock.calls.filter(([t]) => t === FINDER_MESSAGES.newReel)).toHaveLength(1);

    act(() => {
      realtimeBus.publish({ type: FINDER_JOB_UPDATED, job: aJob({ jobId: 'j2', status: 'timed_out' }) });
    });
    expect(await screen.findByText(FINDER_MESSAGES.timedOut)).toBeTruthy();
    expect(screen.getByText('TikTok: Buscando…')).toBeTruthy();
  });

  it('reads the jobs again every minute while one runs, so a timeout the server wrote without a push shows up', async () => {
    let job = aJob({ jobId: 'j1', status: 'running' });
    const { call } = renderFinder({ 'GET /finder/jobs': () => ({ jobs: [job], reels: [] }) });
    const reads = () => call.mock.calls.filter(([route]) => route.method === 'GET').length;
    await waitFor(() => expect(reads()).toBe(1));
    job = aJob({ jobId: 'j1', status: 'timed_out' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FINDER_JOBS_POLL_MS);
    });
    expect(await screen.findByText(FINDER_MESSAGES.timedOut)).toBeTruthy();
    const afterEnd = reads();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3 * FINDER_JOBS_POLL_MS);
    });
    expect(reads()).toBe(afterEnd); // nothing runs any more: no more reads
  });

  it('catches up on load with the stored jobs and reels', async () => {
    renderFinder({
      'GET /finder/jobs': () => ({ jobs: [aJob({ status: 'done', received: 2 })], reels: [reel(8), reel(7)] }),
    });
    const live = await screen.findByRole('list', { name: 'Reels recebidos' });
    expect(within(live).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('YouTube: Concluída')).toBeTruthy();
  });
});

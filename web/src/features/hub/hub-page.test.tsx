/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeBus } from '../realtime/realtime-bus';
import type { ClientRoute } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/toaster';
import type { HubResponse } from '@shared/hub/hub.schema';
import { HubPage } from './hub-page';
import { aGoal, aHub, aMission, aProfile, TODAY } from './test-fixtures';

jest.mock('../auth/auth-store', () => ({
  ...jest.requireActual('../auth/auth-store'),
  useAuthUser: () => ({ sub: 'ana' }),
}));

// The page's first render in jsdom takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

type Handler = (options: {
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}) => unknown;

/** A fake API: one handler per 'METHOD path'; a call to anything else fails the test. */
function fakeApi(handlers: Record<string, Handler>) {
  const call = jest.fn(async (route: ClientRoute, options: Parameters<Handler>[0] = {}) => {
    const handler = handlers[`${route.method} ${route.path}`];
    if (!handler) throw new Error(`chamada inesperada: ${route.method} ${route.path}`);
    return handler(options);
  });
  return { call };
}

function renderHub(handlers: Record<string, Handler>, path = '/missao-influencer') {
  const api = fakeApi(handlers);
  const view = renderWithApp(<HubPage />, { services: { api } as never, path });
  return { ...view, api };
}

const header = () => screen.getByRole('region', { name: 'Seu progresso' });

/** The coach's jobs as GET /api/generations/{id} reads them: running until a test ends one. */
function coachJobs() {
  const jobs: Record<string, { status: 'running' | 'done' | 'failed'; message?: string }> = {};
  const read: Handler = ({ params }) => {
    const id = params?.id ?? '';
    return { generationId: id, kind: 'coach', parts: [], ...(jobs[id] ?? { status: 'running' }) };
  };
  return { jobs, read };
}
const testId = (id: string) => screen.getByTestId(id).textContent;

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(notify, 'success').mockReturnValue('t');
  failure = jest.spyOn(notify, 'error').mockReturnValue('t');
});
afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-tema');
  localStorage.clear();
});

describe('/missao-influencer: the header and the missions (issue 31)', () => {
  it("shows the server's figures: avatar, 'Dias de Fogo', XP, coins, the league and the next one", async () => {
    renderHub({ 'GET /hub': () => aHub({ profile: aProfile({ activeAvatarId: 'criador-dedicado' }) }) });
    await screen.findByRole('region', { name: 'Seu progresso' });
    expect(testId('avatar-ativo')).toBe('Criador Dedicado');
    expect(testId('hub-sequencia')).toBe('3 dias');
    expect(testId('hub-xp')).toBe('1.200 XP');
    expect(testId('hub-moedas')).toBe('250 moedas');
    expect(testId('hub-liga')).toBe('Prata');
    expect(header().textContent).toContain('Próxima: Ouro, faltam 3.800 XP');
  });

  it('counts the missions done today, with the percentage', async () => {
    renderHub({ 'GET /hub': () => aHub() });
    expect((await screen.findByTestId('missoes-progresso')).textContent).toBe('1 de 5 concluídas');
    expect(screen.getByText('20%')).toBeTruthy();
    expect(screen.queryByText('Tudo Completo!')).toBeNull();
  });

  it('completes a mission on the server: the button waits, then the toast and the header show what the server awarded', async () => {
    let answer!: (value: unknown) => void;
    let hub = aHub();
    const { api, user } = renderHub({
      'GET /hub': () => hub,
      'POST /hub/missions/{id}/complete': () => new Promise((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Concluir missão: Missão 2' });
    await user.click(button);
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }), {
      params: { id: `${TODAY}-1` },
    });
    // no second award from a double click: the button is off until the server answers
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    const mission = aMission(1, { status: 'completed', completedAt: '2025-11-22T15:00:00Z' });
    const profile = aProfile({ totalXp: 1_240, totalCoins: 270, streakDays: 4 });
    hub = { ...hub, profile, missions: hub.missions.map((m) => (m.id === mission.id ? mission : m)) };
    await act(async () => answer({ mission, awarded: { xp: 40, coins: 20 }, profile, allCompleted: false }));
    expect(success).toHaveBeenCalledWith('🎉 +40 XP e +20 moedas!', 'Missão concluída com sucesso!');
    await waitFor(() => expect(testId('hub-xp')).toBe('1.240 XP'));
    expect(testId('hub-moedas')).toBe('270 moedas');
    expect(testId('hub-sequencia')).toBe('4 dias');
    expect(testId('missoes-progresso')).toBe('2 de 5 concluídas');
  });

  it('awards nothing in the browser: a retry the server answers with no award shows no toast of XP', async () => {
    // completed in another tab meanwhile: the server answers without an award
    const mission = aMission(1, { status: 'completed' });
    const hub = aHub();
    const after = { ...hub, missions: hub.missions.map((m) => (m.id === mission.id ? mission : m)) };
    const { user } = renderHub({
      'GET /hub': () => hub,
      'POST /hub/missions/{id}/complete': () => {
        Object.assign(hub, after);
        return { mission, awarded: null, profile: aProfile(), allCompleted: false };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Concluir missão: Missão 2' }));
    await waitFor(() => expect(testId('missoes-progresso')).toBe('2 de 5 concluídas'));
    expect(success).not.toHaveBeenCalled();
    expect(testId('hub-xp')).toBe('1.200 XP');
  });

  it("shows 'Tudo Completo!' once every mission is done", async () => {
    renderHub({
      'GET /hub': () => aHub({ missions: [0, 1, 2, 3, 4].map((i) => aMission(i, { status: 'completed' })) }),
    });
    expect(await screen.findByText('Tudo Completo!')).toBeTruthy();
    expect(testId('missoes-progresso')).toBe('5 de 5 concluídas');
  });

  it("says 'Erro ao concluir missão' when the server fails", async () => {
    const { user } = renderHub({
      'GET /hub': () => aHub(),
      'POST /hub/missions/{id}/complete': () => {
        throw new ApiError(500, 'internal', 'Erro interno.');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Concluir missão: Missão 2' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Erro ao concluir missão', undefined));
  });
});

describe('goals (issue 31)', () => {
  it('refuses a goal without target or deadline before any call, then creates it on the server', async () => {
    let hub = aHub({ goals: [] });
    const { api, user } = renderHub(
      {
        'GET /hub': () => hub,
        'POST /hub/goals': () => {
          const goal = aGoal({ id: 'meta-2', targetValue: 5_000, currentValue: 800, progress: 16 });
          hub = { ...hub, goals: [goal] };
          return { goal };
        },
      },
      '/missao-influencer?aba=metas',
    );
    expect(await screen.findByText('Nenhuma meta criada ainda')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Nova Meta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova meta de seguidores' });
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Preencha todos os campos obrigatórios');
    expect(api.call).toHaveBeenCalledTimes(1); // the GET only

    await user.type(within(dialog).getByLabelText('Meta de seguidores'), '5000');
    await user.type(within(dialog).getByLabelText('Prazo'), '2026-06-30');
    await user.type(within(dialog).getByLabelText('Seguidores atuais (opcional)'), '800');
    await user.selectOptions(within(dialog).getByLabelText('Plataforma'), 'TikTok');
    await user.click(within(dialog).getByRole('button', { name: 'Criar meta' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('🎯 Meta criada com sucesso!'));
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/hub/goals' }), {
      body: { type: 'followers', platform: 'tiktok', targetValue: 5000, deadline: '2026-06-30', currentValue: 800 },
    });
    expect(await screen.findByText('16%')).toBeTruthy();
  });

  it("'Atualizar Progresso' records the current value; the bar stays at 100% and reaching the goal is celebrated", async () => {
    let hub = aHub();
    const { api, user } = renderHub(
      {
        'GET /hub': () => hub,
        'PATCH /hub/goals/{id}': () => {
          const goal = aGoal({ currentValue: 12_000, progress: 100, reached: true });
          const profile = aProfile({ followersCount: 12_000, phase: 5 });
          hub = { ...hub, goals: [goal], profile };
          return { goal, justReached: true, profile };
        },
      },
      '/missao-influencer?aba=metas',
    );
    await user.click(await screen.findByRole('button', { name: /^Atualizar Progresso/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Atualizar Progresso' });
    const input = within(dialog).getByLabelText('Seguidores atuais');
    await user.clear(input);
    await user.type(input, '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar progresso' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('🏆 Meta alcançada! Parabéns!'));
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ method: 'PATCH' }), {
      params: { id: 'meta-1' },
      body: { currentValue: 12000 },
    });
    expect(await screen.findByText(/Meta alcançada!$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progresso da meta: 100%' })).toBeTruthy();
  });

  it("moves the journey banner with the follower count the server's answer carries, before any re-read", async () => {
    let reads = 0;
    const { user } = renderHub(
      {
        // the re-read after the update never answers: only the PATCH's answer can move the banner
        'GET /hub': () => (reads++ === 0 ? aHub() : new Promise<never>(() => {})),
        'PATCH /hub/goals/{id}': () => ({
          goal: aGoal({ currentValue: 6_500, progress: 65 }),
          justReached: false,
          profile: aProfile({ followersCount: 6_500, phase: 4 }),
        }),
      },
      '/missao-influencer?aba=metas',
    );
    expect((await screen.findByTestId('fase-atual')).textContent).toBe('Fase 2: Em Ascensão · 2.500 seguidores');
    await user.click(screen.getByRole('button', { name: /^Atualizar Progresso/ }));
    const input = within(await screen.findByRole('dialog', { name: 'Atualizar Progresso' })).getByLabelText(
      'Seguidores atuais',
    );
    await user.clear(input);
    await user.type(input, '6500');
    await user.click(screen.getByRole('button', { name: 'Salvar progresso' }));
    await waitFor(() => expect(testId('fase-atual')).toBe('Fase 4: Rumo ao Topo · 6.500 seguidores'));
    const current = screen.getByRole('region', { name: 'Sua jornada até 10K' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Rumo ao Topo6K-9K');
  });

  it('marks the phase the followers give on the journey banner', async () => {
    renderHub({ 'GET /hub': () => aHub() }, '/missao-influencer?aba=metas');
    const banner = await screen.findByRole('region', { name: 'Sua jornada até 10K' });
    const current = banner.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Ascensão1K-3K');
    expect(testId('fase-atual')).toBe('Fase 2: Em Ascensão · 2.500 seguidores');
  });
});

describe('the diary (issue 31)', () => {
  it("refuses a blank entry with '✍️ Escreva algo antes de salvar!' and shows the user's own figures", async () => {
    const { api, user } = renderHub({ 'GET /hub': () => aHub() }, '/missao-influencer?aba=diario');
    await user.click(await screen.findByRole('button', { name: 'Salvar no diário' }));
    expect(screen.getByText('✍️ Escreva algo antes de salvar!')).toBeTruthy();
    expect(api.call).toHaveBeenCalledTimes(1);
    expect(testId('stat-roteiros')).toBe('4');
    expect(testId('stat-missoes')).toBe('9');
    expect(testId('stat-meta')).toBe('25%');
    expect(testId('dica-do-dia-texto')).toBe('Responda os comentários na primeira hora depois de postar.');
    expect(
      screen.getByRole('img', { name: /^400 XP nos últimos 30 dias; melhor dia 01\/10\/2025, com 40 XP$/ }),
    ).toBeTruthy();
  });

  it("writes the entries' times in the user's own time zone", async () => {
    const entry = { id: 'e1', content: 'Gravei', mood: '😊', createdAt: '2025-11-22T02:30:00Z' };
    const at = (timeZone: string) => aHub({ profile: aProfile({ timeZone }), diary: [entry] });
    const { unmount } = renderHub({ 'GET /hub': () => at('America/Sao_Paulo') }, '/missao-influencer?aba=diario');
    expect((await screen.findByText('Gravei')).closest('li')?.textContent).toContain('21/11/2025, 23:30');
    unmount();
    renderHub({ 'GET /hub': () => at('Europe/Lisbon') }, '/missao-influencer?aba=diario');
    expect((await screen.findByText('Gravei')).closest('li')?.textContent).toContain('22/11/2025, 02:30');
  });

  it("sends the browser's time zone once when it is another place's than the profile's, so the days turn at the user's midnight", async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: 'America/Manaus' };
    });
    let hub = aHub({ profile: aProfile({ timeZone: 'America/Sao_Paulo' }) });
    const { api } = renderHub({
      'GET /hub': () => hub,
      'PATCH /hub/profile': ({ body }) => {
        hub = aHub({ profile: aProfile(body as { timeZone: string }) });
        return { profile: hub.profile };
      },
    });
    const patches = () => api.call.mock.calls.filter(([route]) => route.method === 'PATCH');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]![1]).toEqual({ body: { timeZone: 'America/Manaus' } });
    await waitFor(() => expect(api.call.mock.calls.filter(([r]) => r.method === 'GET').length).toBeGreaterThan(1));
    expect(patches()).toHaveLength(1);
  });

  it('sends no time zone when the browser reports UTC (privacy settings) or the one the profile has', async () => {
    for (const reported of ['UTC', 'America/Sao_Paulo']) {
      const real = Intl.DateTimeFormat.prototype.resolvedOptions;
      const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...real.call(this), timeZone: reported };
      });
      const { api, unmount } = renderHub({ 'GET /hub': () => aHub() });
      await screen.findByTestId('missoes-progresso');
      expect(api.call.mock.calls.filter(([route]) => route.method === 'PATCH')).toEqual([]);
      unmount();
      spy.mockRestore();
    }
  });

  it("shows '—' for a goal's progress before there is any goal", async () => {
    renderHub(
      { 'GET /hub': () => aHub({ stats: { scriptsThisMonth: 0, missionsLast7Days: 0, bestGoalProgress: null } }) },
      '/missao-influencer?aba=diario',
    );
    expect((await screen.findByTestId('stat-meta')).textContent).toBe('—');
  });

  it('saves an entry on the server, then waits for the coach and shows its note, labelled in local mode', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let hub: HubResponse = aHub();
    const { jobs, read } = coachJobs();
    const { user } = renderHub(
      {
        'GET /hub': () => hub,
        'GET /generations/{id}': read,
        'POST /hub/diary': ({ body }) => {
          const entry = {
            id: 'e1',
            content: (body as { content: string }).content,
            mood: '😊',
            createdAt: '2025-11-22T15:00:00Z',
          };
          hub = { ...hub, diary: [entry] };
          return { entry, generationId: 'g1' };
        },
      },
      '/missao-influencer?aba=diario',
    );
    await user.type(await screen.findByLabelText('Como foi seu dia de criação?'), 'Gravei 3 vídeos');
    await user.click(screen.getByRole('button', { name: 'Salvar no diário' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('📖 Entrada salva no diário!'));
    expect(within(await screen.findByTestId('entradas-diario')).getByText('Gravei 3 vídeos')).toBeTruthy();
    // while the note is on its way the page says so
    const writing = () => screen.queryByText('O coach ainda está escrevendo.');
    expect(writing()).toBeTruthy();
    // the coach's job writes its note after the answer: the page asks again until it is there
    jobs.g1 = { status: 'done' };
    hub = {
      ...hub,
      coachNotes: [
        {
          id: 'c1',
          feedback: 'Você gravou 3 vídeos: mantenha o ritmo.',
          writer: 'offline',
          createdAt: '2025-11-22T15:01:00Z',
        },
      ],
    };
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_500)));
    const notes = await screen.findByTestId('notas-coach');
    await waitFor(() => expect(writing()).toBeNull());
    expect(notes.textContent).toContain('Você gravou 3 vídeos: mantenha o ritmo.');
    expect(notes.textContent).toContain('Modo local');
    jest.useRealTimers();
  });
});

describe('the coach after the day and an entry (issue 31)', () => {
  it("waits for both notes when an entry follows the day's last mission before the first note is read", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const done = (i: number) => aMission(i, { status: 'completed', completedAt: '2025-11-22T15:00:00Z' });
    let hub: HubResponse = aHub({ missions: [0, 1, 2, 3].map(done).concat(aMission(4)) });
    const { jobs, read } = coachJobs();
    const note = (id: string, feedback: string) => ({
      id,
      feedback,
      writer: 'offline' as const,
      createdAt: '2025-11-22T16:00:00Z',
    });
    const { user } = renderHub(
      {
        'GET /hub': () => hub,
        'GET /generations/{id}': read,
        'POST /hub/missions/{id}/complete': () => {
          hub = { ...hub, missions: [0, 1, 2, 3, 4].map(done) };
          return {
            mission: done(4),
            awarded: { xp: 40, coins: 20 },
            profile: hub.profile,
            allCompleted: true,
            generationId: 'g-dia',
          };
        },
        'POST /hub/diary': () => {
          const entry = { id: 'e1', content: 'Dia cheio', mood: '😊', createdAt: '2025-11-22T16:00:00Z' };
          hub = { ...hub, diary: [entry] };
          return { entry, generationId: 'g2' };
        },
      },
      '/missao-influencer',
    );
    await user.click(await screen.findByRole('button', { name: 'Concluir missão: Missão 5' }));
    await waitFor(() => expect(testId('missoes-progresso')).toBe('5 de 5 concluídas'));
    await user.click(screen.getByRole('tab', { name: 'Diário' }));
    await user.type(await screen.findByLabelText('Como foi seu dia de criação?'), 'Dia cheio');
    await user.click(screen.getByRole('button', { name: 'Salvar no diário' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('📖 Entrada salva no diário!'));
    // the day's note is read first; the page keeps asking for the entry's
    jobs['g-dia'] = { status: 'done' };
    hub = { ...hub, coachNotes: [note('c1', 'Dia fechado: 5 de 5 missões.')] };
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_500)));
    expect((await screen.findByTestId('notas-coach')).textContent).toContain('Dia fechado');
    expect(screen.getByText('O coach ainda está escrevendo.')).toBeTruthy();
    jobs.g2 = { status: 'done' };
    hub = { ...hub, coachNotes: [note('c2', 'Anotado! Hoje foram 5 de 5 missões.'), ...hub.coachNotes] };
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_500)));
    await waitFor(() => expect(screen.getByTestId('notas-coach').textContent).toContain('Anotado!'));
    jest.useRealTimers();
  });
});

describe('when the coach cannot answer (issue 31)', () => {
  const entry = { id: 'e1', content: 'Gravei um vídeo', mood: '😊', createdAt: '2025-11-22T16:00:00Z' };
  const note = {
    id: 'c1',
    feedback: 'Um vídeo hoje: grave outro amanhã.',
    writer: 'offline' as const,
    createdAt: entry.createdAt,
  };

  async function writeEntry(handlers: Record<string, Handler>) {
    const view = renderHub(handlers, '/missao-influencer?aba=diario');
    await view.user.type(await screen.findByLabelText('Como foi seu dia de criação?'), 'Gravei um vídeo');
    await view.user.click(screen.getByRole('button', { name: 'Salvar no diário' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('📖 Entrada salva no diário!'));
    return view;
  }

  it("says the job failed as soon as its socket event comes, and 'Tentar de novo' starts a new job that writes the note", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let hub: HubResponse = aHub();
    const { jobs, read } = coachJobs();
    const retried: unknown[] = [];
    const { user } = await writeEntry({
      'GET /hub': () => hub,
      'GET /generations/{id}': read,
      'POST /hub/diary': () => ((hub = { ...hub, diary: [entry] }), { entry, generationId: 'g1' }),
      'POST /hub/coach/retry': ({ body }) => (retried.push(body), { generationId: 'g2' }),
    });
    expect(screen.getByText('O coach ainda está escrevendo.')).toBeTruthy();
    // the worker ends the job failed and says so on the socket: read at once, not at the next tick
    jobs.g1 = { status: 'failed', message: 'O coach não conseguiu escrever agora.' };
    act(() => realtimeBus.publish({ type: 'script.failed', generationId: 'g1', message: 'x' }));
    const problem = await screen.findByTestId('coach-problema');
    expect(problem.textContent).toContain('O coach não conseguiu escrever agora.');
    expect(screen.queryByText('O coach ainda está escrevendo.')).toBeNull();

    await user.click(within(problem).getByRole('button', { name: 'Tentar de novo' }));
    expect(retried).toEqual([{ generationId: 'g1' }]);
    await waitFor(() => expect(screen.queryByTestId('coach-problema')).toBeNull());
    expect(screen.getByText('O coach ainda está escrevendo.')).toBeTruthy();
    jobs.g2 = { status: 'done' };
    hub = { ...hub, coachNotes: [note] };
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_500)));
    await waitFor(() => expect(screen.getByTestId('notas-coach').textContent).toContain('grave outro amanhã'));
    expect(screen.queryByText('O coach ainda está escrevendo.')).toBeNull();
    jest.useRealTimers();
  });

  it("says so when it stops waiting, and 'Verificar de novo' waits for the same job again", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let hub: HubResponse = aHub();
    const { jobs, read } = coachJobs();
    const { user } = await writeEntry({
      'GET /hub': () => hub,
      'GET /generations/{id}': read,
      'POST /hub/diary': () => ((hub = { ...hub, diary: [entry] }), { entry, generationId: 'g1' }),
    });
    // the job never ends while the page asks: after the last try it says so instead of going quiet
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_000 * 16)));
    const problem = await screen.findByTestId('coach-problema');
    expect(problem.textContent).toContain('O coach está demorando mais que o normal.');
    expect(screen.queryByText('O coach ainda está escrevendo.')).toBeNull();

    jobs.g1 = { status: 'done' };
    hub = { ...hub, coachNotes: [note] };
    await user.click(within(problem).getByRole('button', { name: 'Verificar de novo' }));
    await waitFor(() => expect(screen.getByTestId('notas-coach').textContent).toContain('grave outro amanhã'));
    expect(screen.queryByTestId('coach-problema')).toBeNull();
    jest.useRealTimers();
  });

  it('says at once when the job could not even start, with nothing to retry', async () => {
    let hub: HubResponse = aHub();
    await writeEntry({
      'GET /hub': () => hub,
      'POST /hub/diary': () => ((hub = { ...hub, diary: [entry] }), { entry, generationId: null }),
    });
    const problem = await screen.findByTestId('coach-problema');
    expect(problem.textContent).toContain('O coach não conseguiu escrever agora.');
    expect(within(problem).queryByRole('button')).toBeNull();
  });
});

describe('the coach with a full log (issue 31)', () => {
  it('sees the new note although the list of the latest 10 does not grow', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const note = (id: string, feedback: string) => ({
      id,
      feedback,
      writer: 'offline' as const,
      createdAt: '2025-11-22T16:00:00Z',
    });
    const ten = Array.from({ length: 10 }, (_, i) => note(`old${i}`, `Nota antiga ${i}`));
    let hub: HubResponse = aHub({ coachNotes: ten });
    let asked = 0;
    const { jobs, read } = coachJobs();
    const { user } = renderHub(
      {
        'GET /hub': () => {
          asked++;
          return hub;
        },
        'GET /generations/{id}': read,
        'POST /hub/diary': () => {
          const entry = { id: 'e1', content: 'Gravei dois vídeos', mood: '😊', createdAt: '2025-11-22T16:00:00Z' };
          hub = { ...hub, diary: [entry] };
          return { entry, generationId: 'g1' };
        },
      },
      '/missao-influencer',
    );
    await user.click(await screen.findByRole('tab', { name: 'Diário' }));
    await user.type(await screen.findByLabelText('Como foi seu dia de criação?'), 'Gravei dois vídeos');
    await user.click(screen.getByRole('button', { name: 'Salvar no diário' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('📖 Entrada salva no diário!'));
    // the job's note arrives and the oldest leaves: still 10
    jobs.g1 = { status: 'done' };
    hub = { ...hub, coachNotes: [note('new', 'Boa! Dois vídeos hoje.'), ...ten.slice(0, 9)] };
    await act(async () => void (await jest.advanceTimersByTimeAsync(2_500)));
    await waitFor(() => expect(screen.getByTestId('notas-coach').textContent).toContain('Boa! Dois vídeos hoje.'));
    // and the page stops asking once it has it
    const after = asked;
    await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
    expect(asked).toBe(after);
    jest.useRealTimers();
  });
});

describe('the calendar (issue 31)', () => {
  it('starts on Sunday, shows completed/total, the fire on a full day, and moves between months', async () => {
    const { api, user } = renderHub(
      {
        'GET /hub': () => aHub({ missions: [] }),
        'GET /hub/calendar': ({ query }) => ({
          month: query!.month,
          today: TODAY,
          days:
            query!.month === '2025-11'
              ? [
                  { date: '2025-11-20', total: 5, completed: 5 },
                  { date: '2025-11-21', total: 5, completed: 2 },
                ]
              : [],
        }),
      },
      '/missao-influencer?aba=calendario',
    );
    const table = await screen.findByRole('table', { name: 'novembro de 2025' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    await waitFor(() =>
      expect(within(table).getByRole('group', { name: /^quinta-feira, 20 de novembro, 5\/5/ })).toBeTruthy(),
    );
    expect(within(table).getByRole('group', { name: /20 de novembro.*todas concluídas$/ })).toBeTruthy();
    expect(
      within(table).getByRole('group', { name: /^sexta-feira, 21 de novembro, 2\/5 missões concluídas$/ }),
    ).toBeTruthy();
    // today has no missions: 'Hoje'
    expect(within(table).getByRole('group', { name: /^sábado, 22 de novembro, hoje$/ }).textContent).toContain('Hoje');

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByRole('table', { name: 'dezembro de 2025' })).toBeTruthy();
    expect(api.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/hub/calendar' }),
      expect.objectContaining({ query: { month: '2025-12' } }),
    );
  });
});

describe('the shop (issue 31)', () => {
  it('shows the banner under 300 coins and offers what the balance cannot pay for disabled, with what is missing', async () => {
    renderHub({ 'GET /hub': () => aHub() }, '/missao-influencer?aba=loja');
    expect(await screen.findByTestId('loja-poucas-moedas')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Comprar / })).toHaveLength(10 + 5 + 1);
    expect(screen.getByRole('button', { name: 'Comprar Criador Iniciante' }).hasAttribute('disabled')).toBe(false);
    const neon = screen.getByRole('button', { name: 'Comprar Neon' });
    expect(neon.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(neon.getAttribute('aria-describedby')!)?.textContent).toBe('Faltam 50 moedas');
    expect(screen.getByRole('button', { name: 'Comprar Lendário' }).hasAttribute('disabled')).toBe(true);
  });

  it('buys through the server and shows its refusal as it wrote it', async () => {
    const { api, user } = renderHub(
      {
        'GET /hub': () => aHub(),
        'POST /hub/shop/purchase': () => {
          throw new ApiError(409, 'conflict', '🎨 Você já possui este avatar!');
        },
      },
      '/missao-influencer?aba=loja',
    );
    await user.click(await screen.findByRole('button', { name: 'Comprar Criador Iniciante' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('🎨 Você já possui este avatar!'));
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/hub/shop/purchase' }), {
      body: { kind: 'avatar', itemId: 'criador-iniciante' },
    });
  });

  it('activates an owned theme on the server, which repaints the app and is kept for the next load', async () => {
    let hub = aHub({ profile: aProfile({ totalCoins: 900, ownedThemes: ['neon'] }) });
    const { api, user } = renderHub(
      {
        'GET /hub': () => hub,
        'POST /hub/shop/activate': () => {
          hub = { ...hub, profile: { ...hub.profile, activeThemeId: 'neon' } };
          return { profile: hub.profile };
        },
      },
      '/missao-influencer?aba=loja',
    );
    expect(document.documentElement.hasAttribute('data-tema')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Ativar Neon' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-tema')).toBe('neon'));
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/hub/shop/activate' }), {
      body: { kind: 'theme', itemId: 'neon' },
    });
    expect(localStorage.getItem('viraliza:tema:ana')).toBe('neon');
    expect(await screen.findByRole('button', { name: 'Voltar ao tema padrão' })).toBeTruthy();
  });
});

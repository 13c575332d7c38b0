/** @jest-environment jsdom */
import { renderWithApp } from '../../test/dom';
import { Route, Routes } from 'react-router-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { SIGN_IN_PATH } from '@shared/navigation/app-routes';
import { ApiError } from '../../lib/api-error';
import { useAuthStatus } from '../auth/auth-store';
import { useSubscription } from '../subscription/use-subscription';
import { startCheckout, openPortal } from './billing-api';
import { openBlankTab, type NewTabOpener } from './open-in-new-tab';
import { SUBSCRIPTION_QUERY_KEY } from '../subscription/use-subscription';
import { useSubscriptionSync } from '../subscription/use-subscription-sync';
import PlansPage from './plans-page';

// The network at the feature's edge: the session, the subscription, the billing api and the new tab.
jest.mock('../auth/auth-store', () => ({ ...jest.requireActual('../auth/auth-store'), useAuthStatus: jest.fn() }));
jest.mock('../subscription/use-subscription', () => ({
  ...jest.requireActual('../subscription/use-subscription'),
  useSubscription: jest.fn(),
}));
jest.mock('./billing-api', () => ({
  ...jest.requireActual('./billing-api'),
  startCheckout: jest.fn(),
  openPortal: jest.fn(),
}));
jest.mock('./open-in-new-tab', () => ({ openBlankTab: jest.fn() }));
// the realtime socket and the focus reloads (use-subscription-sync.test.ts)
jest.mock('../subscription/use-subscription-sync', () => ({ useSubscriptionSync: jest.fn() }));

const authStatus = jest.mocked(useAuthStatus);
const subscriptionOf = jest.mocked(useSubscription);
const checkout = jest.mocked(startCheckout);
const portal = jest.mocked(openPortal);
let tab: jest.Mocked<NewTabOpener>;

function viewer(status: 'signedOut' | 'signedIn', plan: 'free' | 'pro' | null = null) {
  authStatus.mockReturnValue(status);
  subscriptionOf.mockReturnValue({
    subscription: plan ? ({ plan } as never) : null,
    isLoading: false,
  } as ReturnType<typeof useSubscription>);
}

function renderPlans() {
  return renderWithApp(
    <Routes>
      <Route path="/planos" element={<PlansPage />} />
      <Route path={SIGN_IN_PATH} element={<p>Página de entrar</p>} />
    </Routes>,
    { path: '/planos', services: { api: {} as never } },
  );
}

const card = (name: string) => screen.getByRole('article', { name });

// The whole page in jsdom (~400 styled elements): its first render takes seconds on a busy 2-core box.
jest.setTimeout(30_000);

afterEach(() => jest.clearAllMocks());

beforeEach(() => {
  tab = { go: jest.fn((_url: string): 'tab' | 'here' => 'tab'), cancel: jest.fn() };
  jest.mocked(openBlankTab).mockReturnValue(tab);
});

describe('/planos plan cards', () => {
  it('shows the three plans, monthly first, and the yearly prices on the toggle', async () => {
    viewer('signedOut');
    const { user } = renderPlans();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'plano-free',
      'plano-pro',
      'plano-enterprise',
    ]);
    const monthly = screen.getByRole('button', { name: 'Mensal' });
    expect(monthly.getAttribute('aria-pressed')).toBe('true');
    expect(within(card('Pro')).getByText(/no plano anual/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Anual/ }));
    expect(monthly.getAttribute('aria-pressed')).toBe('false');
    expect(within(card('Pro')).getByText(/Economize R\$\s89,00 por ano/)).toBeTruthy();
    expect(within(card('Pro')).getByText('/ano')).toBeTruthy();
  });

  it('sends a visitor who picks a paid plan to sign in, without asking for a checkout', async () => {
    viewer('signedOut');
    const { user } = renderPlans();
    await user.click(within(card('Pro')).getByRole('button', { name: 'Assinar Pro' }));
    expect(await screen.findByText('Página de entrar')).toBeTruthy();
    expect(checkout).not.toHaveBeenCalled();
  });

  it("marks a free user's plan as current and opens the checkout of the chosen plan and interval", async () => {
    viewer('signedIn', 'free');
    checkout.mockResolvedValue('https://checkout.example/pro');
    const { user } = renderPlans();
    const current = within(card('Gratuito')).getByRole('button', { name: 'Plano Atual' }) as HTMLButtonElement;
    expect(current.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: /Anual/ }));
    await user.click(within(card('Enterprise')).getByRole('button', { name: 'Assinar Enterprise' }));
    await waitFor(() => expect(tab.go).toHaveBeenCalledWith('https://checkout.example/pro'));
    expect(checkout).toHaveBeenCalledWith(expect.anything(), 'enterprise', 'yearly');
    expect(portal).not.toHaveBeenCalled();
  });

  it('sends a paying user to the portal to change plans', async () => {
    viewer('signedIn', 'pro');
    portal.mockResolvedValue('https://portal.example');
    const { user } = renderPlans();
    expect((within(card('Pro')).getByRole('button', { name: 'Plano Atual' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Gerenciar Assinatura/ }).getAttribute('href')).toBe(
      '/gerenciar-assinatura',
    );

    await user.click(within(card('Enterprise')).getByRole('button', { name: 'Mudar de plano' }));
    await waitFor(() => expect(tab.go).toHaveBeenCalledWith('https://portal.example'));
    expect(checkout).not.toHaveBeenCalled();
  });

  it('closes the blank tab and frees the button when the checkout fails', async () => {
    viewer('signedIn', 'free');
    const failure = new ApiError(502, 'internal', 'falhou');
    checkout.mockRejectedValue(failure);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPlans();
    const choose = within(card('Pro')).getByRole('button', { name: 'Assinar Pro' }) as HTMLButtonElement;
    await user.click(choose);
    await waitFor(() => expect(tab.cancel).toHaveBeenCalledTimes(1));
    expect(tab.go).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('planos: checkout falhou', failure);
    await waitFor(() => expect(choose.disabled).toBe(false));
    logged.mockRestore();
  });

  it('keeps the plan fresh, and reloads it when the server says the user already subscribed (issue 27)', async () => {
    viewer('signedIn', 'free');
    checkout.mockRejectedValue(new ApiError(409, 'conflict', 'Você já tem uma assinatura ativa.'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, queryClient } = renderPlans();
    expect(useSubscriptionSync).toHaveBeenCalled();
    const reload = jest.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(card('Pro')).getByRole('button', { name: 'Assinar Pro' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ queryKey: SUBSCRIPTION_QUERY_KEY }));
    expect(tab.cancel).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

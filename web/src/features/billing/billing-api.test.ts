import { BILLING_MESSAGES } from '@shared/billing/billing.schema';
import { createApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import {
  cancelFailure,
  cancelSubscription,
  checkoutErrorMessage,
  portalErrorMessage,
  renewErrorMessage,
  startCheckout,
} from './billing-api';

const client = (answer: unknown) => {
  const fetchImpl = jest.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(answer)),
  );
  const api = createApiClient({ baseUrl: '/api', getAccessToken: async () => 'tok', fetchImpl });
  /** What was sent, as [url, method, JSON body]. */
  const sent = () =>
    fetchImpl.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body)) as unknown]);
  return { api, sent };
};

const subscription = {
  userId: 'u1',
  plan: 'pro',
  status: 'active',
  creditsRemaining: 1,
  creditsTotal: 1,
  creditsResetAt: '2026-12-22T00:00:00Z',
  currentPeriodEnd: '2026-12-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
};

describe('billing calls', () => {
  it('posts the plan and the interval to checkout and answers the url', async () => {
    const { api, sent } = client({ url: '/dev/checkout/cs_local_1' });
    await expect(startCheckout(api, 'pro', 'yearly')).resolves.toBe('/dev/checkout/cs_local_1');
    expect(sent()).toEqual([['/api/billing/checkout', 'POST', { plan: 'pro', interval: 'yearly' }]]);
  });

  it('posts the password and the feedback to cancel', async () => {
    const { api, sent } = client(subscription);
    await cancelSubscription(api, { password: 'segredo', feedback: 'caro' });
    expect(sent()).toEqual([['/api/billing/cancel', 'POST', { password: 'segredo', feedback: 'caro' }]]);
  });
});

describe('billing messages (docs/PRODUCT.md §messages.billing, §validation.subscription)', () => {
  it('keeps the server words for a refused checkout, the screen text otherwise', () => {
    expect(checkoutErrorMessage(new ApiError(409, 'conflict', BILLING_MESSAGES.alreadySubscribed))).toBe(
      BILLING_MESSAGES.alreadySubscribed,
    );
    expect(checkoutErrorMessage(new ApiError(500, 'internal', 'x'))).toBe(
      'Não foi possível iniciar o checkout. Tente novamente.',
    );
    expect(checkoutErrorMessage(new Error('boom'))).toBe(BILLING_MESSAGES.checkoutFailed);
  });

  it("shows the portal error's message, or the default", () => {
    expect(portalErrorMessage(new ApiError(409, 'conflict', BILLING_MESSAGES.noCustomer))).toBe(
      BILLING_MESSAGES.noCustomer,
    );
    expect(portalErrorMessage(new Error('boom'))).toBe('Não foi possível abrir o portal de gerenciamento.');
  });

  it('puts a wrong password under the password field', () => {
    expect(cancelFailure(new ApiError(403, 'forbidden', BILLING_MESSAGES.wrongPassword))).toEqual({
      field: 'password',
      title: 'Senha incorreta',
      message: 'A senha digitada está incorreta. Tente novamente.',
    });
    expect(cancelFailure(new ApiError(400, 'validation_failed', BILLING_MESSAGES.feedbackTooLong)).field).toBe(
      'feedback',
    );
  });

  it('keeps the password-check and conflict texts, and says Erro ao cancelar otherwise', () => {
    expect(cancelFailure(new ApiError(500, 'internal', BILLING_MESSAGES.passwordCheckFailed)).message).toBe(
      'Erro ao validar senha. Tente novamente.',
    );
    expect(cancelFailure(new ApiError(409, 'conflict', BILLING_MESSAGES.noSubscription)).message).toBe(
      BILLING_MESSAGES.noSubscription,
    );
    expect(cancelFailure(new ApiError(500, 'internal', 'Algo deu errado do nosso lado. Tente novamente.'))).toEqual({
      field: null,
      title: 'Erro',
      message: 'Erro ao cancelar assinatura. Tente novamente.',
    });
  });

  it('explains a refused renewal', () => {
    expect(renewErrorMessage(new ApiError(409, 'conflict', BILLING_MESSAGES.alreadyRenewing))).toBe(
      BILLING_MESSAGES.alreadyRenewing,
    );
    expect(renewErrorMessage(new ApiError(500, 'internal', 'x'))).toBe(BILLING_MESSAGES.renewFailed);
  });
});

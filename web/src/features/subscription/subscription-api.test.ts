import * as subscriptionApi from '@shared/subscription/subscription.api';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { isCheckoutReturn } from './checkout-return';
import { fetchSubscription } from './subscription-api';

const sub: Subscription = {
  userId: 'u1',
  plan: 'pro',
  status: 'active',
  creditsRemaining: 12_000,
  creditsTotal: 15_000,
  creditsResetAt: '2026-12-22T00:00:00Z',
  currentPeriodEnd: '2026-12-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
};

const api = (call: ApiClient['call']): ApiClient => ({ call });

describe('fetchSubscription', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('returns the subscription', async () => {
    const get = jest.fn(async () => sub) as unknown as ApiClient['call'];
    await expect(fetchSubscription(api(get))).resolves.toEqual(sub);
    expect(get).toHaveBeenCalledWith(subscriptionApi.get, expect.anything());
  });

  it('treats a 404 as a missing subscription and only logs it', async () => {
    const get = jest.fn(async () => {
      throw new ApiError(404, 'not_found', 'Assinatura não encontrada.');
    }) as unknown as ApiClient['call'];
    await expect(fetchSubscription(api(get))).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });

  it('logs and rethrows other failures so the query can retry', async () => {
    const failure = new ApiError(503, 'internal', 'x');
    const get = jest.fn(async () => {
      throw failure;
    }) as unknown as ApiClient['call'];
    await expect(fetchSubscription(api(get))).rejects.toBe(failure);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('isCheckoutReturn', () => {
  it('is true only for /criar?success=true', () => {
    expect(isCheckoutReturn('/criar', '?success=true')).toBe(true);
    expect(isCheckoutReturn('/criar', '?success=false')).toBe(false);
    expect(isCheckoutReturn('/perfil', '?success=true')).toBe(false);
  });
});

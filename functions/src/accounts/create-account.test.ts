import type { Subscription } from '@shared/subscription/subscription.schema';
import { subscriptionSchema } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../core/clock';
import type { AccountStore, NewAccount } from '../core/ports';
import { createAccount } from './create-account';

interface CreateCall {
  account: NewAccount;
  subscription: Subscription;
  joinDate: string;
}

/** Records what it is asked to write and answers `created` as told. */
function recordingStore(created: boolean): AccountStore & { calls: CreateCall[] } {
  const calls: CreateCall[] = [];
  return {
    calls,
    async createAccount(account, subscription, joinDate) {
      calls.push({ account, subscription, joinDate });
      return { created };
    },
    getProfile: async () => null,
    getSubscription: async () => null,
    putSubscription: async () => {},
  };
}

const ANA: NewAccount = { userId: 'user-ana', email: 'ana@teste.com', name: 'Ana', avatarUrl: null };

describe('createAccount', () => {
  it('writes the profile with a free subscription of 200/200 credits renewing one month after the clock', async () => {
    // prepare
    const accounts = recordingStore(true);
    const clock = fixedClock('2026-03-15T09:30:00.000Z');
    // act
    await createAccount({ accounts, clock }, ANA);
    // assert
    expect(accounts.calls).toEqual([
      {
        account: ANA,
        subscription: {
          userId: 'user-ana',
          plan: 'free',
          status: 'active',
          creditsRemaining: 200,
          creditsTotal: 200,
          creditsResetAt: '2026-04-15T09:30:00.000Z',
          currentPeriodEnd: null,
          updatedAt: '2026-03-15T09:30:00.000Z',
        },
        joinDate: '2026-03-15T09:30:00.000Z',
      },
    ]);
  });

  it('renews a sign-up of 31 January on the last day of February', async () => {
    const accounts = recordingStore(true);
    await createAccount({ accounts, clock: fixedClock('2026-01-31T23:00:00.000Z') }, ANA);
    expect(accounts.calls[0]?.subscription.creditsResetAt).toBe('2026-02-28T23:00:00.000Z');
  });

  it('writes a subscription the API contract accepts', async () => {
    const accounts = recordingStore(true);
    await createAccount({ accounts, clock: fixedClock('2026-03-15T09:30:00.000Z') }, ANA);
    expect(subscriptionSchema.safeParse(accounts.calls[0]?.subscription).success).toBe(true);
  });

  it.each([true, false])('passes through created = %p from the store', async (created) => {
    const accounts = recordingStore(created);
    await expect(createAccount({ accounts, clock: fixedClock('2026-03-15T09:30:00.000Z') }, ANA)).resolves.toEqual({
      created,
    });
  });

  it('lets a store failure reach the caller', async () => {
    const accounts = recordingStore(true);
    accounts.createAccount = async () => {
      throw new Error('table unavailable');
    };
    await expect(createAccount({ accounts, clock: fixedClock('2026-03-15T09:30:00.000Z') }, ANA)).rejects.toThrow(
      'table unavailable',
    );
  });
});

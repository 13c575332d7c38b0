import { fixedClock } from '../core/clock';
import { NotFoundError } from '../core/errors';
import type { AccountStanding, IdentityAdmin } from './ports';
import { disableAccount } from './disable-account';

const NOW = '2026-03-15T09:30:00.000Z';

function setup(exists: boolean) {
  const steps: string[] = [];
  const identity: IdentityAdmin = {
    verifyPassword: async () => true,
    signOutEverywhere: async (u) => void steps.push(`signOut ${u}`),
    deleteUser: async (u) => void steps.push(`delete ${u}`),
    disableUser: async (u) => void steps.push(`disable ${u}`),
  };
  const standings = {
    getStanding: async () => null,
    setStanding: async (userId: string, s: AccountStanding) => {
      steps.push(`standing ${userId} ${s.status} ${s.tokensValidAfter}`);
      return exists;
    },
    deleteEverything: async () => ({ rows: 0, connectionIds: [] }),
  };
  return { deps: { standings, identity, clock: fixedClock(NOW) }, steps };
}

describe('disableAccount', () => {
  it('marks the account disabled (older tokens refused), then disables and signs out the identity', async () => {
    const { deps, steps } = setup(true);
    await disableAccount(deps, { userId: 'sub-ana', username: 'user-ana' });
    expect(steps).toEqual([
      `standing sub-ana disabled ${Date.parse(NOW) / 1000}`,
      'disable user-ana',
      'signOut user-ana',
    ]);
  });

  it('touches no identity when there is no such account', async () => {
    const { deps, steps } = setup(false);
    await expect(disableAccount(deps, { userId: 'sub-x', username: 'user-x' })).rejects.toBeInstanceOf(NotFoundError);
    expect(steps).toHaveLength(1);
  });
});

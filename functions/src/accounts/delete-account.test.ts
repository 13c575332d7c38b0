import { fixedClock } from '../core/clock';
import { RateLimitedError, UnauthorizedError } from '../core/errors';
import { PASSWORD_RECHECK_BUCKET } from '../credits/rate-limits';
import type { AccountStanding, AccountStandings, IdentityAdmin } from './ports';
import { silentLogger } from '../../test/support/deps';
import { deleteAccount, WrongPasswordError, type DeleteAccountDeps } from './delete-account';

const NOW = '2026-03-15T09:30:00.000Z';
const NOW_S = Date.parse(NOW) / 1000;

function setup(
  opts: {
    password?: string;
    connectionIds?: string[];
    failClose?: string[];
    limiter?: DeleteAccountDeps['limiter'];
  } = {},
) {
  const steps: string[] = [];
  const standings: AccountStandings = {
    getStanding: async () => null,
    setStanding: async (userId, s: AccountStanding) => {
      steps.push(`standing ${userId} ${s.status} ${s.tokensValidAfter}`);
      return true;
    },
    deleteEverything: async (userId) => {
      steps.push(`erase ${userId}`);
      return { rows: 7, connectionIds: opts.connectionIds ?? [] };
    },
  };
  const identity: IdentityAdmin = {
    verifyPassword: async (username, password) => {
      steps.push(`verify ${username}`);
      return password === (opts.password ?? 'segredo1');
    },
    signOutEverywhere: async (username) => void steps.push(`signOut ${username}`),
    deleteUser: async (username) => void steps.push(`deleteUser ${username}`),
    disableUser: async () => {},
  };
  const deps: DeleteAccountDeps = {
    standings,
    identity,
    limiter: opts.limiter ?? { take: async () => {} },
    connections: {
      close: async (id) => {
        if (opts.failClose?.includes(id)) throw Object.assign(new Error('boom'), { name: 'Boom' });
        steps.push(`close ${id}`);
      },
    },
    objects: {
      deletePrefix: async (prefix) => {
        steps.push(`objects ${prefix}`);
        return 2;
      },
    },
    clock: fixedClock(NOW),
    log: silentLogger,
    onDeleted: (userId) => void steps.push(`forget ${userId}`),
  };
  return { deps, steps };
}

const ANA = { userId: 'sub-ana', username: 'user-ana', issuedAt: NOW_S - 60 };

describe('deleteAccount', () => {
  it('checks the password, marks the account deleted, signs out, erases the rows, deletes the identity, closes the sockets', async () => {
    // prepare
    const { deps, steps } = setup({ connectionIds: ['c1', 'c2'] });
    // act
    const result = await deleteAccount(deps, ANA, 'segredo1');
    // assert
    expect(steps).toEqual([
      'verify user-ana',
      `standing sub-ana deleted ${NOW_S}`,
      'forget sub-ana',
      'signOut user-ana',
      'erase sub-ana',
      'objects users/sub-ana/',
      'deleteUser user-ana',
      'close c1',
      'close c2',
    ]);
    expect(result).toEqual({ rows: 7, objects: 2, connectionsClosed: 2 });
  });

  it('touches nothing when the password is wrong', async () => {
    const { deps, steps } = setup();
    await expect(deleteAccount(deps, ANA, 'errada')).rejects.toBeInstanceOf(WrongPasswordError);
    expect(steps).toEqual(['verify user-ana']);
  });

  it('counts the try before the pool checks the password, and stops at a spent limit (issue 25 item 6)', async () => {
    // prepare: a limiter that has no try left
    const taken: string[] = [];
    const { deps, steps } = setup({
      limiter: {
        take: async (userId, bucket) => {
          taken.push(`${userId} ${bucket.name}`);
          throw new RateLimitedError(bucket.message, 42);
        },
      },
    });
    // act
    const err = await deleteAccount(deps, ANA, 'segredo1').catch((e: unknown) => e);
    // assert: no password check, nothing touched
    expect(err).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 42 });
    expect(taken).toEqual([`sub-ana ${PASSWORD_RECHECK_BUCKET.name}`]);
    expect(steps).toEqual([]);
  });

  it('answers a wrong password with a 403 (not a 401, which would sign the user out) in pt-BR', () => {
    expect(new WrongPasswordError()).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/^Senha incorreta/),
    });
  });

  it('refuses a caller without a pool user name before any call', async () => {
    const { deps, steps } = setup();
    await expect(deleteAccount(deps, { userId: 'sub-ana' }, 'segredo1')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(steps).toEqual([]);
  });

  it('cancels the subscription through billing, when billing provides it, before anything is erased', async () => {
    const { deps, steps } = setup();
    await deleteAccount(
      { ...deps, cancelSubscription: async (userId) => void steps.push(`cancel ${userId}`) },
      ANA,
      'segredo1',
    );
    expect(steps.slice(0, 3)).toEqual(['verify user-ana', 'cancel sub-ana', `standing sub-ana deleted ${NOW_S}`]);
  });

  it('stops before erasing anything when the cancellation fails', async () => {
    const { deps, steps } = setup();
    const failing = async () => {
      throw new Error('provider down');
    };
    await expect(deleteAccount({ ...deps, cancelSubscription: failing }, ANA, 'segredo1')).rejects.toThrow(
      'provider down',
    );
    expect(steps).toEqual(['verify user-ana']);
  });

  it('still finishes when a socket cannot be closed (its rows are gone, so nothing reaches it)', async () => {
    const { deps, steps } = setup({ connectionIds: ['c1', 'c2'], failClose: ['c1'] });
    const result = await deleteAccount(deps, ANA, 'segredo1');
    expect(result.connectionsClosed).toBe(1);
    expect(steps).toContain('deleteUser user-ana');
  });
});

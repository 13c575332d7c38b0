import { UnauthorizedError } from '../core/errors';
import type { AccountStanding } from './ports';
import type { Caller, Clock, TokenVerifier } from '../core/ports';
import { ACCOUNT_REVOKED_MESSAGE } from './account-errors';
import { STANDING_CACHE_MS, StandingCheckedVerifier } from './standing-check';

const ISSUED = 1_800_000_000;

function setup(initial: Record<string, AccountStanding | null>) {
  const standings = new Map(Object.entries(initial));
  const reads: string[] = [];
  let nowMs = ISSUED * 1000 + 5_000;
  const clock: Clock = { now: () => new Date(nowMs) };
  const inner: TokenVerifier = {
    verify: async (token): Promise<Caller> => {
      if (!token.startsWith('token-')) throw new UnauthorizedError();
      return { userId: token.slice('token-'.length), issuedAt: ISSUED };
    },
  };
  const verifier = new StandingCheckedVerifier(
    inner,
    {
      getStanding: async (userId) => {
        reads.push(userId);
        return standings.get(userId) ?? null;
      },
    },
    clock,
  );
  return {
    verifier,
    reads,
    standings,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

async function refusal(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => {
      throw new Error('accepted');
    },
    (err: unknown) => err,
  );
}

describe('StandingCheckedVerifier', () => {
  it('accepts an active account and passes the caller through', async () => {
    // prepare
    const { verifier } = setup({ ana: { status: 'active' } });
    // act
    const caller = await verifier.verify('token-ana');
    // assert
    expect(caller).toEqual({ userId: 'ana', issuedAt: ISSUED });
  });

  it.each([
    { why: 'a disabled account', standing: { status: 'disabled' } as AccountStanding },
    { why: 'a deleted account', standing: { status: 'deleted' } as AccountStanding },
    { why: 'an account without a profile row', standing: null },
    {
      why: 'a token issued before a sign-out everywhere',
      standing: { status: 'active', tokensValidAfter: ISSUED + 1 } as AccountStanding,
    },
  ])('refuses $why with a 401 the web client signs out on', async ({ standing }) => {
    // prepare
    const { verifier } = setup({ ana: standing });
    // act
    const err = await refusal(verifier.verify('token-ana'));
    // assert
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err).toMatchObject({ code: 'unauthorized', message: ACCOUNT_REVOKED_MESSAGE });
  });

  it('refuses a token issued in the same second as the cut-off (issue 25 item 5)', async () => {
    const { verifier } = setup({ ana: { status: 'active', tokensValidAfter: ISSUED } });
    await expect(refusal(verifier.verify('token-ana'))).resolves.toBeInstanceOf(UnauthorizedError);
  });

  it('accepts a token issued after tokensValidAfter', async () => {
    const { verifier } = setup({ ana: { status: 'active', tokensValidAfter: ISSUED - 1 } });
    await expect(verifier.verify('token-ana')).resolves.toMatchObject({ userId: 'ana' });
  });

  it('does not read the standing when the signature check fails', async () => {
    const { verifier, reads } = setup({ ana: { status: 'active' } });
    await expect(verifier.verify('forged')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(reads).toEqual([]);
  });

  it('reads each user at most once per cache window, and sees a deletion once the window has passed', async () => {
    // prepare
    const { verifier, reads, standings, advance } = setup({ ana: { status: 'active' }, bia: { status: 'active' } });
    await verifier.verify('token-ana');
    await verifier.verify('token-bia');
    standings.set('ana', { status: 'deleted' });
    // act: within the window the cached standing still serves; after it, the deletion shows
    advance(STANDING_CACHE_MS - 1);
    await verifier.verify('token-ana');
    advance(1);
    const err = await refusal(verifier.verify('token-ana'));
    // assert
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(reads).toEqual(['ana', 'bia', 'ana']);
    expect(STANDING_CACHE_MS).toBeLessThanOrEqual(60_000);
  });

  it('forgets a user at once when asked (the process that deleted it)', async () => {
    const { verifier, standings } = setup({ ana: { status: 'active' } });
    await verifier.verify('token-ana');
    standings.set('ana', { status: 'deleted' });
    verifier.forget('ana');
    await expect(verifier.verify('token-ana')).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

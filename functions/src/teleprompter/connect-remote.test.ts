import { fixedClock } from '../core/clock';
import type { AccountStanding } from '../accounts/ports';
import { PAIR_FAILURES_MAX, connectRemote } from './connect-remote';
import { MemoryPairingStore, aPairing } from './test-support';

const clock = fixedClock('2026-03-15T09:30:00.000Z');

function setup(standing: AccountStanding | null = { status: 'active' }) {
  const pairings = new MemoryPairingStore();
  pairings.pairings.set('AB3K7P', aPairing());
  const deps = { pairings, attempts: pairings, standings: { getStanding: async () => standing }, clock };
  const connect = (code: string, clientKey = 'ip-1') =>
    connectRemote(deps, { connectionId: 'phone-1', code, clientKey });
  return { pairings, connect };
}

describe('connectRemote', () => {
  it('records a phone with a live code as the pairing’s remote', async () => {
    const { pairings, connect } = setup();
    expect(await connect('ab3-k7p')).toBe('connected');
    expect(await pairings.ownerOf('phone-1', clock.now())).toEqual({
      kind: 'remote',
      userId: 'ana',
      code: 'AB3K7P',
      sessionId: 'tab-0001-ana',
    });
    expect(pairings.failureCounts.size).toBe(0);
  });

  it.each([
    ['an unknown code', 'ZZZZZZ'],
    ['a malformed code', 'AB3K0P'],
    ['an empty code', ''],
  ])('refuses %s and counts the failure against the client', async (_, code) => {
    const { pairings, connect } = setup();
    expect(await connect(code)).toBe('refused');
    expect(pairings.owners.size).toBe(0);
    expect(pairings.failureCounts.get('ip-1')).toBe(1);
  });

  it('refuses an expired code', async () => {
    const { pairings, connect } = setup();
    pairings.pairings.set('AB3K7P', aPairing({ expiresAt: Date.parse('2026-03-15T09:29:59Z') / 1000 }));
    expect(await connect('AB3K7P')).toBe('refused');
  });

  it.each<[string, AccountStanding | null]>([
    ['a deleted account', { status: 'deleted' }],
    ['a disabled account', { status: 'disabled' }],
    ['an erased account', null],
    [
      'a sign-out everywhere after the pairing',
      { status: 'active', tokensValidAfter: Date.parse('2026-03-15T09:10:00Z') / 1000 },
    ],
    [
      'a sign-out everywhere in the second the pairing was made',
      { status: 'active', tokensValidAfter: Date.parse('2026-03-15T09:00:00Z') / 1000 },
    ],
  ])('refuses the code of %s', async (_, standing) => {
    const { pairings, connect } = setup(standing);
    expect(await connect('AB3K7P')).toBe('refused');
    expect(pairings.owners.size).toBe(0);
  });

  it(`refuses every connect of a client after ${PAIR_FAILURES_MAX} failures, even with a good code`, async () => {
    const { pairings, connect } = setup();
    for (let i = 0; i < PAIR_FAILURES_MAX; i++) await connect('ZZZZZZ');
    expect(await connect('AB3K7P')).toBe('limited');
    expect(pairings.owners.size).toBe(0);
    expect(await connect('AB3K7P', 'ip-2')).toBe('connected');
  });
});

import { fixedClock } from '../../src/core/clock';
import { UnauthorizedError } from '../../src/core/errors';
import type { AccountStore, Logger } from '../../src/core/ports';
import type { AccountStandings } from '../../src/accounts/ports';
import { noopPublisher } from '../../src/adapters/realtime/websocket-publisher';
import { openOrigin } from '../../src/adapters/origin/origin-secret-check';
import type { Deps } from '../../src/composition/core';

/** Handler tests only: a logger that says nothing. */
export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silentLogger };

/** Use-case tests only: every account stands (none is deleted while its generation runs). */
export const activeStandings: Pick<AccountStandings, 'getStanding'> = {
  getStanding: async () => ({ status: 'active' }),
};

/**
 * Handler tests only: a complete dependency set with no I/O. `tokens` maps bearer tokens to
 * user ids (any other token is refused as a real verifier would); `accounts` and the rest
 * replace the inert defaults.
 *
 * @example makeHandler({ ...testDeps({ tokens: { 'token-ana': 'ana' }, accounts: { getSubscription: async () => ANA_SUB } }), ledger })
 */
export function testDeps(
  opts: { tokens: Record<string, string>; accounts?: Partial<AccountStore> } & Partial<
    Omit<Deps, 'tokens' | 'accounts'>
  >,
): Deps {
  const { tokens, accounts, ...rest } = opts;
  return {
    config: {
      mode: 'local',
      tableName: 'test',
      region: 'us-east-1',
      auth: { issuer: 'http://issuer', jwksUrl: 'http://issuer/jwks', clientId: 'client' },
    },
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    logger: silentLogger,
    tokens: {
      verify: async (token) => {
        const userId = tokens[token];
        if (!userId) throw new UnauthorizedError();
        return { userId };
      },
    },
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => null,
      putSubscription: async () => {},
      ...accounts,
    },
    connections: { add: async () => {}, remove: async () => {}, listForUser: async () => [] },
    realtime: noopPublisher,
    origin: openOrigin,
    ...rest,
  };
}

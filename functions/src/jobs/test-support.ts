import { fixedClock } from '../core/clock';
import type { Logger } from '../core/ports';
import { noopPublisher } from '../adapters/realtime/websocket-publisher';
import type { Deps } from '../deps';

/** Shared Deps for the jobs tests: a frozen clock and a logger that records lines. */
export function testDeps(now: string, lines: Array<Record<string, unknown>> = []): Deps {
  const logger = (base: Record<string, unknown>): Logger => ({
    info: (message, f) => lines.push({ level: 'info', message, ...base, ...f }),
    warn: (message, f) => lines.push({ level: 'warn', message, ...base, ...f }),
    error: (message, f) => lines.push({ level: 'error', message, ...base, ...f }),
    child: (f) => logger({ ...base, ...f }),
  });
  return {
    config: {
      mode: 'aws',
      tableName: 'test',
      region: 'us-east-1',
      auth: { issuer: 'http://issuer', jwksUrl: 'http://issuer/jwks', clientId: 'client' },
    },
    clock: fixedClock(now),
    logger: logger({}),
    tokens: { verify: async () => Promise.reject(new Error('no token expected')) },
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => null,
      putSubscription: async () => {},
    },
    connections: { add: async () => {}, remove: async () => {}, listForUser: async () => [] },
    realtime: noopPublisher,
  };
}

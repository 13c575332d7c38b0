import { fixedClock } from '../../src/core/clock';
import type { Logger } from '../../src/core/ports';
import { noopPublisher } from '../../src/adapters/realtime/websocket-publisher';
import type { Deps } from '../../src/composition/core';
import type { StoredJob } from '../../src/jobs/ports';

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

/** The finder webhook's tests: the instant they run at, the provider's signing secret and the jobs the store knows. */
export const WEBHOOK_NOW = '2026-03-15T09:30:00.000Z';
export const WEBHOOK_SECRET = 'segredo-do-provedor';
export const WEBHOOK_JOBS: Readonly<Record<string, StoredJob>> = {
  j1: { jobId: 'j1', userId: 'ana', taskToken: 'token-j1', status: 'waiting' },
  done: { jobId: 'done', userId: 'ana', taskToken: 'token-done', status: 'succeeded' },
};

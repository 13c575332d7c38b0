import { fixedClock } from '../core/clock';
import type { CreditLedger, StaleCharge } from '../credits/ports';
import type { Logger } from '../core/ports';
import type { ScriptStore } from '../scripts/ports';
import { WORKER_MAX_EVENT_AGE_S, WORKER_TIMEOUT_S, WORKER_WRITE_TIMEOUT_MS } from './job-timing';
import { WRITE_TIMEOUT_MS } from './write-timeout';
import { listScripts } from '../scripts/manage-scripts';
import {
  STALE_GENERATION_MS,
  STALE_GENERATION_REASON,
  reconcileStaleGenerations,
  staleCutoff,
} from './reconcile-generations';

function recordingLog() {
  const lines: Array<[string, string, Record<string, unknown> | undefined]> = [];
  const log: Logger = {
    info: (m, f) => void lines.push(['info', m, f]),
    warn: (m, f) => void lines.push(['warn', m, f]),
    error: (m, f) => void lines.push(['error', m, f]),
    child: () => log,
  };
  return { log, lines };
}

/** A port where only the given methods exist; any other call rejects. */
function only<T extends object>(methods: Partial<T>): T {
  return new Proxy(methods as T, {
    get: (t, name) =>
      name in t ? t[name as keyof T] : () => Promise.reject(new Error(`${String(name)} should not be called`)),
  });
}
const ledgerWith = (refundStale: CreditLedger['refundStale']) => only<CreditLedger>({ refundStale });

const clock = fixedClock('2026-03-15T09:30:00.000Z');

describe('staleCutoff', () => {
  it('is 8 minutes before now by default', () => {
    expect(staleCutoff(new Date('2026-03-15T09:30:00.000Z')).toISOString()).toBe('2026-03-15T09:22:00.000Z');
    expect(staleCutoff(new Date('2026-03-15T00:02:00.000Z'), 3 * 60_000).toISOString()).toBe(
      '2026-03-14T23:59:00.000Z',
    );
  });

  it('is counted from the worker: the longest wait of its event and its timeout, never the HTTP 29 s', () => {
    expect(STALE_GENERATION_MS).toBe(480_000);
    // a worker started as late as its event may wait, and running to its timeout, is still live
    expect(STALE_GENERATION_MS).toBeGreaterThan((WORKER_MAX_EVENT_AGE_S + WORKER_TIMEOUT_S) * 1000);
    expect(WORKER_WRITE_TIMEOUT_MS).toBeLessThan(WORKER_TIMEOUT_S * 1000);
    // the routes that still write inside their request are far below it
    expect(STALE_GENERATION_MS).toBeGreaterThan(WRITE_TIMEOUT_MS * 10);
  });
});

describe('reconcileStaleGenerations', () => {
  it('asks the ledger to refund what is pending since before the cutoff, and logs each refund', async () => {
    const asked: unknown[] = [];
    const found: StaleCharge[] = [
      { operationId: 'g1', kind: 'generate', cost: 300, createdAt: '2026-03-15T09:00:00.000Z' },
    ];
    const { log, lines } = recordingLog();
    const ledger = ledgerWith(async (userId, opts) => (asked.push({ userId, ...opts }), found));

    expect(await reconcileStaleGenerations({ ledger, clock, log }, 'ana')).toEqual(found);
    expect(asked).toEqual([
      {
        userId: 'ana',
        createdBefore: new Date('2026-03-15T09:22:00.000Z'),
        now: new Date('2026-03-15T09:30:00.000Z'),
        reason: STALE_GENERATION_REASON,
      },
    ]);
    expect(lines).toEqual([
      [
        'warn',
        'stale generation refunded',
        { generationId: 'g1', kind: 'generate', cost: 300, createdAt: '2026-03-15T09:00:00.000Z' },
      ],
    ]);
  });

  it('logs nothing when there is nothing to refund', async () => {
    const { log, lines } = recordingLog();
    expect(await reconcileStaleGenerations({ ledger: ledgerWith(async () => []), clock, log }, 'ana')).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('never fails the caller: a ledger error is logged and answers nothing refunded', async () => {
    const { log, lines } = recordingLog();
    const ledger = ledgerWith(async () => Promise.reject(new Error('ProvisionedThroughputExceeded')));
    expect(await reconcileStaleGenerations({ ledger, clock, log }, 'ana')).toEqual([]);
    expect(lines).toEqual([
      [
        'error',
        'stale generation reconcile failed',
        expect.objectContaining({ errorMessage: 'ProvisionedThroughputExceeded' }),
      ],
    ]);
  });
});

describe('listing scripts (GET /api/scripts)', () => {
  it('only reads: it never reconciles or refunds', async () => {
    const store = only<ScriptStore>({ listPage: async () => ({ items: [], more: false }) });
    const accounts = {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => null,
      putSubscription: async () => {},
    };
    await expect(listScripts({ store, accounts, clock }, 'ana')).resolves.toEqual({ items: [], nextCursor: null });
  });
});

import type { RealtimeEvent } from '@shared/realtime/realtime-event.schema';
import { fixedClock } from '../../src/core/clock';
import { ConflictError } from '../../src/core/errors';
import type { CreditLedger } from '../../src/credits/ports';
import type { IdeaResult, IdeaResultStore } from '../../src/ideas/ports';
import type { TextWriter } from '../../src/core/ports';
import { OfflineWriter } from '../../src/adapters/text/offline-writer';
import { activeStandings, silentLogger } from './deps';
import type { IdeaContext } from '../../src/ideas/idea-context';
import type * as z from 'zod/mini';
import { structuredJob, type StructuredTool } from '../../src/ideas/generate-structured';
import type { runGeneration, StartGenerationContext } from '../../src/generation/generation-job';
import { memoryGenerations, runningDispatcher } from './generations';

/**
 * Just enough of a ledger and a result store to run an idea tool's use case without DynamoDB (the
 * integration tests cover the real ones): one operation id, charged once (a second charge is the
 * ledger's ConflictError), settled by the result's save. `calls` records 'charge <cost> <kind>' and
 * 'refund <cost>' (and 'save settling <id>' with `logSaves`); `events` what was published.
 */
export function ideaFakes(opts: { writer?: TextWriter; now?: string; credits?: number; logSaves?: boolean } = {}) {
  const calls: string[] = [];
  const kept = new Map<string, IdeaResult>();
  const events: RealtimeEvent[] = [];
  let credits = opts.credits ?? 1000;
  let status: 'pending' | 'done' | 'failed' | null = null;
  const ledger: CreditLedger = {
    charge: async (c) => {
      if (status) throw new ConflictError('já cobrado');
      status = 'pending';
      calls.push(`charge ${c.cost} ${c.kind}`);
      credits -= c.cost;
    },
    refund: async ({ cost }) => (calls.push(`refund ${cost}`), (credits += cost), (status = 'failed'), true),
    refundStale: async () => [],
    held: async () => 0,
    getCharge: async () => (status ? { status, resultIds: [] } : null),
    balance: async () => credits,
    renew: async () => false,
  };
  const results: IdeaResultStore = {
    save: async (_u, r, { settles }) => {
      if (opts.logSaves) calls.push(`save settling ${settles}`);
      kept.set(r.operationId, r);
      status = 'done';
    },
    get: async (_u, id) => kept.get(id) ?? null,
    saveAsScript: async () => null,
  };
  const ctx: IdeaContext = {
    results,
    ledger,
    writer: opts.writer ?? new OfflineWriter({ delayMs: 0 }),
    accounts: {
      createAccount: async () => ({ created: true }),
      getProfile: async () => null,
      getSubscription: async () => null,
      putSubscription: async () => {},
    },
    standings: activeStandings,
    realtime: { publish: async (_u, e) => void events.push(e) },
    clock: fixedClock(opts.now ?? '2026-11-24T10:00:00.000Z'),
    log: silentLogger,
    flushMs: 1,
  };
  return { ctx, calls, kept, events };
}

/**
 * `ideaFakes` with a job store and a dispatcher that runs the worker at once
 * (docs/ARCHITECTURE.md §generation-jobs): `start` charges through the fake ledger, as G1's one transaction does, and each
 * dispatched job runs `structuredJob(tool)` over the same fakes. `run()` waits for the started jobs.
 */
export function ideaJobFakes<I, S extends z.core.$ZodType>(
  tool: StructuredTool<I, S>,
  opts: Parameters<typeof ideaFakes>[0] = {},
) {
  const f = ideaFakes(opts);
  const { generations, records } = memoryGenerations((charge) => f.ctx.ledger.charge(charge));
  const jobs = { [tool.tool]: structuredJob(f.ctx, tool) } as Parameters<typeof runGeneration>[2];
  const { dispatcher, run } = runningDispatcher({ ...f.ctx, generations }, jobs);
  const start: StartGenerationContext = { ...f.ctx, generations, dispatcher };
  return { ...f, start, records, run };
}

import type { GenerationKind } from '@shared/generations/generation.schema';
import { ConflictError } from '../../src/core/errors';
import type { ChargeRequest } from '../../src/credits/ports';
import { runGeneration, type GenerationJob, type RunGenerationContext } from '../../src/generation/generation-job';
import type { GenerationDispatcher, GenerationRecord, GenerationStore } from '../../src/generation/ports';

/**
 * Just enough of the generation records (docs/DATA-MODEL.md G1–G5) to run a job without DynamoDB
 * (generation-jobs.test.ts runs the real ones): `start` refuses an id recorded before, then
 * `charge`s (the same transaction's L1 actions) and puts the queued record.
 */
export function memoryGenerations(charge: (c: ChargeRequest) => Promise<void>) {
  const records = new Map<string, GenerationRecord>();
  const generations: GenerationStore = {
    start: async (r, c) => {
      if (records.has(r.generationId)) throw new ConflictError('já registrada');
      await charge(c);
      const base = { userId: c.userId, cost: c.cost, status: 'queued' as const, createdAt: c.now.toISOString() };
      records.set(r.generationId, { ...r, ...base, parts: [] });
    },
    get: async (_u, id) => records.get(id) ?? null,
    claim: async (_u, id) => {
      const r = records.get(id);
      if (r?.status !== 'queued') return null;
      r.status = 'running';
      return r;
    },
    progress: async (_u, id, parts) => void (records.get(id)!.parts = parts),
    finish: async (_u, id, end) => void Object.assign(records.get(id)!, end),
  };
  return { generations, records };
}

/**
 * A dispatcher that starts the worker (`runGeneration` over `jobs`) at once, in this process, without
 * waiting for it, as the route's own does; `run()` waits for every job started so far.
 */
export function runningDispatcher(ctx: RunGenerationContext, jobs: Partial<Record<GenerationKind, GenerationJob>>) {
  const running: Array<ReturnType<typeof runGeneration>> = [];
  const dispatcher: GenerationDispatcher = {
    dispatch: async (event) => void running.push(runGeneration(ctx, event, jobs)),
  };
  return { dispatcher, run: () => Promise.all(running) };
}

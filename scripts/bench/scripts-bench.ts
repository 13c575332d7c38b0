/**
 * Script creator figures, measured locally against an in-memory DynamoDB Local (the
 * integration tests' approach) with the real use cases and adapters in this process:
 * - a simple 30 s generation with the offline writer at its real delay: time to the first
 *   202 answer, to the first streamed `script.delta`, and until the worker has saved (the job path);
 * - listing 100 saved scripts: p50 / p95 of the list use case.
 * `benchScripts()` returns a markdown section; scripts/bench/bench.ts decides where it goes.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { CREDIT_COSTS } from '@shared/plans/plans';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { ensureTable, startDynamoLocal } from '../local/dynamo-local';
import { makeDocumentClient } from '../../functions/src/adapters/dynamo/client';
import { DynamoAccountStore } from '../../functions/src/adapters/dynamo/account-store.dynamo';
import { DynamoCreditLedger } from '../../functions/src/adapters/dynamo/credit-ledger.dynamo';
import { DynamoPaceStore } from '../../functions/src/adapters/dynamo/pace-store.dynamo';
import { DynamoScriptStore } from '../../functions/src/adapters/dynamo/script-store.dynamo';
import { OfflineWriter } from '../../functions/src/adapters/text/offline-writer';
import { parseTextConfig } from '../../functions/src/config';
import { systemClock } from '../../functions/src/core/clock';
import type { Logger, RealtimePublisher } from '../../functions/src/core/ports';
import type { StoredScript } from '../../functions/src/scripts/ports';
import { scriptJob, startScriptGeneration } from '../../functions/src/scripts/generate-script';
import { editJob } from '../../functions/src/scripts/ai-edit-script';
import { runGeneration } from '../../functions/src/generation/generation-job';
import { DynamoGenerationStore } from '../../functions/src/adapters/dynamo/generation-store.dynamo';
import { InProcessDispatcher } from '../../functions/src/adapters/in-process/in-process-dispatcher';
import { listScripts } from '../../functions/src/scripts/manage-scripts';
import type { ScriptContext } from '../../functions/src/scripts/script-context';
import { newScriptId } from '../../functions/src/generation/script-id';
import { printSection } from './standalone';

const GENERATIONS = 7;
const LIST_RUNS = 60;
const SAVED = 100;

const silent: Logger = { info() {}, warn() {}, error() {}, child: () => silent };
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function benchScripts(): Promise<string> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dynamo = await startDynamoLocal();
  try {
    const table = 'viraliza-bench';
    await ensureTable(dynamo.endpoint, table);
    const db = makeDocumentClient({ region: 'us-east-1', endpoint: dynamo.endpoint });
    const accounts = new DynamoAccountStore(db, table);
    const store = new DynamoScriptStore(db, table);
    const ledger = new DynamoCreditLedger(db, table);
    const pace = new DynamoPaceStore(db, table);
    // The local default writer at its configured (real) pace.
    const text = parseTextConfig({
      VIRALIZA_MODE: 'local',
      OFFLINE_WRITER_DELAY_MS: process.env.OFFLINE_WRITER_DELAY_MS,
    });
    const delayMs = text.writer === 'offline' ? text.offlineDelayMs : 18;
    const writer = new OfflineWriter({ delayMs });

    const userId = `bench-${randomUUID()}`;
    const now = new Date().toISOString();
    const sub: Subscription = {
      userId,
      plan: 'pro',
      status: 'active',
      creditsRemaining: 1_000_000,
      creditsTotal: 1_000_000,
      creditsResetAt: now,
      currentPeriodEnd: now,
      updatedAt: now,
    };
    await accounts.putSubscription(sub);

    // 1. generation: first delta and total
    let firstDeltaAt = 0;
    const realtime: RealtimePublisher = {
      publish: async (_user, event) => {
        if (event.type === 'script.delta' && !firstDeltaAt) firstDeltaAt = performance.now();
      },
    };
    const ctx: ScriptContext = {
      store,
      ledger,
      writer,
      accounts,
      standings: accounts,
      pace,
      realtime,
      clock: systemClock,
      log: silent,
    };
    // through the job path (docs/ARCHITECTURE.md §generation-jobs): the route's start, then the worker
    // in this process, as locally; the total runs until the worker has saved
    const generations = new DynamoGenerationStore(db, table);
    const jobs = new InProcessDispatcher(
      // the bench starts script jobs only, so only their kinds are given
      (event) =>
        runGeneration({ ...ctx, generations }, event, {
          script: scriptJob(ctx),
          edit: editJob(ctx),
        } as Parameters<typeof runGeneration>[2]),
      silent,
    );
    const start = { generations, dispatcher: jobs, ledger, standings: accounts, clock: systemClock, log: silent };
    const answers: number[] = [];
    const firsts: number[] = [];
    const totals: number[] = [];
    let words = 0;
    for (let i = 0; i < GENERATIONS; i++) {
      firstDeltaAt = 0;
      const t0 = performance.now();
      await startScriptGeneration(start, userId, {
        generationId: randomUUID(),
        request: {
          mode: 'simple',
          idea: `Como vender mais bolo de pote no bairro, ideia ${i + 1}`,
          duracao: 30,
          aparecer: 'Sim',
          influencer: '',
        },
      });
      answers.push(performance.now() - t0);
      await jobs.idle();
      totals.push(performance.now() - t0);
      firsts.push(firstDeltaAt - t0);
      const [latest] = (await store.listPage(userId, new Date(), { limit: 1 })).items;
      words = latest!.text.split(/\s+/).length;
    }

    // 2. listing 100 saved scripts
    const listUser = `bench-${randomUUID()}`;
    await accounts.putSubscription({ ...sub, userId: listUser });
    const template = (await store.listPage(userId, new Date(), { limit: 1 })).items[0]!;
    // 5 per transaction: DynamoDB Local allows 10 actions per transaction
    for (let i = 0; i < SAVED; i += 5) {
      const generationId = randomUUID();
      await ledger.charge({
        userId: listUser,
        operationId: generationId,
        cost: CREDIT_COSTS.script,
        kind: 'generate',
        now: new Date(),
      });
      const batch: StoredScript[] = Array.from({ length: Math.min(5, SAVED - i) }, () => ({
        ...template,
        id: newScriptId(),
      }));
      await store.saveGenerated(listUser, batch, { settles: generationId });
    }
    const listCtx = { store, accounts, clock: systemClock };
    // one page of the default size, as 'Meus Roteiros' first loads it (docs/DATA-MODEL.md S3)
    const count = (await listScripts(listCtx, listUser)).items.length;
    for (let i = 0; i < 5; i++) await listScripts(listCtx, listUser); // warm-up
    const lists: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++) {
      const t0 = performance.now();
      await listScripts(listCtx, listUser);
      lists.push(performance.now() - t0);
    }

    return [
      '## Script creator (local: offline writer, DynamoDB Local, use cases in process)',
      '',
      `Simple 30 s script, offline writer at ${delayMs} ms per word (2 words every ${2 * delayMs} ms); ${GENERATIONS} runs (about ${words} words each), through the job path`,
      '(docs/ARCHITECTURE.md §generation-jobs): 202 = the charge-and-record transaction and the worker started; total = until the worker has written, streamed and saved.',
      `Listing: the first page (${count}) of ${SAVED} saved scripts of one user (Query, newest first, expired items filtered), ${LIST_RUNS} runs after 5 warm-up runs.`,
      '',
      '| figure | median | p95 | target |',
      '|---|---:|---:|---|',
      `| 202 answered | ${ms(quantile(answers, 0.5))} | ${ms(quantile(answers, 0.95))} | ${quantile(answers, 0.95) < 1000 ? '✓' : '✗'} < 1 s |`,
      `| first streamed delta | ${ms(quantile(firsts, 0.5))} | ${ms(quantile(firsts, 0.95))} | ${quantile(firsts, 0.95) < 1000 ? '✓' : '✗'} < 1 s |`,
      `| whole generation | ${ms(quantile(totals, 0.5))} | ${ms(quantile(totals, 0.95))} | ${quantile(totals, 0.5) <= 2500 ? '✓' : '✗'} about 1–2 s |`,
      `| list ${count} scripts | ${ms(quantile(lists, 0.5))} | ${ms(quantile(lists, 0.95))} | — |`,
      '',
    ].join('\n');
  } finally {
    await dynamo.stop();
  }
}

// `npx tsx scripts/bench/scripts-bench.ts` prints the section on its own.
if (require.main === module) printSection(benchScripts);

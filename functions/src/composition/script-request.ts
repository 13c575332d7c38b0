import type { Caller } from '../core/ports';
import { getStandings } from './standings';
import { fromProcess, getAccounts, getRealtime, type RequestScope } from './core';
import { getLedger } from './credit-ledger';
import { getRateLimiter } from './rate-limiter';
import { GENERATION_BUCKET } from '../credits/rate-limits';
import { getScriptDeps } from './text-writer';
import type { ScriptContext } from '../scripts/script-context';
import { reconcileStaleGenerations } from '../generation/reconcile-generations';
import { renewDueCredits } from '../subscription/renew-credits';
import { paceOf } from './pace-store';

/** The use cases' context for one request: the accounts, the ledger, the realtime publisher, the script store, the writer and the pace. */
export function scriptContext(req: RequestScope): ScriptContext {
  const { scripts, writer } = getScriptDeps();
  return {
    store: scripts,
    ledger: getLedger(),
    writer,
    accounts: getAccounts(),
    standings: getStandings(),
    pace: fromProcess(paceOf),
    realtime: getRealtime(),
    clock: req.deps.clock,
    log: req.log,
  };
}

/**
 * `beforeAccess` of the paying routes (generate, AI edit): takes a token of the caller's
 * generation bucket (docs/PRODUCT.md §limits.rate: a refusal is a 429 and nothing is
 * charged), then gives back the credits of the caller's dead generations and renews a free
 * subscription past its reset date (docs/PRODUCT.md §credits.renewal) before the new
 * charge. Never on reads such as GET /api/scripts.
 */
export async function reconcileBeforeCharging(req: RequestScope & { caller: Caller }): Promise<void> {
  await getRateLimiter().take(req.caller.userId, GENERATION_BUCKET, req.deps.clock.now());
  const ctx = { accounts: getAccounts(), ledger: getLedger(), clock: req.deps.clock, log: req.log };
  await reconcileStaleGenerations(ctx, req.caller.userId);
  await renewDueCredits(ctx, req.caller.userId);
}

import type { AccountStore, Caller, Clock, Logger } from '../core/ports';
import type { CreditLedger, RateLimiter } from '../credits/ports';
import { GENERATION_BUCKET } from '../credits/rate-limits';
import { reconcileStaleGenerations } from '../generation/reconcile-generations';
import { renewDueCredits } from '../subscription/renew-credits';

/** What a paying route's deps hold for `reconcileBeforeCharging`. */
export interface ChargingDeps {
  accounts: AccountStore;
  ledger: CreditLedger;
  limiter: RateLimiter;
  clock: Clock;
}

/**
 * `beforeAccess` of the paying routes (generate, AI edit): takes a token of the caller's
 * generation bucket (docs/PRODUCT.md §limits.rate: a refusal is a 429 and nothing is
 * charged), then gives back the credits of the caller's dead generations and renews a free
 * subscription past its reset date (docs/PRODUCT.md §credits.renewal) before the new
 * charge. Never on reads such as GET /api/scripts.
 */
export async function reconcileBeforeCharging(req: { caller: Caller; deps: ChargingDeps; log: Logger }): Promise<void> {
  const { caller, deps, log } = req;
  await deps.limiter.take(caller.userId, GENERATION_BUCKET, deps.clock.now());
  const ctx = { accounts: deps.accounts, ledger: deps.ledger, clock: deps.clock, log };
  await reconcileStaleGenerations(ctx, caller.userId);
  await renewDueCredits(ctx, caller.userId);
}

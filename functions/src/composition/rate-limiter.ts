import type { RateLimiter } from '../credits/ports';
import { configOf, dbOf, onRoot } from './core';
import { DynamoRateLimiter } from '../adapters/dynamo/rate-limiter.dynamo';

/**
 * The per-user rate limiter (docs/PRODUCT.md §limits.rate), built once per root from the
 * shared DynamoDB client, like the credit ledger (composition/credit-ledger.ts): only the routes
 * that call the model, and the password re-checks, take it.
 */
export const rateLimiterOf = /* @__PURE__ */ onRoot(
  (root): RateLimiter => new DynamoRateLimiter(dbOf(root), configOf(root).tableName),
);

import type { RateLimiter } from '../credits/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoRateLimiter } from '../adapters/dynamo/rate-limiter.dynamo';

/**
 * The per-user rate limiter (docs/PRODUCT.md §limits.rate), built once per process from the
 * shared DynamoDB client, like the credit ledger (composition/credit-ledger.ts): only the routes
 * that call the model take it.
 */
let current: RateLimiter | undefined;

export function getRateLimiter(): RateLimiter {
  current ??= new DynamoRateLimiter(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setRateLimiter(limiter: RateLimiter | undefined): void {
  current = limiter;
}

import type { CreditLedger } from '../credits/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoCreditLedger } from '../adapters/dynamo/credit-ledger.dynamo';

/**
 * The credit ledger, built once per process from the shared DynamoDB client. Composed here
 * rather than as a part of Deps (as composition/jobs.ts does for the job ports), so the
 * handlers and tests that never move credits neither build nor fake it; every paying
 * feature (scripts today) takes it from here.
 */
let current: CreditLedger | undefined;

export function getLedger(): CreditLedger {
  current ??= new DynamoCreditLedger(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setLedger(ledger: CreditLedger | undefined): void {
  current = ledger;
}

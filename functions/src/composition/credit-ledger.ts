import type { CreditLedger } from '../credits/ports';
import { configOf, dbOf, fromProcess, onRoot } from './core';
import { DynamoCreditLedger } from '../adapters/dynamo/credit-ledger.dynamo';

/**
 * The credit ledger, built once per root from the shared DynamoDB client. Composed here
 * rather than as a part of Deps, so the handlers and tests that never move credits neither
 * build nor fake it.
 */
export const ledgerOf = /* @__PURE__ */ onRoot(
  (root): CreditLedger => new DynamoCreditLedger(dbOf(root), configOf(root).tableName),
);

/** The ledger a test installed, for the features not yet given their deps (docs/ARCHITECTURE.md §composition). */
let installed: CreditLedger | undefined;

export function getLedger(): CreditLedger {
  return installed ?? fromProcess(ledgerOf);
}

/** Tests of the features not yet converted swap it; nothing else should call this. */
export function setLedger(ledger: CreditLedger | undefined): void {
  installed = ledger;
}

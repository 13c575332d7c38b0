import type { CreditLedger } from '../credits/ports';
import { configOf, dbOf, onRoot } from './core';
import { DynamoCreditLedger } from '../adapters/dynamo/credit-ledger.dynamo';

/**
 * The credit ledger, built once per root from the shared DynamoDB client. A builder of its own
 * rather than a part of Deps, so the handlers and tests that never move credits neither build
 * nor fake it.
 */
export const ledgerOf = /* @__PURE__ */ onRoot(
  (root): CreditLedger => new DynamoCreditLedger(dbOf(root), configOf(root).tableName),
);

import type { AccountStandings } from '../accounts/ports';
import { configOf, dbOf, onRoot } from './core';
import { DynamoAccountStore } from '../adapters/dynamo/account-store.dynamo';

/**
 * The account standings: a generation reads them when it fails (generation/end-failed-charge.ts),
 * the phone remote when it connects. Built once per root from the shared DynamoDB client.
 */
export const standingsOf = /* @__PURE__ */ onRoot(
  (root): Pick<AccountStandings, 'getStanding'> => new DynamoAccountStore(dbOf(root), configOf(root).tableName),
);

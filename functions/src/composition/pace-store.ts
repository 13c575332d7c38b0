import { configOf, dbOf, onRoot } from './core';
import { DynamoPaceStore } from '../adapters/dynamo/pace-store.dynamo';

/** The pace store, built once per root from the shared DynamoDB client: the pace routes and the script generation take it. */
export const paceOf = /* @__PURE__ */ onRoot((root) => new DynamoPaceStore(dbOf(root), configOf(root).tableName));

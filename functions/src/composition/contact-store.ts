import { configOf, dbOf, onRoot } from './core';
import { DynamoContactStore } from '../adapters/dynamo/contact-store.dynamo';

/** The contact store, built once per root from the shared DynamoDB client (docs/ARCHITECTURE.md §composition). */
export const contactsOf = /* @__PURE__ */ onRoot(
  (root) => new DynamoContactStore(dbOf(root), configOf(root).tableName),
);

import type { IdeaResultStore } from '../ideas/ports';
import { configOf, dbOf, onRoot, type HttpDeps } from './core';
import { DynamoIdeaResultStore } from '../adapters/dynamo/idea-result-store.dynamo';

/** The idea tools' result store, built once per root (as composition/credit-ledger.ts builds the ledger). */
export const ideaResultsOf = /* @__PURE__ */ onRoot(
  (root): IdeaResultStore => new DynamoIdeaResultStore(dbOf(root), configOf(root).tableName),
);

/** The deps of the routes that save a kept idea result as a script (news, Viral Curto). */
export interface IdeaResultsDeps extends HttpDeps {
  results: IdeaResultStore;
}

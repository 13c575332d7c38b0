import type { ScriptStore } from '../scripts/ports';
import { configOf, dbOf, onRoot, type HttpDeps } from './core';
import { DynamoScriptStore } from '../adapters/dynamo/script-store.dynamo';

/** The script store alone, for the handlers that never call a writer (list, update, delete, round trip). */
export const scriptStoreOf = /* @__PURE__ */ onRoot(
  (root): ScriptStore => new DynamoScriptStore(dbOf(root), configOf(root).tableName),
);

/** The deps of the routes that read or edit saved scripts without writing any. */
export interface ScriptStoreDeps extends HttpDeps {
  scripts: ScriptStore;
}

import type { ScriptStore } from '../core/ports';
import { getDeps } from '../deps';
import { makeDocumentClient } from '../adapters/dynamo/client';
import { DynamoScriptStore } from '../adapters/dynamo/script-store.dynamo';

/** The script store alone, for the handlers that never call a writer (list, update, delete, round trip). */
let current: ScriptStore | undefined;

export function getScriptStore(): ScriptStore {
  if (!current) {
    const { config } = getDeps();
    current = new DynamoScriptStore(makeDocumentClient({ region: config.region, endpoint: config.dynamoEndpoint }), config.tableName);
  }
  return current;
}

/** Tests swap it through setScriptDeps; nothing else should call this. */
export function setScriptStore(store: ScriptStore | undefined): void {
  current = store;
}

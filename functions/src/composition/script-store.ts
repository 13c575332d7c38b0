import type { ScriptStore } from '../scripts/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoScriptStore } from '../adapters/dynamo/script-store.dynamo';

/** The script store alone, for the handlers that never call a writer (list, update, delete, round trip). */
let current: ScriptStore | undefined;

export function getScriptStore(): ScriptStore {
  if (!current) {
    current = new DynamoScriptStore(getDocumentClient(), getConfig().tableName);
  }
  return current;
}

/** Tests swap it through setScriptDeps; nothing else should call this. */
export function setScriptStore(store: ScriptStore | undefined): void {
  current = store;
}

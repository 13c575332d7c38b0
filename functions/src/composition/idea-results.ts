import type { IdeaResultStore } from '../ideas/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoIdeaResultStore } from '../adapters/dynamo/idea-result-store.dynamo';

/** The idea tools' result store, built once per process (composed here as composition/credit-ledger.ts does). */
let current: IdeaResultStore | undefined;

export function getIdeaResults(): IdeaResultStore {
  current ??= new DynamoIdeaResultStore(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setIdeaResults(store: IdeaResultStore | undefined): void {
  current = store;
}

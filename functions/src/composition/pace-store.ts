import type { PaceStore } from '../teleprompter/ports';
import { getConfig, getDocumentClient } from './core';
import { DynamoPaceStore } from '../adapters/dynamo/pace-store.dynamo';

/**
 * The pace store, built once per process from the shared DynamoDB client (like the credit
 * ledger, composition/credit-ledger.ts): the pace routes and the script generation take it.
 */
let current: PaceStore | undefined;

export function getPaceStore(): PaceStore {
  current ??= new DynamoPaceStore(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setPaceStore(store: PaceStore | undefined): void {
  current = store;
}

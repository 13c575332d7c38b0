import { getConfig, getDocumentClient } from './core';
import { DynamoContactStore } from '../adapters/dynamo/contact-store.dynamo';
import type { ContactStore } from '../contact/ports';

/** The contact store, built once per process from the shared DynamoDB client (docs/ARCHITECTURE.md §composition). */
let current: ContactStore | undefined;

export function getContactStore(): ContactStore {
  current ??= new DynamoContactStore(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it; nothing else should call this. */
export function setContactStore(store: ContactStore | undefined): void {
  current = store;
}

import { getConfig, getDocumentClient } from './core';
import { DynamoImageStore } from '../adapters/dynamo/image-store.dynamo';
import type { ImageStore } from '../images/ports';

/** The image store alone, for the handlers that never draw (history, delete, cover): no model in their bundles. */
let current: ImageStore | undefined;

export function getImageStore(): ImageStore {
  current ??= new DynamoImageStore(getDocumentClient(), getConfig().tableName);
  return current;
}

/** Tests swap it (through setImageDeps too); nothing else should call this. */
export function setImageStore(store: ImageStore | undefined): void {
  current = store;
}

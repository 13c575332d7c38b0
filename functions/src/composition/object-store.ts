import type { ObjectStore } from '../core/ports';
import { parseObjectsConfig } from '../config';
import { getClock } from './core';
import { S3ObjectStore } from '../adapters/objects/s3-object-store';
import { LocalObjectStore } from '../adapters/objects/local-object-store';

/**
 * The object store (docs/ARCHITECTURE.md §composition): S3 on AWS, a folder served through
 * signed URLs locally (docs/LOCAL-MODE.md §objects). Only the routes that declare `images`
 * call this, so only their bundles hold the S3 client (infra/test/bundle-contents.test.ts).
 */
let current: ObjectStore | undefined;

export function getObjectStore(): ObjectStore {
  if (current) return current;
  const config = parseObjectsConfig(process.env);
  current =
    config.kind === 's3'
      ? new S3ObjectStore(config.bucket, { region: config.region })
      : new LocalObjectStore({ dir: config.dir, secret: config.secret, clock: getClock() });
  return current;
}

/**
 * The store, built on its first call rather than now: a handler that may not need it (a
 * profile without a picture) never reads the objects' configuration.
 */
export const lazyObjectStore: ObjectStore = {
  put: (key, bytes, contentType) => getObjectStore().put(key, bytes, contentType),
  signedGetUrl: (key, ttl) => getObjectStore().signedGetUrl(key, ttl),
  delete: (key) => getObjectStore().delete(key),
  deletePrefix: (prefix) => getObjectStore().deletePrefix(prefix),
};

/** Tests install a store; nothing else should call this. */
export function setObjectStore(store: ObjectStore | undefined): void {
  current = store;
}

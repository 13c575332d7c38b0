import type { ObjectStore } from '../core/ports';
import { parseObjectsConfig } from '../config';
import { clockOf, onRoot } from './core';
import { S3ObjectStore } from '../adapters/objects/s3-object-store';
import { LocalObjectStore } from '../adapters/objects/local-object-store';

/**
 * The object store (docs/ARCHITECTURE.md §composition): S3 on AWS, a folder served through
 * signed URLs locally (docs/LOCAL-MODE.md §objects). Only the routes that declare `images`
 * call this, so only their bundles hold the S3 client (infra/test/bundle-contents.test.ts).
 */
export const objectStoreOf = /* @__PURE__ */ onRoot((root): ObjectStore => {
  const config = parseObjectsConfig(process.env);
  return config.kind === 's3'
    ? new S3ObjectStore(config.bucket, { region: config.region })
    : new LocalObjectStore({ dir: config.dir, secret: config.secret, clock: clockOf(root) });
});

/**
 * The store, built on its first call rather than now: a handler that may not need it (a
 * profile without a picture) never reads the objects' configuration.
 */
export const lazyObjects = (get: () => ObjectStore): ObjectStore => ({
  put: (key, bytes, contentType) => get().put(key, bytes, contentType),
  signedGetUrl: (key, ttl) => get().signedGetUrl(key, ttl),
  delete: (key) => get().delete(key),
  deletePrefix: (prefix) => get().deletePrefix(prefix),
});

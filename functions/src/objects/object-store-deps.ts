import type { ObjectStore } from '../core/ports';
import { parseObjectsConfig } from '../config';
import { getClock } from '../deps';
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

/** Tests install a store; nothing else should call this. */
export function setObjectStore(store: ObjectStore | undefined): void {
  current = store;
}

import { configOf, dbOf, onRoot, type HttpDeps } from './core';
import type { ObjectStore } from '../core/ports';
import { DynamoImageStore } from '../adapters/dynamo/image-store.dynamo';
import type { ImageStore } from '../images/ports';

/** The image store alone, for the handlers that never draw (history, delete, cover): no model in their bundles. */
export const imageStoreOf = /* @__PURE__ */ onRoot(
  (root): ImageStore => new DynamoImageStore(dbOf(root), configOf(root).tableName),
);

/** The deps of the image routes that read or delete an image and its PNG (history, one image, delete). */
export interface ImageStoreDeps extends HttpDeps {
  images: ImageStore;
  objects: ObjectStore;
}

import { parseImageConfig, type ImageConfig } from '../config';
import { NovaCanvasModel } from '../adapters/images/nova-canvas-model';
import { OfflineImageRenderer } from '../adapters/images/offline-renderer';
import { PngResizer } from '../adapters/images/png-resizer';
import type { ImageModel, ImageResizer, ImageStore } from '../images/ports';
import { setImageStore } from './image-store';

/**
 * The image model and the resizer (docs/ARCHITECTURE.md §composition), each built once per process;
 * only the generate route reaches them, so only its bundle holds the Bedrock client.
 */
export function makeImageModel(config: ImageConfig): ImageModel {
  return config.model === 'bedrock'
    ? NovaCanvasModel.forRegion(config.region, config.modelId)
    : new OfflineImageRenderer();
}

let model: ImageModel | undefined;
let resizer: ImageResizer | undefined;

export function getImageModel(): ImageModel {
  model ??= makeImageModel(parseImageConfig(process.env));
  return model;
}

export function getImageResizer(): ImageResizer {
  resizer ??= new PngResizer();
  return resizer;
}

/** Tests swap the parts; nothing else should call this. */
export function setImageDeps(parts: { store?: ImageStore; model?: ImageModel; resizer?: ImageResizer }): void {
  setImageStore(parts.store);
  model = parts.model;
  resizer = parts.resizer;
}

import { parseImageConfig, type ImageConfig } from '../config';
import { imageModelFamily } from '../adapters/images/image-model-family';
import { NovaCanvasModel } from '../adapters/images/nova-canvas-model';
import { StableImageModel } from '../adapters/images/stable-image-model';
import { OfflineImageRenderer } from '../adapters/images/offline-renderer';
import { PngResizer } from '../adapters/images/png-resizer';
import type { ImageModel, ImageResizer } from '../images/ports';
import { onRoot } from './core';

/**
 * The image model and the resizer (docs/ARCHITECTURE.md §composition), each built once per root;
 * only the generate route reaches them, so only its bundle holds the Bedrock client.
 */
export function makeImageModel(config: ImageConfig): ImageModel {
  if (config.model !== 'bedrock') return new OfflineImageRenderer({ delayMs: config.delayMs });
  // The request shape follows the model's family (docs/ARCHITECTURE.md §bedrock-models).
  const family = imageModelFamily(config.modelId);
  if (family === 'stable-image') return StableImageModel.forRegion(config.region, config.modelId);
  if (family === 'nova-canvas') return NovaCanvasModel.forRegion(config.region, config.modelId);
  throw new Error(`Invalid configuration: IMAGE_MODEL_ID "${config.modelId}" is of no image model family we support`);
}

export const imageModelOf = /* @__PURE__ */ onRoot((): ImageModel => makeImageModel(parseImageConfig(process.env)));

export const imageResizerOf = /* @__PURE__ */ onRoot((): ImageResizer => new PngResizer());

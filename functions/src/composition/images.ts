import { parseImageConfig, type ImageConfig } from '../config';
import { NovaCanvasModel } from '../adapters/images/nova-canvas-model';
import { OfflineImageRenderer } from '../adapters/images/offline-renderer';
import { PngResizer } from '../adapters/images/png-resizer';
import type { ImageModel, ImageResizer } from '../images/ports';
import { onRoot } from './core';

/**
 * The image model and the resizer (docs/ARCHITECTURE.md §composition), each built once per root;
 * only the generate route reaches them, so only its bundle holds the Bedrock client.
 */
export function makeImageModel(config: ImageConfig): ImageModel {
  return config.model === 'bedrock'
    ? NovaCanvasModel.forRegion(config.region, config.modelId)
    : new OfflineImageRenderer();
}

export const imageModelOf = /* @__PURE__ */ onRoot((): ImageModel => makeImageModel(parseImageConfig(process.env)));

export const imageResizerOf = /* @__PURE__ */ onRoot((): ImageResizer => new PngResizer());

import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@shared/images/image.schema';
import { modelPromptText, NEGATIVE_PROMPT } from '@shared/images/image-styles';
import { ImageModelError } from '../../images/image-errors';
import type { ImageModel, ImageModelRequest } from '../../images/ports';
import { novaCanvasSize } from './nova-canvas-size';
import { isPng } from './png';
import { invokeImageModel } from './bedrock-image';

export { imageModelError } from './bedrock-image';

/** Nova Canvas's seed range (AWS's examples draw it from 0–858,993,459). */
export const NOVA_CANVAS_MAX_SEED = 858_993_459;

/**
 * Amazon Nova Canvas through InvokeModel (TEXT_IMAGE), the model id from configuration
 * (IMAGE_MODEL_ID). It asks for the nearest size the model allows with the format's ratio; the
 * resizer makes it exact. The client is made once per process and reused.
 */
export class NovaCanvasModel implements ImageModel {
  readonly kind = 'bedrock' as const;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly modelId: string,
  ) {}

  static forRegion(region: string, modelId: string): NovaCanvasModel {
    return new NovaCanvasModel(new BedrockRuntimeClient({ region }), modelId);
  }

  /** The request body: exported for the tests, which pin it. */
  static body(request: ImageModelRequest): Record<string, unknown> {
    const size = novaCanvasSize(request.width, request.height);
    return {
      taskType: 'TEXT_IMAGE',
      textToImageParams: {
        text: modelPromptText(request.prompt, request.style).slice(0, IMAGE_LIMITS.modelText),
        negativeText: NEGATIVE_PROMPT,
      },
      imageGenerationConfig: {
        width: size.width,
        height: size.height,
        quality: 'standard',
        cfgScale: 6.5,
        seed: Math.min(Math.max(0, Math.floor(request.seed)), NOVA_CANVAS_MAX_SEED),
        numberOfImages: 1,
      },
    };
  }

  async generate(request: ImageModelRequest): Promise<Uint8Array> {
    return firstImage(await invokeImageModel(this.client, this.modelId, NovaCanvasModel.body(request), request.signal));
  }
}

/** docs/PRODUCT.md §validation.images: the answer's first item must be a base64 PNG, else 'Formato de resposta inválido'. */
export function firstImage(body: Uint8Array | undefined): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()));
  } catch (err) {
    throw new ImageModelError(IMAGE_MESSAGES.invalidFormat, { cause: err });
  }
  const answer = parsed as { images?: unknown; error?: unknown } | null;
  const first = Array.isArray(answer?.images) ? answer.images[0] : undefined;
  if (typeof first !== 'string' || first.length === 0) {
    // Nova Canvas names an output its filters blocked in `error`
    const reason = typeof answer?.error === 'string' ? answer.error : '';
    if (/content filter|blocked|moderat/i.test(reason))
      throw new ImageModelError(IMAGE_MESSAGES.contentBlocked, { code: 'validation_failed' });
    throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
  }
  const bytes = new Uint8Array(Buffer.from(first, 'base64'));
  if (!isPng(bytes)) throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
  return bytes;
}

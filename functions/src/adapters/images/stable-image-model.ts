import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@shared/images/image.schema';
import { modelPromptText, NEGATIVE_PROMPT } from '@shared/images/image-styles';
import { ImageModelError } from '../../images/image-errors';
import type { ImageModel, ImageModelRequest } from '../../images/ports';
import { invokeImageModel } from './bedrock-image';
import { isPng } from './png';

/** The aspect ratios Stability's Stable Image models draw (Bedrock's Stable Image request reference). */
export const STABLE_IMAGE_RATIOS = ['21:9', '16:9', '3:2', '5:4', '1:1', '4:5', '2:3', '9:16', '9:21'] as const;
/** Stable Image seeds run 0–4,294,967,294. */
export const STABLE_IMAGE_MAX_SEED = 4_294_967_294;

/** The allowed ratio nearest to width:height (by log distance); the resizer makes the size exact. */
export function stableImageAspectRatio(width: number, height: number): (typeof STABLE_IMAGE_RATIOS)[number] {
  const target = Math.log(width / height);
  const distance = (r: string) => {
    const [w, h] = r.split(':').map(Number) as [number, number];
    return Math.abs(Math.log(w / h) - target);
  };
  return STABLE_IMAGE_RATIOS.reduce((best, r) => (distance(r) < distance(best) ? r : best));
}

/**
 * Stability AI's Stable Image models (Core, Ultra) through InvokeModel, the model id from
 * configuration (IMAGE_MODEL_ID). They take an aspect ratio, not a size: the model draws its own
 * size at the format's ratio and the resizer makes it exact (docs/ARCHITECTURE.md §bedrock-models).
 */
export class StableImageModel implements ImageModel {
  readonly kind = 'bedrock' as const;

  constructor(
    private readonly client: BedrockRuntimeClient,
    private readonly modelId: string,
  ) {}

  static forRegion(region: string, modelId: string): StableImageModel {
    return new StableImageModel(new BedrockRuntimeClient({ region }), modelId);
  }

  /** The request body: exported for the tests, which pin it. */
  static body(request: ImageModelRequest): Record<string, unknown> {
    return {
      prompt: modelPromptText(request.prompt, request.style).slice(0, IMAGE_LIMITS.modelText),
      negative_prompt: NEGATIVE_PROMPT,
      aspect_ratio: stableImageAspectRatio(request.width, request.height),
      seed: Math.min(Math.max(0, Math.floor(request.seed)), STABLE_IMAGE_MAX_SEED),
      output_format: 'png',
    };
  }

  async generate(request: ImageModelRequest): Promise<Uint8Array> {
    return stableImage(
      await invokeImageModel(this.client, this.modelId, StableImageModel.body(request), request.signal),
    );
  }
}

/**
 * docs/PRODUCT.md §validation.images: the first image must be a base64 PNG. Stability names a
 * filtered prompt or output in `finish_reasons` ("Filter reason: …"), null when it drew.
 */
export function stableImage(body: Uint8Array | undefined): Uint8Array {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()));
  } catch (err) {
    throw new ImageModelError(IMAGE_MESSAGES.invalidFormat, { cause: err });
  }
  const answer = parsed as { images?: unknown; finish_reasons?: unknown } | null;
  const reason = Array.isArray(answer?.finish_reasons) ? answer.finish_reasons[0] : null;
  if (typeof reason === 'string' && /filter/i.test(reason))
    throw new ImageModelError(IMAGE_MESSAGES.contentBlocked, { code: 'validation_failed' });
  const first = Array.isArray(answer?.images) ? answer.images[0] : undefined;
  if (typeof first !== 'string' || first.length === 0) throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
  const bytes = new Uint8Array(Buffer.from(first, 'base64'));
  if (!isPng(bytes)) throw new ImageModelError(IMAGE_MESSAGES.invalidFormat);
  return bytes;
}

import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import { DomainError } from '../core/errors';

/** The free plan's one image is used (docs/PRODUCT.md §limits.images): 403 `image_limit`, nothing charged. */
export class ImageLimitError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('image_limit', IMAGE_MESSAGES.freeLimit, options);
    this.name = 'ImageLimitError';
  }
}

/**
 * The image model failed or answered something unusable ('Formato de resposta inválido').
 * Adapters translate their vendor's failures into one of these; `rate_limited` when it is busy.
 */
export class ImageModelError extends DomainError {
  constructor(
    message: string,
    options?: { cause?: unknown; code?: 'internal' | 'rate_limited' | 'validation_failed' },
  ) {
    super(options?.code ?? 'internal', message, options);
    this.name = 'ImageModelError';
  }
}

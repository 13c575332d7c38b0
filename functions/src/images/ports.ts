import type { ImageFormat } from '@shared/images/image-formats';
import type { ImageStyle } from '@shared/images/image-styles';
import type { ImageRenderer } from '@shared/images/image.schema';

/**
 * The image generator's ports (docs/PRODUCT.md §flows.images, docs/ARCHITECTURE.md §ports). The
 * use cases beside this file know only these; the adapters live in ../adapters/images and
 * ../adapters/dynamo, composed in composition/images.ts.
 */

/** What one drawing asks for: the user's prompt and style, the pixel size wanted, and the seed. */
export interface ImageModelRequest {
  /** The user's prompt, as typed (trimmed). Each model adds what it needs (a style's words, a negative prompt). */
  prompt: string;
  style: ImageStyle | null;
  /** The size the delivered PNG must have; a model may draw another size of the same ratio (ImageResizer fixes it). */
  width: number;
  height: number;
  /** Same prompt, style, size and seed: the same image (as far as the model is deterministic). */
  seed: number;
  signal?: AbortSignal;
}

/**
 * Draws one image and answers its PNG bytes. Hides the model: Nova Canvas on AWS (a newer model
 * can replace it behind this port: the current ones are Legacy), the offline renderer locally.
 * Failures are ImageModelErrors with pt-BR messages.
 *
 * @example const png = await model.generate({ prompt: 'Um café na praia', style: null, width: 1024, height: 1024, seed: 7 });
 */
export interface ImageModel {
  readonly kind: ImageRenderer;
  generate(request: ImageModelRequest): Promise<Uint8Array>;
}

/**
 * Brings a PNG to an exact pixel size (docs/PRODUCT.md §limits.images): unchanged when it already
 * has it. The size answered is read back from the resulting file, never assumed.
 *
 * @example const { png, width, height } = await resizer.toExactSize(bytes, { width: 1080, height: 1350 });
 */
export interface ImageResizer {
  toExactSize(png: Uint8Array, size: { width: number; height: number }): Promise<ExactPng>;
}

export interface ExactPng {
  png: Uint8Array;
  width: number;
  height: number;
}

/** An image as stored: the API's fields without the URL, plus where its PNG is and which operation paid for it. */
export interface StoredImage {
  id: string;
  prompt: string;
  format: ImageFormat;
  style: ImageStyle | null;
  width: number;
  height: number;
  seed: number;
  renderer: ImageRenderer;
  /** The PNG's object key (objects/object-keys.ts: under the user's prefix). */
  objectKey: string;
  operationId: string;
  createdAt: string;
}

/** A counted generation whose image is not saved yet (its charge is pending, or its process died). */
export interface OpenReservation {
  operationId: string;
  createdAt: string;
}

/**
 * Images and the per-user count of images generated (docs/DATA-MODEL.md IM1–IM8). Every method
 * takes the caller's user id from the token; an id from a path is only looked up under that user.
 *
 * @example
 * await images.reserve(userId, { operationId, cost: 200, limit: 1, now }); // charge + count, one transaction
 * await images.save(userId, image, { settles: operationId });               // row + settle, one transaction
 */
export interface ImageStore {
  /**
   * Charges the credits (the ledger's L1 actions) and counts the image, in one transaction (IM1):
   * with a `limit`, only while fewer than `limit` images were counted, so concurrent requests of
   * a free user cannot pass it. With a `job`, the generation's queued record (keyed by the operation
   * id) is put in the same transaction (G1), so the image runs as a job. Throws ImageLimitError,
   * InsufficientCreditsError, or ConflictError when the operation id was charged before.
   */
  reserve(
    userId: string,
    r: { operationId: string; cost: number; limit: number | null; now: Date; job?: { input: unknown } },
  ): Promise<void>;
  /** The image row, the charge settled and the reservation closed, in one transaction (IM2); throws when the charge is no longer pending. */
  save(userId: string, image: StoredImage, opts: { settles: string }): Promise<void>;
  /** Uncounts a reservation whose operation failed (IM3), once: false when it was already released or saved. */
  release(userId: string, operationId: string): Promise<boolean>;
  /** The reservations still open (IM4): an old one whose charge was refunded is released before the next generation. */
  openReservations(userId: string): Promise<OpenReservation[]>;
  /** Images generated so far (IM4); deleting an image does not lower it. */
  generated(userId: string): Promise<number>;
  get(userId: string, imageId: string): Promise<StoredImage | null>;
  /** One page of the history, newest first, after the image `after` (IM5). */
  listPage(userId: string, page: { limit: number; after?: string }): Promise<{ items: StoredImage[]; more: boolean }>;
  /** How many images the history holds (IM5, counting only). */
  count(userId: string): Promise<number>;
  /** Deletes the row and answers it (its object key), or null when there was none (IM6). */
  delete(userId: string, imageId: string): Promise<StoredImage | null>;
  /** Makes the image the cover of the user's script (IM7), both checked in one transaction; false when either is missing. */
  setCover(userId: string, imageId: string, scriptId: string, now: Date): Promise<boolean>;
}

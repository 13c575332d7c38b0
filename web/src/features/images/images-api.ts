import * as imagesApi from '@shared/images/images.api';
import type {
  GenerateImageBody,
  GenerateImageResponse,
  Image,
  ImprovePromptBody,
  ListImagesResponse,
} from '@shared/images/image.schema';
import type { GenerationStarted } from '@shared/generations/generation.schema';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { waitForGeneration } from '../generations/generations-api';

/** The image generator's API (shared/src/images/images.api.ts is the contract). */
export function generateImage(api: ApiClient, body: GenerateImageBody): Promise<GenerationStarted> {
  return api.call(imagesApi.generate, { body });
}

/** An image job followed to its end (docs/ARCHITECTURE.md §generation-jobs): the image, or the failure thrown. */
export async function followImage(api: ApiClient, generationId: string): Promise<GenerateImageResponse> {
  const view = await waitForGeneration(api, generationId);
  // done, but the image was deleted since
  if (!view.image) throw new ApiError(200, 'not_found', view.message ?? 'Imagem não encontrada.');
  return view.image;
}

/** One page of the history, newest first; `cursor` is the previous page's `nextCursor`. */
export function listImagesPage(
  api: ApiClient,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListImagesResponse> {
  return api.call(imagesApi.list, { query: { cursor: cursor ?? undefined }, signal });
}

export async function getImage(api: ApiClient, id: string, signal?: AbortSignal): Promise<Image> {
  return (await api.call(imagesApi.get, { params: { id }, signal })).image;
}

export async function deleteImage(api: ApiClient, id: string): Promise<void> {
  await api.call(imagesApi.remove, { params: { id } });
}

export async function improvePrompt(api: ApiClient, body: ImprovePromptBody): Promise<string> {
  return (await api.call(imagesApi.improvePrompt, { body })).prompt;
}

export function setCover(api: ApiClient, imageId: string, scriptId: string) {
  return api.call(imagesApi.setCover, { params: { id: imageId }, body: { scriptId } });
}

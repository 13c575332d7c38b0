import {
  deleteImageResponseSchema,
  generateImageResponseSchema,
  getImageResponseSchema,
  improvePromptResponseSchema,
  listImagesResponseSchema,
  setCoverResponseSchema,
  type GenerateImageBody,
  type GenerateImageResponse,
  type Image,
  type ImprovePromptBody,
  type ListImagesResponse,
} from '@shared/images/image.schema';
import type { ApiClient } from '../../lib/api-client';

/** The image generator's API (shared/src/images/image.schema.ts is the contract). */
export function generateImage(api: ApiClient, body: GenerateImageBody): Promise<GenerateImageResponse> {
  return api.request('/images/generate', generateImageResponseSchema, { method: 'POST', body });
}

/** One page of the history, newest first; `cursor` is the previous page's `nextCursor`. */
export function listImagesPage(
  api: ApiClient,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListImagesResponse> {
  const path = cursor ? `/images?cursor=${encodeURIComponent(cursor)}` : '/images';
  return api.get(path, listImagesResponseSchema, { signal });
}

export async function getImage(api: ApiClient, id: string, signal?: AbortSignal): Promise<Image> {
  return (await api.get(`/images/${encodeURIComponent(id)}`, getImageResponseSchema, { signal })).image;
}

export async function deleteImage(api: ApiClient, id: string): Promise<void> {
  await api.request(`/images/${encodeURIComponent(id)}`, deleteImageResponseSchema, { method: 'DELETE' });
}

export async function improvePrompt(api: ApiClient, body: ImprovePromptBody): Promise<string> {
  return (await api.request('/images/improve-prompt', improvePromptResponseSchema, { method: 'POST', body })).prompt;
}

export function setCover(api: ApiClient, imageId: string, scriptId: string) {
  return api.request(`/images/${encodeURIComponent(imageId)}/cover`, setCoverResponseSchema, {
    method: 'POST',
    body: { scriptId },
  });
}

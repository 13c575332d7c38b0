import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { generateImageBodySchema, type GenerateImageBody, type Image } from '@shared/images/image.schema';
import type { ImageStyle } from '@shared/images/image-styles';
import { useServices } from '../../lib/services';
import { useAuthUser } from '../auth/auth-store';
import { SUBSCRIPTION_QUERY_KEY } from '../subscription/use-subscription';
import { afterSpend, holdWhileRunning, SCRIPTS_QUERY_KEY } from '../scripts/use-scripts';
import { ApiError } from '../../lib/api-error';
import { keepRunning, type RunningGeneration } from '../generations/running-generation';
import {
  deleteImage,
  followImage,
  generateImage,
  getImage,
  improvePrompt,
  listImagesPage,
  setCover,
} from './images-api';

export const IMAGES_QUERY_KEY = ['images'] as const;
const imagesKey = (sub: string | undefined) => [...IMAGES_QUERY_KEY, sub ?? 'anon'] as const;

/**
 * The signed URLs live 15 minutes (functions/src/images/image-view.ts): the history reloads every
 * 10, so a URL on screen always works.
 */
const URL_REFRESH_MS = 10 * 60_000;

/** The history, a page at a time, with its total and the plan's count of images generated. */
export function useImageHistory() {
  const { api } = useServices();
  const user = useAuthUser();
  const query = useInfiniteQuery({
    queryKey: [...imagesKey(user?.sub), 'history'],
    queryFn: ({ signal, pageParam }) => listImagesPage(api, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: !!user,
    refetchInterval: URL_REFRESH_MS,
    staleTime: URL_REFRESH_MS,
  });
  const first = query.data?.pages[0];
  return {
    ...query,
    images: query.data?.pages.flatMap((p) => p.items),
    total: first?.total,
    usage: first?.usage,
  };
}

/** One image (the last one generated in this tab, after a reload); null when it is gone. */
export function useImage(id: string | null) {
  const { api } = useServices();
  const user = useAuthUser();
  return useQuery({
    queryKey: [...imagesKey(user?.sub), 'one', id],
    queryFn: ({ signal }) => getImage(api, id!, signal).catch(() => null),
    enabled: !!user && !!id,
    staleTime: URL_REFRESH_MS,
  });
}

/** Where the image generator keeps its running job for a reload (generations/running-generation.ts). */
export const IMAGE_SCREEN = 'imagens';

/** What the page asks for: a new image, or (after a reload) the running one followed again. */
export type ImageJob = Omit<GenerateImageBody, 'operationId'> | { resume: RunningGeneration };

/** The format being drawn, for the placeholder's shape (a resumed job keeps it as its `mode`). */
export const drawingFormat = (job: ImageJob | undefined) =>
  job && 'resume' in job ? (job.resume.mode as GenerateImageBody['format'] | undefined) : job?.format;

/**
 * POST /images/generate with a fresh operation id (202 at once), then the job followed to its end;
 * 200 credits show 'em uso' while it runs. A reload resumes it: the id is kept in sessionStorage and
 * `mutate({ resume })` follows it again (docs/ARCHITECTURE.md §generation-jobs).
 */
export function useGenerateImage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (job: ImageJob) => {
      holdWhileRunning(queryClient, CREDIT_COSTS.image);
      const generationId = 'resume' in job ? job.resume.generationId : crypto.randomUUID();
      const running: RunningGeneration =
        'resume' in job
          ? job.resume
          : { generationId, count: 1, mode: job.format, unsent: { ...job, operationId: generationId } };
      // kept before the POST, with its body: a reload that cut the POST sends it again (the same 202, one charge)
      keepRunning(IMAGE_SCREEN, running);
      try {
        const unsent = generateImageBodySchema.safeParse(running.unsent);
        if (unsent.success && unsent.data.operationId === generationId) {
          await generateImage(api, unsent.data);
          keepRunning(IMAGE_SCREEN, { ...running, unsent: undefined });
        }
        const answer = await followImage(api, running.generationId);
        keepRunning(IMAGE_SCREEN, null);
        return answer;
      } catch (err) {
        // a failed job is over; a lost connection keeps it for the next visit
        if (!(err instanceof ApiError && err.code === 'network_error')) keepRunning(IMAGE_SCREEN, null);
        throw err;
      }
    },
    onSuccess: (answer) => afterSpend(queryClient, answer.creditsRemaining),
    // a refusal charged nothing (and may mean the limit was reached elsewhere): reload both
    onError: () => void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
    // docs/PRODUCT.md §flows.images: after a success the history reloads
    onSettled: () => void queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
  });
}

export function useDeleteImage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (image: Image) => {
      await deleteImage(api, image.id);
      return image;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: IMAGES_QUERY_KEY }),
  });
}

export function useImprovePrompt() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { prompt: string; style: ImageStyle | null }) => improvePrompt(api, input),
  });
}

export function useSetCover() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ imageId, scriptId }: { imageId: string; scriptId: string }) => setCover(api, imageId, scriptId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SCRIPTS_QUERY_KEY }),
  });
}

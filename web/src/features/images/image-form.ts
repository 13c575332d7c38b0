import * as z from 'zod/mini';
import { DEFAULT_IMAGE_FORMAT, IMAGE_FORMAT_IDS, type ImageFormat } from '@shared/images/image-formats';
import { IMAGE_STYLE_IDS, type ImageStyle } from '@shared/images/image-styles';
import { IMAGE_LIMITS, isImageId, type ImageUsage } from '@shared/images/image.schema';
import { imagesLeft } from '@shared/images/image-usage';
import { CREDIT_COSTS } from '@shared/plans/plans';
import { unaffordableReason } from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';

/** What /gerador-imagens keeps for a reload or the back button (docs/PRODUCT.md §screens.gerador-imagens). */
export interface ImageForm {
  prompt: string;
  format: ImageFormat;
  style: ImageStyle | null;
  /** The image last generated in this tab, shown again after a reload. */
  lastImageId: string | null;
}

export const EMPTY_FORM: ImageForm = { prompt: '', format: DEFAULT_IMAGE_FORMAT, style: null, lastImageId: null };

/** Per user and tab, in sessionStorage, as the creator and the teleprompter keep theirs. */
export const imageFormKey = (userId: string) => `viraliza.imagens.form.${userId}`;

const storedFormSchema = z.object({
  prompt: z.catch(z.string().check(z.maxLength(IMAGE_LIMITS.prompt * 2)), ''),
  format: z.catch(z.enum(IMAGE_FORMAT_IDS), DEFAULT_IMAGE_FORMAT),
  style: z.catch(z.nullable(z.enum(IMAGE_STYLE_IDS)), null),
  lastImageId: z.catch(z.nullable(z.string()), null),
});

/** The kept form; anything unreadable falls back field by field, never an error. */
export function readImageForm(storage: Storage, userId: string): ImageForm {
  try {
    const raw = storage.getItem(imageFormKey(userId));
    const parsed = z.safeParse(storedFormSchema, raw ? JSON.parse(raw) : {});
    if (!parsed.success) return EMPTY_FORM;
    const form = parsed.data;
    return { ...form, lastImageId: isImageId(form.lastImageId) ? form.lastImageId : null };
  } catch {
    return EMPTY_FORM;
  }
}

export function writeImageForm(storage: Storage, userId: string, form: ImageForm): void {
  try {
    storage.setItem(imageFormKey(userId), JSON.stringify(form));
  } catch {
    // full or refused (private mode): simply not remembered
  }
}

/** What takes the generate button's place (docs/PRODUCT.md §screens.gerador-imagens). */
export type GenerateState =
  /** The free plan's one image is used: the upgrade message and 'Ver Planos' instead of the button. */
  | { kind: 'limit' }
  /** The button, disabled with its reason when the balance does not cover an image. */
  | { kind: 'button'; blockedReason: string | null; notice: string; free: boolean };

export function generateState(
  usage: ImageUsage | undefined,
  subscription: Subscription | null,
  now: Date = new Date(),
): GenerateState {
  const left = imagesLeft(usage ?? { generated: 0, limit: null }, subscription?.creditsRemaining ?? null);
  if (left.atLimit) return { kind: 'limit' };
  const blockedReason = unaffordableReason(subscription, CREDIT_COSTS.image, now);
  return { kind: 'button', blockedReason, notice: left.text, free: usage?.limit != null };
}

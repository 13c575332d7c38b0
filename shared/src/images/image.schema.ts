import * as z from 'zod/mini';
import { operationIdSchema } from '../ideas/idea-tools';
import { IMAGE_FORMAT_IDS } from './image-formats';
import { IMAGE_STYLE_IDS } from './image-styles';

/**
 * The image generator's contract (docs/PRODUCT.md §flows.images, §data.images, §validation.images).
 * zod/mini like every schema the Lambdas import. Each generation carries a client-made operation
 * id: the same id again answers the saved image, never a second charge (docs/PRODUCT.md §credits.spending).
 */

export const IMAGE_LIMITS = {
  /**
   * The prompt a user may type. Nova Canvas takes 1–1024 characters of text, and the longest
   * style preset adds ~100 more (image-styles.test.ts checks the sum stays under 1024).
   */
  prompt: 800,
  /** What the image model accepts in all (Nova Canvas `textToImageParams.text`). */
  modelText: 1024,
  /** History page size: a 5-column grid fills four rows. */
  page: 20,
} as const;

/** pt-BR texts of the image generator (docs/PRODUCT.md §validation.images, §messages.images). */
export const IMAGE_MESSAGES = {
  promptRequired: 'Por favor, insira um prompt para gerar a imagem',
  promptTooLong: `Use no máximo ${IMAGE_LIMITS.prompt} caracteres.`,
  formatInvalid: 'Escolha um formato de imagem válido.',
  styleInvalid: 'Escolha um estilo válido.',
  freeLimit: 'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
  invalidFormat: 'Formato de resposta inválido',
  generateFailed: 'Erro ao gerar imagem. Tente novamente.',
  generating: 'Gerando imagem...',
  generated: 'Imagem gerada com sucesso!',
  downloaded: 'Imagem baixada com sucesso!',
  downloadFailed: 'Não foi possível baixar a imagem. Tente novamente.',
  deleteFailed: 'Erro ao remover imagem',
  deleted: 'Imagem removida do histórico',
  notFound: 'Imagem não encontrada.',
  scriptNotFound: 'Roteiro não encontrado.',
  pending: 'Esta imagem ainda está sendo gerada.',
  used: 'Esta geração já foi usada. Gere a imagem de novo.',
  improveFailed: 'Não foi possível melhorar o prompt. Tente novamente.',
  improveQuota: 'Você já melhorou muitos prompts hoje. Tente de novo amanhã.',
  coverSet: 'Capa definida!',
  coverFailed: 'Não foi possível definir a capa. Tente novamente.',
  localRenderer: 'Modo local: imagem desenhada pelo renderizador offline',
  contentBlocked: 'O pedido foi recusado pelo filtro de conteúdo do modelo de imagem. Revise o prompt e tente de novo.',
} as const;

/** Who drew an image: the model on AWS, or local mode's offline renderer (labelled in the UI). */
export const IMAGE_RENDERERS = ['bedrock', 'offline'] as const;
export type ImageRenderer = (typeof IMAGE_RENDERERS)[number];

export const imagePromptSchema = z
  .string({ message: IMAGE_MESSAGES.promptRequired })
  .check(
    z.trim(),
    z.minLength(1, IMAGE_MESSAGES.promptRequired),
    z.maxLength(IMAGE_LIMITS.prompt, IMAGE_MESSAGES.promptTooLong),
  );

const formatSchema = z.enum(IMAGE_FORMAT_IDS, { message: IMAGE_MESSAGES.formatInvalid });
/** No style (null, or left out) asks the model for the prompt alone. */
const styleSchema = z._default(
  z.optional(z.nullable(z.enum(IMAGE_STYLE_IDS, { message: IMAGE_MESSAGES.styleInvalid }))),
  null,
);

/** POST /api/images/generate. 'Gerar variação' is the same call with the source's settings and a new operation id. */
export const generateImageBodySchema = z.object({
  operationId: operationIdSchema,
  prompt: imagePromptSchema,
  format: formatSchema,
  style: styleSchema,
});
export type GenerateImageBody = z.input<typeof generateImageBodySchema>;
export type GenerateImageRequest = z.output<typeof generateImageBodySchema>;

/** One image as the API shows it: `url` is signed and short-lived (IMAGE_URL_TTL_SECONDS on the server). */
export const imageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  prompt: z.string(),
  format: z.enum(IMAGE_FORMAT_IDS),
  style: z.nullable(z.enum(IMAGE_STYLE_IDS)),
  /** The PNG's real pixel size, read back from the stored file. */
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** The model's seed: the same prompt, format, style and seed draw the same image. */
  seed: z.number().check(z.int(), z.nonnegative()),
  renderer: z.enum(IMAGE_RENDERERS),
  createdAt: z.string(),
  url: z.string().check(z.minLength(1)),
});
export type Image = z.infer<typeof imageSchema>;

/** Images generated so far (never lowered by a delete) and the plan's cap: 1 on free, null when unlimited. */
export const imageUsageSchema = z.object({
  generated: z.number().check(z.int(), z.nonnegative()),
  limit: z.nullable(z.number().check(z.int(), z.nonnegative())),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

export const generateImageResponseSchema = z.object({
  image: imageSchema,
  creditsRemaining: z.number(),
  usage: imageUsageSchema,
});
export type GenerateImageResponse = z.infer<typeof generateImageResponseSchema>;

/** GET /api/images?cursor=: the history, newest first, a page at a time; `usage` rides along for the counter. */
export const listImagesResponseSchema = z.object({
  items: z.array(imageSchema),
  nextCursor: z.nullable(z.string()),
  /** How many images the history holds in all (the counter badge), whatever the page. */
  total: z.number().check(z.int(), z.nonnegative()),
  usage: imageUsageSchema,
});
export type ListImagesResponse = z.infer<typeof listImagesResponseSchema>;

export const getImageResponseSchema = z.object({ image: imageSchema });
export const deleteImageResponseSchema = z.object({ deleted: z.literal(true) });

/** POST /api/images/improve-prompt ('Melhorar prompt'): the text model rewrites the prompt with more detail. */
export const improvePromptBodySchema = z.object({ prompt: imagePromptSchema, style: styleSchema });
export type ImprovePromptBody = z.input<typeof improvePromptBodySchema>;
export const improvePromptResponseSchema = z.object({ prompt: z.string() });

/** POST /api/images/{id}/cover ('Usar como capa'): the image becomes the cover of one of the user's scripts. */
export const setCoverBodySchema = z.object({
  scriptId: z.string({ message: IMAGE_MESSAGES.scriptNotFound }).check(z.minLength(1, IMAGE_MESSAGES.scriptNotFound)),
});
export const setCoverResponseSchema = z.object({ scriptId: z.string(), coverImageId: z.string() });

/** Image ids are ULIDs (creation order); a path or cursor that is not one is refused before any read. */
export const isImageId = (id: string | undefined | null): id is string => !!id && /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id);

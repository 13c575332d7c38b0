import * as z from 'zod/mini';

/** Error codes the API answers with; each maps to one HTTP status on the server. */
export const API_ERROR_CODES = [
  'unauthorized',
  'forbidden',
  'feature_locked',
  'validation_failed',
  'not_found',
  'conflict',
  'insufficient_credits',
  'rate_limited',
  /** Viral Curto: no transcript could be read and none was pasted (docs/PRODUCT.md §screens.viral-curto). */
  'transcript_required',
  /** The free plan's one image is used (docs/PRODUCT.md §limits.images). */
  'image_limit',
  /** The store is overloaded (throttled past its retries): nothing was done, try again (docs/QUALITY.md §faults.throttling). */
  'unavailable',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Each error code has one HTTP status; the message travels in the body. */
export const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  feature_locked: 403,
  validation_failed: 400,
  not_found: 404,
  conflict: 409,
  insufficient_credits: 402,
  rate_limited: 429,
  transcript_required: 422,
  image_limit: 403,
  unavailable: 503,
  internal: 500,
};

/** The body of every error response: a code for programs, a pt-BR message for people. */
// Marked pure so that a bundle which never uses it (the Lambdas) leaves it out.
export const apiErrorBodySchema = /* @__PURE__ */ (() =>
  z.object({
    error: z.enum(API_ERROR_CODES),
    message: z.string(),
  }))();
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Default pt-BR messages, used when a use case gives no more specific one. */
export const DEFAULT_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  unauthorized: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para fazer isso.',
  feature_locked: 'Este recurso é exclusivo para assinantes Pro e Enterprise.',
  validation_failed: 'Confira os dados enviados.',
  not_found: 'Não encontrado.',
  conflict: 'Esta ação já foi feita.',
  insufficient_credits: 'Créditos insuficientes',
  rate_limited: 'Muitas solicitações. Aguarde um instante e tente de novo.',
  transcript_required: 'Cole a transcrição do vídeo para continuar.',
  image_limit: 'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
  unavailable: 'Estamos com muito movimento agora. Tente novamente em alguns segundos.',
  internal: 'Algo deu errado do nosso lado. Tente novamente.',
};

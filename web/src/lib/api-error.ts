import {
  API_ERROR_CODES,
  DEFAULT_ERROR_MESSAGES,
  apiErrorBodySchema,
  type ApiErrorCode,
} from '@shared/errors/api-error';

/** Codes the client adds for failures that never reached (or never made sense to) the API. */
export type ClientErrorCode = 'network_error' | 'invalid_response';
export type ApiClientErrorCode = ApiErrorCode | ClientErrorCode;

const CLIENT_MESSAGES: Record<ClientErrorCode, string> = {
  network_error: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  invalid_response: 'O servidor respondeu de um jeito inesperado. Tente novamente.',
};

/**
 * A failed API call: `status` (0 when the request never got an answer), a `code` for
 * programs and a pt-BR `message` that can be shown as is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiClientErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, 'network_error', CLIENT_MESSAGES.network_error, { cause });
  }

  static invalidResponse(status: number, cause?: unknown): ApiError {
    return new ApiError(status, 'invalid_response', CLIENT_MESSAGES.invalid_response, { cause });
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** The code to assume when a failure's body is not the `{ error, message }` contract. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'unauthorized';
  // The server's answer when a generation costs more credits than are left (docs/PRODUCT.md §credits).
  if (status === 402) return 'insufficient_credits';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  if (status === 400 || status === 422) return 'validation_failed';
  return 'internal';
}

/**
 * Turns a non-2xx answer into an ApiError. The body is the raw text so that an HTML
 * error page from a proxy still yields a sensible pt-BR message.
 */
export function parseApiError(status: number, bodyText: string): ApiError {
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = apiErrorBodySchema.safeParse(json);
  if (parsed.success) {
    const message = parsed.data.message.trim() || DEFAULT_ERROR_MESSAGES[parsed.data.error];
    return new ApiError(status, parsed.data.error, message);
  }
  // A known code with an odd message (or a newer server code) still keeps its code.
  const body = json as { error?: unknown; message?: unknown } | undefined;
  const code =
    typeof body?.error === 'string' && (API_ERROR_CODES as readonly string[]).includes(body.error)
      ? (body.error as ApiErrorCode)
      : codeForStatus(status);
  const message =
    typeof body?.message === 'string' && body.message.trim() ? body.message : DEFAULT_ERROR_MESSAGES[code];
  return new ApiError(status, code, message);
}

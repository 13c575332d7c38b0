import type { ApiErrorCode } from '@shared/errors/api-error';

/**
 * A failure the domain knows how to name. It carries a code and a pt-BR message and
 * knows nothing of HTTP: the http layer maps the code to a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('not_found', message, options);
    this.name = 'NotFoundError';
  }
}

export class InsufficientCreditsError extends DomainError {
  constructor(options?: { cause?: unknown }) {
    super('insufficient_credits', 'Créditos insuficientes', options);
    this.name = 'InsufficientCreditsError';
  }
}

export class FeatureLockedError extends DomainError {
  constructor(
    readonly feature: string,
    options?: { cause?: unknown },
  ) {
    super('feature_locked', 'Este recurso é exclusivo para assinantes Pro e Enterprise.', options);
    this.name = 'FeatureLockedError';
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Sua sessão expirou. Entre novamente.', options?: { cause?: unknown }) {
    super('unauthorized', message, options);
    this.name = 'UnauthorizedError';
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('conflict', message, options);
    this.name = 'ConflictError';
  }
}

/**
 * A per-user limit refused the request (docs/PRODUCT.md §limits.rate): nothing was charged.
 * The http layer answers 429 with `Retry-After: retryAfterSeconds`.
 */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    options?: { cause?: unknown },
  ) {
    super('rate_limited', message, options);
    this.name = 'RateLimitedError';
  }
}

/**
 * The text model failed or wrote something unusable. Adapters translate their vendor's
 * failures into one of these with a pt-BR message; `rate_limited` when the model is busy.
 */
export class WriterError extends DomainError {
  constructor(message: string, options?: { cause?: unknown; code?: 'internal' | 'rate_limited' }) {
    super(options?.code ?? 'internal', message, options);
    this.name = 'WriterError';
  }
}

/** How long a 503 asks the client to wait: the client's own retries already waited a few seconds. */
export const STORE_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The store kept throttling after the client's retries with backoff
 * (docs/QUALITY.md §faults.throttling): the refused call wrote nothing; the http layer answers
 * 503 with `Retry-After`.
 */
export class StoreBusyError extends DomainError {
  readonly retryAfterSeconds = STORE_BUSY_RETRY_AFTER_SECONDS;
  constructor(options?: { cause?: unknown }) {
    super('unavailable', 'Estamos com muito movimento agora. Tente novamente em alguns segundos.', options);
    this.name = 'StoreBusyError';
  }
}

import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, ApiError.network(new TypeError('x')))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'internal', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'internal', 'x'))).toBe(false);
  });

  it('does not retry a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'unauthorized', 'x'))).toBe(false);
  });
});

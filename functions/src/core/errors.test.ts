import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { fixedClock, systemClock } from './clock';
import { DomainError, FeatureLockedError, InsufficientCreditsError, NotFoundError, UnauthorizedError } from './errors';

describe('domain errors', () => {
  it.each([
    {
      make: () => new NotFoundError('Roteiro não encontrado.'),
      name: 'NotFoundError',
      code: 'not_found',
      message: 'Roteiro não encontrado.',
    },
    {
      make: () => new InsufficientCreditsError(),
      name: 'InsufficientCreditsError',
      code: 'insufficient_credits',
      message: 'Créditos insuficientes',
    },
    {
      make: () => new FeatureLockedError('ideias-virais'),
      name: 'FeatureLockedError',
      code: 'feature_locked',
      message: DEFAULT_ERROR_MESSAGES.feature_locked,
    },
    {
      make: () => new UnauthorizedError(),
      name: 'UnauthorizedError',
      code: 'unauthorized',
      message: DEFAULT_ERROR_MESSAGES.unauthorized,
    },
  ])('$name carries the code $code and a pt-BR message', ({ make, name, code, message }) => {
    const err = make();
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ name, code, message });
  });

  it('forwards the cause', () => {
    const cause = new Error('jwt expired');
    expect(new UnauthorizedError(undefined, { cause }).cause).toBe(cause);
    expect(new DomainError('conflict', 'x', { cause }).cause).toBe(cause);
  });

  it('remembers which feature was locked', () => {
    expect(new FeatureLockedError('viral-finder').feature).toBe('viral-finder');
  });
});

describe('clocks', () => {
  it('fixedClock always answers the same instant, as a fresh Date', () => {
    const clock = fixedClock('2026-03-15T09:30:00.000Z');
    const first = clock.now();
    first.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it('systemClock answers the current time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

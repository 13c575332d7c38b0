import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { fixedClock, systemClock } from './clock';
import * as errors from './errors';
import { publicHandler } from '../http/http-handler';
import { testDeps } from '../../test/support/deps';

const {
  ConflictError,
  DomainError,
  FeatureLockedError,
  InsufficientCreditsError,
  NotFoundError,
  RateLimitedError,
  StoreBusyError,
  UnauthorizedError,
  WriterError,
} = errors;

type AnyDomainError = InstanceType<typeof DomainError>;

/**
 * One row per way of building each DomainError the module exports (a class may have
 * several), with what the API must answer for it. Written out by hand: the status is the
 * contract with the web app, the message what a person reads.
 */
const ROWS: Array<{
  className: string;
  make: (cause: unknown) => AnyDomainError;
  code: string;
  status: number;
  message: string;
}> = [
  {
    className: 'DomainError',
    make: (cause) => new DomainError('forbidden', 'Você não pode ver este roteiro.', { cause }),
    code: 'forbidden',
    status: 403,
    message: 'Você não pode ver este roteiro.',
  },
  {
    className: 'NotFoundError',
    make: (cause) => new NotFoundError('Roteiro não encontrado.', { cause }),
    code: 'not_found',
    status: 404,
    message: 'Roteiro não encontrado.',
  },
  {
    className: 'InsufficientCreditsError',
    make: (cause) => new InsufficientCreditsError({ cause }),
    code: 'insufficient_credits',
    status: 402,
    message: 'Créditos insuficientes',
  },
  {
    className: 'RateLimitedError',
    make: (cause) =>
      new RateLimitedError('Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.', 6, { cause }),
    code: 'rate_limited',
    status: 429,
    message: 'Muitas gerações seguidas. Aguarde alguns segundos e tente de novo.',
  },
  {
    className: 'StoreBusyError',
    make: (cause) => new StoreBusyError({ cause }),
    code: 'unavailable',
    status: 503,
    message: 'Estamos com muito movimento agora. Tente novamente em alguns segundos.',
  },
  {
    className: 'FeatureLockedError',
    make: (cause) => new FeatureLockedError('ideias-virais', { cause }),
    code: 'feature_locked',
    status: 403,
    message: 'Este recurso é exclusivo para assinantes Pro e Enterprise.',
  },
  {
    className: 'UnauthorizedError',
    make: (cause) => new UnauthorizedError(undefined, { cause }),
    code: 'unauthorized',
    status: 401,
    message: 'Sua sessão expirou. Entre novamente.',
  },
  {
    className: 'UnauthorizedError',
    make: (cause) => new UnauthorizedError('Token inválido.', { cause }),
    code: 'unauthorized',
    status: 401,
    message: 'Token inválido.',
  },
  {
    className: 'ConflictError',
    make: (cause) => new ConflictError('Este roteiro já foi salvo.', { cause }),
    code: 'conflict',
    status: 409,
    message: 'Este roteiro já foi salvo.',
  },
  {
    className: 'WriterError',
    make: (cause) => new WriterError('Erro ao gerar roteiro.', { cause }),
    code: 'internal',
    status: 500,
    message: 'Erro ao gerar roteiro.',
  },
  {
    className: 'WriterError',
    make: (cause) => new WriterError('O modelo de IA está ocupado. Tente de novo.', { cause, code: 'rate_limited' }),
    code: 'rate_limited',
    status: 429,
    message: 'O modelo de IA está ocupado. Tente de novo.',
  },
];

/** Every class the module exports that is a DomainError (itself included). */
const exportedErrorClasses = Object.entries(errors)
  .filter(
    ([, value]) => typeof value === 'function' && (value === DomainError || value.prototype instanceof DomainError),
  )
  .map(([name]) => name);

describe('domain errors', () => {
  it('has a row for every DomainError class the module exports, so a new class cannot go untested', () => {
    expect(exportedErrorClasses.length).toBeGreaterThanOrEqual(7);
    expect([...new Set(ROWS.map((r) => r.className))].sort()).toEqual([...exportedErrorClasses].sort());
  });

  it.each(ROWS)('$className carries the code $code and its pt-BR message, and forwards the cause', (row) => {
    const cause = new Error('causa original');
    const err = row.make(cause);
    expect(err).toBeInstanceOf(errors[row.className as keyof typeof errors]);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toBeInstanceOf(Error);
    expect({ name: err.name, code: err.code, message: err.message }).toEqual({
      name: row.className,
      code: row.code,
      message: row.message,
    });
    expect(err.cause).toBe(cause);
  });

  it.each(ROWS)('$className ($code) reaches the client as $status with its message', async (row) => {
    const handler = publicHandler({ deps: testDeps({ tokens: {} }) }, async () => {
      throw row.make(undefined);
    });
    const res = await handler({
      headers: {},
      requestContext: { requestId: 'r1' },
    } as unknown as APIGatewayProxyEventV2);
    expect({ status: res.statusCode, body: JSON.parse(res.body as string) }).toEqual({
      status: row.status,
      body: { error: row.code, message: row.message },
    });
  });

  it('leaves the cause out when none is given', () => {
    expect('cause' in new NotFoundError('Roteiro não encontrado.')).toBe(false);
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

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import * as z from 'zod/mini';
import { API_ERROR_CODES, DEFAULT_ERROR_MESSAGES, type ApiErrorCode } from '@shared/errors/api-error';
import type { Subscription } from '@shared/subscription/subscription.schema';
import type { Profile } from '@shared/profile/profile.schema';
import type { PlanId } from '@shared/plans/plans';
import { fixedClock } from '../core/clock';
import { API_METRICS } from '../core/metrics';
import { DomainError, StoreBusyError, UnauthorizedError } from '../core/errors';
import type { AccountStore, Caller, Logger, TokenVerifier } from '../core/ports';
import { noopPublisher } from '../adapters/realtime/websocket-publisher';
import { powertoolsLogger } from '../adapters/logging/powertools-logger';
import { lambdaContext, linesWrittenBy } from '../../test/support/logger';
import { openOrigin } from '../adapters/origin/origin-secret-check';
import type { Deps } from '../composition/core';
import {
  authedHandler,
  BODY_TOO_LARGE_MESSAGE,
  json,
  MAX_BODY_BYTES,
  publicHandler,
  validatedBody,
  type HttpEvent,
  type HttpResult,
} from './http-handler';
import { rawBody } from './raw-body';
import { API_SECURITY_HEADERS } from '@shared/http/security-headers';

// ---- fakes --------------------------------------------------------------------------

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  ...API_SECURITY_HEADERS,
};

/** Accepts only the tokens it was given; anything else is an expired session. */
class FakeTokenVerifier implements TokenVerifier {
  constructor(private readonly callers: Record<string, Caller>) {}
  async verify(token: string): Promise<Caller> {
    const caller = this.callers[token];
    if (!caller) throw new UnauthorizedError();
    return caller;
  }
}

class InMemoryAccountStore implements AccountStore {
  readonly subscriptions = new Map<string, Subscription>();
  readonly subscriptionReads: string[] = [];
  async createAccount(): Promise<{ created: boolean }> {
    return { created: true };
  }
  async getProfile(): Promise<Profile | null> {
    return null;
  }
  async getSubscription(userId: string): Promise<Subscription | null> {
    this.subscriptionReads.push(userId);
    return this.subscriptions.get(userId) ?? null;
  }
  async putSubscription(subscription: Subscription): Promise<void> {
    this.subscriptions.set(subscription.userId, subscription);
  }
}

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields: Record<string, unknown>;
}

/** Silent, but remembers what it was told (with the child fields merged in). */
function recordingLogger(entries: LogEntry[], base: Record<string, unknown> = {}): Logger {
  const at = (level: LogEntry['level']) => (message: string, fields?: Record<string, unknown>) =>
    void entries.push({ level, message, fields: { ...base, ...fields } });
  return {
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (fields) => recordingLogger(entries, { ...base, ...fields }),
  };
}

function subscription(userId: string, plan: PlanId, creditsRemaining: number): Subscription {
  return {
    userId,
    plan,
    status: 'active',
    creditsRemaining,
    creditsTotal: 200,
    creditsResetAt: '2026-04-10T12:00:00.000Z',
    currentPeriodEnd: null,
    updatedAt: '2026-03-10T12:00:00.000Z',
  };
}

let accounts: InMemoryAccountStore;
let logs: LogEntry[];
/** The log entries but the answer metrics' EMF lines. */
const withoutMetrics = () => logs.filter((l) => l.message !== 'answer metrics');
/** The handlers' one deps object, filled afresh for each test (the handlers below are built once). */
const deps = {} as Deps;

beforeEach(() => {
  accounts = new InMemoryAccountStore();
  logs = [];
  Object.assign(deps, {
    config: {
      mode: 'local',
      tableName: 'test',
      region: 'us-east-1',
      auth: { issuer: 'http://issuer', jwksUrl: 'http://issuer/jwks', clientId: 'client' },
    },
    clock: fixedClock('2026-03-10T12:00:00.000Z'),
    logger: recordingLogger(logs),
    tokens: new FakeTokenVerifier({
      'token-ana': { userId: 'ana' },
      'token-bia': { userId: 'bia' },
      'token-nosub': { userId: 'nosub' },
    }),
    accounts,
    connections: { add: async () => {}, remove: async () => {}, listForUser: async () => [] },
    realtime: noopPublisher,
    origin: openOrigin,
  } satisfies Deps);
});

// ---- helpers ------------------------------------------------------------------------

function httpEvent(overrides: Partial<HttpEvent> = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: {},
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path: '/api/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'jest' },
      requestId: 'req-from-event',
      routeKey: 'POST /api/test',
      stage: '$default',
      time: '10/Mar/2026:12:00:00 +0000',
      timeEpoch: 1_773_144_000_000,
    },
    isBase64Encoded: false,
    ...overrides,
  };
}

const as = (token: string, overrides: Partial<HttpEvent> = {}) =>
  httpEvent({ ...overrides, headers: { authorization: `Bearer ${token}`, ...overrides.headers } });

/** The whole response with its body parsed, so a test compares everything at once. */
function parsed(result: HttpResult): Omit<HttpResult, 'body'> & { body: unknown } {
  return { ...result, body: result.body === undefined ? undefined : JSON.parse(result.body) };
}

function errorResponse(statusCode: number, error: ApiErrorCode, message: string) {
  return { statusCode, headers: JSON_HEADERS, body: { error, message } };
}

/** A handler that echoes what the wrapper handed it. */
const echo = authedHandler(
  { deps, body: z.looseObject({ idea: z.string().check(z.trim(), z.minLength(1, 'Digite uma ideia')) }) },
  async ({ caller, body, query, pathParameters }) => json(200, { userId: caller.userId, body, query, pathParameters }),
);

// ---- tests --------------------------------------------------------------------------

describe('authedHandler: who is calling', () => {
  it('answers 401 with the exact error body when there is no Authorization header, without running the use case', async () => {
    // prepare
    const run = jest.fn();
    const handler = authedHandler({ deps }, run);
    // act
    const result = await handler(httpEvent());
    // assert
    expect(parsed(result)).toEqual(errorResponse(401, 'unauthorized', 'Sua sessão expirou. Entre novamente.'));
    expect(run).not.toHaveBeenCalled();
  });

  it.each([
    { header: 'Basic dXNlcjpwYXNz', why: 'a Basic credential' },
    { header: 'Bearer', why: 'Bearer without a token' },
    { header: 'Bearer ', why: 'Bearer and a blank' },
    { header: 'token-ana', why: 'a token without the Bearer scheme' },
    { header: 'Bearer forged-token', why: 'a token the verifier refuses' },
  ])('answers 401 for $why', async ({ header }) => {
    const run = jest.fn();
    const result = await authedHandler({ deps }, run)(httpEvent({ headers: { authorization: header } }));
    expect(parsed(result)).toEqual(errorResponse(401, 'unauthorized', DEFAULT_ERROR_MESSAGES.unauthorized));
    expect(run).not.toHaveBeenCalled();
  });

  it.each(['authorization', 'Authorization'])(
    'reads the token from the %s header, with any case of "bearer"',
    async (name) => {
      const handler = authedHandler({ deps }, async ({ caller }) => json(200, { userId: caller.userId }));
      const result = await handler(httpEvent({ headers: { [name]: 'bearer token-ana' } }));
      expect(parsed(result)).toEqual({ statusCode: 200, headers: JSON_HEADERS, body: { userId: 'ana' } });
    },
  );

  it('takes the user id from the verified token only, never from the body, the path or the query', async () => {
    // prepare
    const event = as('token-ana', {
      body: JSON.stringify({ idea: 'receitas', userId: 'someone-else' }),
      pathParameters: { userId: 'someone-else' },
      queryStringParameters: { userId: 'someone-else' },
    });
    // act
    const result = await echo(event);
    // assert
    expect(parsed(result)).toEqual({
      statusCode: 200,
      headers: JSON_HEADERS,
      body: {
        userId: 'ana',
        body: { idea: 'receitas', userId: 'someone-else' },
        query: { userId: 'someone-else' },
        pathParameters: { userId: 'someone-else' },
      },
    });
  });

  it('tags the request log with the request id and the verified user id', async () => {
    const handler = authedHandler({ deps }, async ({ log }) => {
      log.info('working');
      return json(204, null);
    });
    await handler(as('token-ana'), { awsRequestId: 'lambda-req-1' });
    expect(logs).toEqual([
      {
        level: 'info',
        message: 'working',
        fields: { requestId: 'lambda-req-1', route: 'POST /api/test', userId: 'ana' },
      },
    ]);
  });

  it('falls back to the event request id when there is no Lambda context', async () => {
    const handler = authedHandler({ deps }, async ({ log }) => {
      log.info('working');
      return json(204, null);
    });
    await handler(as('token-ana'));
    expect(logs[0]?.fields.requestId).toBe('req-from-event');
  });

  it('marks the request’s lines, the answer metrics included, with the Lambda invocation (docs/INFRA-NOTES.md §operations.logs)', async () => {
    deps.logger = powertoolsLogger();
    const handler = authedHandler({ deps }, async ({ log }) => {
      log.info('working');
      return json(500, null);
    });
    const written = await linesWrittenBy(() => handler(as('token-ana'), lambdaContext('lambda-req-1')));
    expect(written.map((w) => w.line)).toEqual([
      expect.objectContaining({ message: 'working', function_request_id: 'lambda-req-1', userId: 'ana' }),
      expect.objectContaining({
        message: 'answer metrics',
        function_name: 'viraliza-dev-Health',
        function_request_id: 'lambda-req-1',
      }),
    ]);
  });

  it('hands the use case empty query and path parameters when the event has none', async () => {
    const handler = authedHandler({ deps }, async ({ query, pathParameters, body }) =>
      json(200, { query, pathParameters, body: body ?? 'none' }),
    );
    const result = await handler(as('token-ana'));
    expect(parsed(result)).toEqual({
      statusCode: 200,
      headers: JSON_HEADERS,
      body: { query: {}, pathParameters: {}, body: 'none' },
    });
  });
});

describe('authedHandler: the request body', () => {
  it('answers 400 with the first zod issue message when the body breaks the schema', async () => {
    const result = await echo(as('token-ana', { body: JSON.stringify({ idea: '   ' }) }));
    expect(parsed(result)).toEqual(errorResponse(400, 'validation_failed', 'Digite uma ideia'));
  });

  it('validates a missing body as an empty object', async () => {
    const result = await echo(as('token-ana'));
    // The schema gives no message for a missing field, so zod's own text comes through.
    expect(parsed(result)).toEqual({
      statusCode: 400,
      headers: JSON_HEADERS,
      body: { error: 'validation_failed', message: expect.any(String) },
    });
  });

  it('treats a JSON null body like a missing one', async () => {
    const handler = authedHandler(
      { deps, body: z.object({ tag: z._default(z.string(), 'geral') }) },
      async ({ body }) => json(200, body),
    );
    expect(parsed(await handler(as('token-ana', { body: 'null' })))).toEqual({
      statusCode: 200,
      headers: JSON_HEADERS,
      body: { tag: 'geral' },
    });
  });

  it.each(['{not json', '{"idea": "x",}', 'undefined'])(
    'answers 400 in pt-BR when the body %p is not JSON',
    async (body) => {
      const result = await echo(as('token-ana', { body }));
      expect(parsed(result)).toEqual(
        errorResponse(400, 'validation_failed', 'O corpo da requisição não é um JSON válido.'),
      );
    },
  );

  it('decodes a base64-encoded body before parsing it', async () => {
    const body = Buffer.from(JSON.stringify({ idea: 'viagens baratas' }), 'utf8').toString('base64');
    const result = await echo(as('token-ana', { body, isBase64Encoded: true }));
    expect(parsed(result)).toEqual({
      statusCode: 200,
      headers: JSON_HEADERS,
      body: { userId: 'ana', body: { idea: 'viagens baratas' }, query: {}, pathParameters: {} },
    });
  });

  it('keeps accents in a base64-encoded body', async () => {
    const body = Buffer.from(JSON.stringify({ idea: 'promoção de verão' }), 'utf8').toString('base64');
    const result = await echo(as('token-ana', { body, isBase64Encoded: true }));
    expect((parsed(result).body as { body: { idea: string } }).body.idea).toBe('promoção de verão');
  });

  describe('a body over 1 MB (docs/QUALITY.md §bad-input.body-size)', () => {
    const idea = (bytes: number) => JSON.stringify({ idea: 'x'.repeat(bytes - '{"idea":""}'.length) });
    let ran: number;
    const counting = authedHandler({ deps, beforeAccess: async () => void ran++ }, async () => {
      ran++;
      return json(200, {});
    });
    beforeEach(() => (ran = 0));

    it('answers 413 in pt-BR before validating it', async () => {
      expect(parsed(await echo(as('token-ana', { body: idea(MAX_BODY_BYTES + 1) })))).toEqual(
        errorResponse(413, 'validation_failed', BODY_TOO_LARGE_MESSAGE),
      );
      expect(BODY_TOO_LARGE_MESSAGE).toBe('O corpo da requisição passa do limite de 1 MB.');
    });

    it('takes a body of exactly 1 MB', async () => {
      expect((await echo(as('token-ana', { body: idea(MAX_BODY_BYTES) }))).statusCode).toBe(200);
    });

    it('counts bytes, not characters: 1 MB of accented text is over', async () => {
      const body = JSON.stringify({ idea: 'ç'.repeat(MAX_BODY_BYTES / 2) });
      expect((await echo(as('token-ana', { body }))).statusCode).toBe(413);
    });

    it('measures a base64 body by the bytes it holds', async () => {
      const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');
      const over = await echo(as('token-ana', { body: encode(idea(MAX_BODY_BYTES + 3)), isBase64Encoded: true }));
      expect(over.statusCode).toBe(413);
      const under = await echo(as('token-ana', { body: encode(idea(MAX_BODY_BYTES - 3)), isBase64Encoded: true }));
      expect(under.statusCode).toBe(200);
    });

    it('refuses it on a route that reads no body too, before its beforeAccess runs', async () => {
      expect((await counting(as('token-ana', { body: idea(MAX_BODY_BYTES + 1) }))).statusCode).toBe(413);
      expect(ran).toBe(0);
    });

    it('still answers 401 first without a token', async () => {
      expect((await echo(httpEvent({ body: idea(MAX_BODY_BYTES + 1) }))).statusCode).toBe(401);
    });

    it('is refused by validatedBody, for the public routes that read a body', () => {
      const read = validatedBody(httpEvent({ body: idea(MAX_BODY_BYTES + 1) }), z.object({ idea: z.string() }));
      expect(read.ok ? undefined : parsed(read.result)).toEqual(
        errorResponse(413, 'validation_failed', BODY_TOO_LARGE_MESSAGE),
      );
    });
  });

  it('checks the token before the body: a bad body without a token is still a 401', async () => {
    const result = await echo(httpEvent({ body: '{not json' }));
    expect(parsed(result)).toEqual(errorResponse(401, 'unauthorized', DEFAULT_ERROR_MESSAGES.unauthorized));
  });
});

describe('authedHandler: feature access', () => {
  const LOCKED = errorResponse(403, 'feature_locked', 'Este recurso é exclusivo para assinantes Pro e Enterprise.');
  const ok = () => json(200, { ok: true });

  it.each([
    { plan: 'free', credits: 200, feature: 'ideias-virais', status: 403 },
    { plan: 'free', credits: 200, feature: 'viral-finder', status: 403 },
    { plan: 'free', credits: 200, feature: 'criar', status: 200 },
    // the plan decides access, never the balance: a free user at 0 reaches the charge (402), issue 9 #8
    { plan: 'free', credits: 0, feature: 'criar', status: 200 },
    { plan: 'free', credits: 0, feature: 'ideias-virais', status: 403 },
    { plan: 'free', credits: 0, feature: 'teleprompter', status: 200 },
    { plan: 'pro', credits: 15_000, feature: 'ideias-virais', status: 200 },
    { plan: 'pro', credits: 0, feature: 'criar', status: 200 },
    { plan: 'enterprise', credits: 40_000, feature: 'missao-influencer', status: 200 },
  ] as const)(
    'answers $status to a $plan user with $credits credits on $feature',
    async ({ plan, credits, feature, status }) => {
      // prepare
      await accounts.putSubscription(subscription('ana', plan, credits));
      const run = jest.fn(async () => ok());
      // act
      const result = await authedHandler({ deps, feature }, run)(as('token-ana'));
      // assert
      expect(parsed(result)).toEqual(
        status === 200 ? { statusCode: 200, headers: JSON_HEADERS, body: { ok: true } } : LOCKED,
      );
      expect(run).toHaveBeenCalledTimes(status === 200 ? 1 : 0);
    },
  );

  it('locks every feature, even the free ones, for a user without a subscription', async () => {
    const run = jest.fn(async () => ok());
    for (const feature of ['criar', 'teleprompter', 'perfil', 'ideias-virais'] as const) {
      expect(parsed(await authedHandler({ deps, feature }, run)(as('token-nosub')))).toEqual(LOCKED);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it("reads the caller's own subscription, not another user's", async () => {
    await accounts.putSubscription(subscription('bia', 'pro', 15_000));
    await accounts.putSubscription(subscription('ana', 'free', 200));
    const result = await authedHandler({ deps, feature: 'ideias-virais' }, async () => ok())(as('token-ana'));
    expect(parsed(result)).toEqual(LOCKED);
    expect(accounts.subscriptionReads).toEqual(['ana']);
  });

  it('does not read the subscription when the route has no feature', async () => {
    await authedHandler({ deps }, async () => ok())(as('token-ana'));
    expect(accounts.subscriptionReads).toEqual([]);
  });

  it('runs beforeAccess for the verified caller before the feature check, so the check reads what it wrote', async () => {
    await accounts.putSubscription(subscription('ana', 'free', 0));
    const order: string[] = [];
    const handler = authedHandler(
      {
        deps,
        feature: 'criar',
        beforeAccess: async ({ caller, deps }) => {
          order.push(`before ${caller.userId} ${deps.clock.now().toISOString()}`);
          await accounts.putSubscription(subscription('ana', 'free', 100)); // e.g. credits given back
        },
      },
      async () => (order.push('run'), ok()),
    );
    expect(parsed(await handler(as('token-ana'))).statusCode).toBe(200);
    expect(order).toEqual(['before ana 2026-03-10T12:00:00.000Z', 'run']);
  });

  it('does not run beforeAccess without a valid token', async () => {
    const beforeAccess = jest.fn(async () => {});
    expect(
      parsed(await authedHandler({ deps, feature: 'criar', beforeAccess }, async () => ok())(as('token-nobody')))
        .statusCode,
    ).toBe(401);
    expect(beforeAccess).not.toHaveBeenCalled();
  });

  it('refuses a locked feature before looking at the body', async () => {
    await accounts.putSubscription(subscription('ana', 'free', 200));
    const handler = authedHandler({ deps, feature: 'ideias-virais', body: z.object({ niche: z.string() }) }, async () =>
      ok(),
    );
    expect(parsed(await handler(as('token-ana', { body: '{not json' })))).toEqual(LOCKED);
  });
});

describe('error mapping', () => {
  const STATUS: Record<ApiErrorCode, number> = {
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

  it('has a status for every API error code', () => {
    expect(Object.keys(STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it.each(API_ERROR_CODES.map((code) => ({ code, status: STATUS[code] })))(
    'turns a DomainError $code from an authed use case into $status with its message',
    async ({ code, status }) => {
      const handler = authedHandler({ deps }, async () => {
        throw new DomainError(code, `mensagem de ${code}`);
      });
      expect(parsed(await handler(as('token-ana')))).toEqual(errorResponse(status, code, `mensagem de ${code}`));
    },
  );

  it.each(API_ERROR_CODES.map((code) => ({ code, status: STATUS[code] })))(
    'turns a DomainError $code from a public handler into $status with its message',
    async ({ code, status }) => {
      const handler = publicHandler({ deps }, async () => {
        throw new DomainError(code, `mensagem de ${code}`);
      });
      expect(parsed(await handler(httpEvent()))).toEqual(errorResponse(status, code, `mensagem de ${code}`));
    },
  );

  it('answers 500 with the generic pt-BR message and keeps the stack out of the body', async () => {
    // prepare
    const handler = authedHandler({ deps }, async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:443 (secret table viraliza-prod)');
    });
    // act
    const result = await handler(as('token-ana'));
    // assert
    expect(parsed(result)).toEqual(errorResponse(500, 'internal', 'Algo deu errado do nosso lado. Tente novamente.'));
    expect(result.body).not.toMatch(/ECONNREFUSED|viraliza-prod|at .*\.ts|stack/);
  });

  it('answers a store still throttling after its retries with a 503, Retry-After and the pt-BR message (docs/QUALITY.md §faults.throttling)', async () => {
    const throttled = Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
      name: 'ProvisionedThroughputExceededException',
    });
    const handler = authedHandler({ deps }, async () => {
      throw new StoreBusyError({ cause: throttled });
    });
    const result = await handler(as('token-ana'));
    const expected = errorResponse(
      503,
      'unavailable',
      'Estamos com muito movimento agora. Tente novamente em alguns segundos.',
    );
    expect(parsed(result)).toEqual({ ...expected, headers: { ...expected.headers, 'retry-after': '5' } });
    expect(result.body).not.toMatch(/ProvisionedThroughput|Rate of requests|stack/);
  });

  it('logs the unexpected error with its stack, where only operators see it', async () => {
    const handler = authedHandler({ deps }, async () => {
      throw new Error('boom');
    });
    await handler(as('token-ana'), { awsRequestId: 'req-9' });
    expect(withoutMetrics()).toEqual([
      {
        level: 'error',
        message: 'unhandled error',
        fields: expect.objectContaining({
          requestId: 'req-9',
          userId: 'ana',
          errorName: 'Error',
          errorMessage: 'boom',
          stack: expect.stringContaining('boom'),
        }),
      },
    ]);
  });

  it('answers 500 when something that is not an Error is thrown', async () => {
    const handler = publicHandler({ deps }, async () => {
      throw 'a string';
    });
    expect(parsed(await handler(httpEvent()))).toEqual(errorResponse(500, 'internal', DEFAULT_ERROR_MESSAGES.internal));
  });

  it('does not log an expired session as a refusal, but logs other domain refusals', async () => {
    await authedHandler({ deps }, async () => json(200, {}))(httpEvent());
    expect(withoutMetrics()).toEqual([]);
    await authedHandler({ deps }, async () => {
      throw new DomainError('conflict', 'já feito');
    })(as('token-ana'));
    expect(withoutMetrics()).toEqual([
      { level: 'info', message: 'request refused', fields: expect.objectContaining({ code: 'conflict' }) },
    ]);
  });
});

describe('answer metrics (docs/INFRA-NOTES.md §operations)', () => {
  /** The EMF lines the handlers wrote: metric name → route, and the stage scope. */
  const metricLines = () =>
    logs
      .filter((l) => l.message === 'answer metrics')
      .map((l) => {
        const aws = l.fields._aws as { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][] }> };
        const [set] = aws.CloudWatchMetrics;
        return {
          namespace: set!.Namespace,
          dimensions: set!.Dimensions,
          route: l.fields[API_METRICS.route],
          stage: l.fields[API_METRICS.stage],
          serverErrors: l.fields[API_METRICS.serverErrors],
          clientErrors: l.fields[API_METRICS.clientErrors],
        };
      });

  it('counts a handled 500 per route, with the stage: Lambda Errors never sees it', async () => {
    deps.config.stage = 'prod';
    await authedHandler({ deps }, async () => {
      throw new Error('boom');
    })(as('token-ana'));
    expect(metricLines()).toEqual([
      {
        namespace: 'Viraliza/Api',
        dimensions: [['Stage'], ['Stage', 'Route']],
        route: 'POST /api/test',
        stage: 'prod',
        serverErrors: 1,
        clientErrors: undefined,
      },
    ]);
  });

  it('counts a public route’s 4xx (a webhook refused) and 5xx apart, and nothing for a 2xx', async () => {
    const route = 'POST /api/webhooks/stripe';
    const event = httpEvent({ routeKey: route });
    await publicHandler({ deps }, async () => json(200, {}))(event);
    expect(metricLines()).toEqual([]);
    await publicHandler({ deps }, async () => {
      throw new DomainError('validation_failed', 'Assinatura inválida.');
    })(event);
    await publicHandler({ deps }, async () => json(503, {}))(event);
    expect(metricLines().map((m) => [m.route, m.clientErrors, m.serverErrors, m.stage])).toEqual([
      [route, 1, undefined, undefined],
      [route, undefined, 1, undefined],
    ]);
  });
});

describe('publicHandler', () => {
  it('runs without a token and hands over the event and the deps', async () => {
    const handler = publicHandler({ deps }, async ({ event, deps }) =>
      json(200, { route: event.routeKey, mode: deps.config.mode }),
    );
    expect(parsed(await handler(httpEvent()))).toEqual({
      statusCode: 200,
      headers: JSON_HEADERS,
      body: { route: 'POST /api/test', mode: 'local' },
    });
  });

  it('marks its lines with the Lambda invocation (docs/INFRA-NOTES.md §operations.logs)', async () => {
    deps.logger = powertoolsLogger();
    const handler = publicHandler({ deps }, async ({ log }) => {
      log.info('webhook read');
      return json(204, null);
    });
    const written = await linesWrittenBy(() => handler(httpEvent(), lambdaContext('lambda-req-2')));
    expect(written.map((w) => w.line)).toEqual([
      expect.objectContaining({
        message: 'webhook read',
        function_request_id: 'lambda-req-2',
        requestId: 'lambda-req-2',
      }),
    ]);
  });
});

describe('json', () => {
  it('lets a handler add headers without losing the defaults', () => {
    expect(json(201, { id: 1 }, { location: '/api/x/1' })).toEqual({
      statusCode: 201,
      headers: { ...JSON_HEADERS, location: '/api/x/1' },
      body: '{"id":1}',
    });
  });
});

describe('rawBody', () => {
  it('gives the body as sent, decoding what API Gateway base64-encoded', () => {
    const text = '{"id":"evt_1","valor":"ação"}';
    expect(rawBody({ body: text })).toBe(text);
    expect(rawBody({ body: Buffer.from(text).toString('base64'), isBase64Encoded: true })).toBe(text);
    expect(rawBody({ body: null })).toBe('');
  });
});

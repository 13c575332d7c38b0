process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { healthSchema } from '@shared/health/health.schema';
import { fixedClock } from '../../core/clock';
import type { Logger } from '../../core/ports';
import { makeHandler } from './health.handler';
import { openOrigin } from '../../adapters/origin/origin-secret-check';
import { API_SECURITY_HEADERS } from '@shared/http/security-headers';

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {}, child: () => silent };

describe('GET /api/health', () => {
  it.each(['local', 'aws'] as const)('answers 200 { ok: true, mode: %s } without a token', async (mode) => {
    // prepare
    const handler = makeHandler({
      config: {
        mode,
        tableName: 'test',
        region: 'us-east-1',
        auth: { issuer: 'http://issuer', jwksUrl: 'http://issuer/jwks', clientId: 'client' },
      },
      clock: fixedClock('2026-03-15T09:30:00.000Z'),
      logger: silent,
      origin: openOrigin,
    });
    const event = {
      routeKey: 'GET /api/health',
      headers: {},
      requestContext: { requestId: 'r' },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    // act
    const result = await handler(event);
    // assert
    expect(result).toEqual({
      statusCode: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...API_SECURITY_HEADERS,
      },
      body: JSON.stringify({ ok: true, mode }),
    });
    expect(healthSchema.safeParse(JSON.parse(result.body!)).success).toBe(true);
  });
});

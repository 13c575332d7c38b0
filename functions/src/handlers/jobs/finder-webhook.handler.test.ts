process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { makeHandler, type FinderWebhookDeps } from './finder-webhook.handler';
import { makeWebhookParts } from '../../composition/jobs';
import type { TaskCallbacks } from '../../jobs/ports';
import { SIGNATURE_HEADER, sign } from '../../jobs/signature';
import { providerDeliveryParser } from '../../adapters/finder/provider-items';
import {
  MemoryFinderStore,
  providerItem,
  webhookJobs,
  WEBHOOK_NOW as NOW,
  WEBHOOK_SECRET as SECRET,
  testDeps,
} from '../../../test/support/jobs';

const T = new Date(NOW).getTime() / 1000;

let calls: Array<[string, ...unknown[]]>;
let lines: Array<Record<string, unknown>>;
let tokenStillValid: boolean;
/** The one deps object the handler is made with; a test swaps parts in it. */
let deps: FinderWebhookDeps;
const handler = (event: APIGatewayProxyEventV2) => makeHandler(deps)(event);

beforeEach(() => {
  calls = [];
  lines = [];
  tokenStillValid = true;
  const callbacks: TaskCallbacks = {
    succeed: async (token, output) => (calls.push(['succeed', token, output]), tokenStillValid),
    fail: async (token, error, cause) => (calls.push(['fail', token, error, cause]), tokenStillValid),
  };
  deps = {
    ...testDeps(NOW, lines),
    store: new MemoryFinderStore(webhookJobs()),
    parser: providerDeliveryParser,
    callbacks,
    secrets: {
      get: async (name) =>
        name === 'viraliza/test/finder-webhook' ? SECRET : Promise.reject(new Error('unknown secret')),
    },
    finderWebhookSecretName: 'viraliza/test/finder-webhook',
  };
});

function post(body: unknown, signature?: string, base64 = false): APIGatewayProxyEventV2 {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    routeKey: 'POST /api/webhooks/finder',
    headers: { [SIGNATURE_HEADER]: signature ?? sign(raw, SECRET, T) },
    requestContext: { requestId: 'req-1' },
    body: base64 ? Buffer.from(raw).toString('base64') : raw,
    isBase64Encoded: base64,
  } as unknown as APIGatewayProxyEventV2;
}

const bodyOf = (r: { body?: string }) => JSON.parse(r.body!) as Record<string, unknown>;

describe('POST /api/webhooks/finder', () => {
  it('stores the last results and resumes the waiting execution with their count', async () => {
    const res = await handler(post({ jobId: 'j1', status: 'succeeded', results: [providerItem(1)] }));
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toEqual({ received: true, duplicate: false, stored: 1 });
    expect(calls).toEqual([['succeed', 'token-j1', { jobId: 'j1', received: 1 }]]);
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'finder webhook received', requestId: 'req-1', userId: 'ana', jobId: 'j1' }),
    );
  });

  it('accepts a base64-encoded body, signed over the decoded bytes', async () => {
    const res = await handler(post({ jobId: 'j1', status: 'succeeded' }, undefined, true));
    expect(res.statusCode).toBe(200);
    expect(calls[0]?.[0]).toBe('succeed');
  });

  it('fails the execution when the provider reports a failure', async () => {
    const res = await handler(post({ jobId: 'j1', status: 'failed', error: 'quota' }));
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([['fail', 'token-j1', 'FinderProviderFailed', 'quota']]);
  });

  it('answers 401 to a bad signature and touches no job', async () => {
    const res = await handler(post({ jobId: 'j1', status: 'succeeded' }, sign('{}', SECRET, T)));
    expect(res.statusCode).toBe(401);
    expect(bodyOf(res)).toEqual({ error: 'unauthorized', message: 'Assinatura inválida.' });
    expect(calls).toEqual([]);
  });

  it('answers 401 without a signature header', async () => {
    const event = post({ jobId: 'j1', status: 'succeeded' });
    event.headers = {};
    expect((await handler(event)).statusCode).toBe(401);
  });

  it('answers 400 to a signed body that is not a valid callback', async () => {
    expect((await handler(post({ jobId: '../x', status: 'succeeded' }))).statusCode).toBe(400);
    expect((await handler(post('not json'))).statusCode).toBe(400);
    expect(calls).toEqual([]);
  });

  it('answers 404 for an unknown job', async () => {
    expect((await handler(post({ jobId: 'nope', status: 'succeeded' }))).statusCode).toBe(404);
  });

  it('answers 400 to a delivery with one malformed item', async () => {
    const res = await handler(post({ jobId: 'j1', status: 'partial', results: [providerItem(1), { url: 'x' }] }));
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({ error: 'validation_failed', message: 'Item 2 inválido: id.' });
  });

  it('answers 200 and does nothing for a job that already finished', async () => {
    const res = await handler(post({ jobId: 'done', status: 'succeeded' }));
    expect(bodyOf(res)).toEqual({ received: true, duplicate: true, stored: 0 });
    expect(calls).toEqual([]);
  });

  it('answers 200 when Step Functions no longer knows the token: the results are stored all the same', async () => {
    tokenStillValid = false;
    const res = await handler(post({ jobId: 'j1', status: 'succeeded', results: [providerItem(1)] }));
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res)).toEqual({ received: true, duplicate: false, stored: 1 });
  });

  it('answers a generic 500 when the secret cannot be read, without leaking why', async () => {
    deps = { ...deps, secrets: { get: async () => Promise.reject(new Error('extension down')) } };
    const res = await handler(post({ jobId: 'j1', status: 'succeeded' }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('extension');
  });

  describe('in local mode, where no secret was configured (docs/LOCAL-MODE.md §finder-webhook)', () => {
    beforeEach(() => {
      const base = testDeps(NOW, lines);
      const local = { ...base, config: { ...base.config, mode: 'local' as const } };
      deps = {
        ...local,
        ...makeWebhookParts(local, {}),
        store: new MemoryFinderStore(webhookJobs()),
        parser: providerDeliveryParser,
      };
    });

    const valid = JSON.stringify({ jobId: 'j1', status: 'succeeded' });
    it.each([
      { label: 'an unsigned post', raw: valid, signature: undefined },
      { label: 'a garbled signature', raw: valid, signature: 't=1,v1=zz' },
      { label: 'a well-formed signature made with a guessed secret', raw: valid, signature: sign(valid, 'guess', T) },
      { label: 'malformed JSON, badly signed', raw: '{"jobId":', signature: sign('{"jobId":', 'guess', T) },
    ])('answers 401, not 500, to $label', async ({ raw, signature }) => {
      const event = post(raw, signature);
      if (signature === undefined) event.headers = {};
      const res = await handler(event);
      expect(res.statusCode).toBe(401);
      expect(bodyOf(res)).toEqual({ error: 'unauthorized', message: 'Assinatura inválida.' });
      expect(calls).toEqual([]);
    });
  });
});

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { setDeps } from '../deps';
import { testDeps } from '../http/test-deps';
import { CONNECTION_TTL_SECONDS, handler as connect } from './ws-connect.handler';
import { handler as disconnect } from './ws-disconnect.handler';

let added: Array<[string, string, number]>;
let removed: string[];

beforeEach(() => {
  added = [];
  removed = [];
  setDeps(
    testDeps({
      tokens: { 'token-ana': 'ana' },
      connections: {
        add: async (id, userId, ttl) => void added.push([id, userId, ttl]),
        remove: async (id) => void removed.push(id),
        listForUser: async () => [],
      },
    }),
  );
});

afterEach(() => setDeps(undefined));

describe('WebSocket $connect', () => {
  it("records the connection under the token's user for two hours", async () => {
    const result = await connect({
      requestContext: { connectionId: 'c1' },
      queryStringParameters: { token: 'token-ana', userId: 'someone-else' },
    });
    expect(result).toEqual({ statusCode: 200, body: 'Connected' });
    expect(added).toEqual([['c1', 'ana', 2 * 60 * 60]]);
    expect(CONNECTION_TTL_SECONDS).toBe(7200);
  });

  it.each([
    { why: 'no query string', query: null },
    { why: 'no token', query: {} },
    { why: 'a forged token', query: { token: 'forged' } },
  ])('refuses $why with 401 and records nothing', async ({ query }) => {
    const result = await connect({ requestContext: { connectionId: 'c1' }, queryStringParameters: query });
    expect(result).toEqual({ statusCode: 401, body: 'Unauthorized' });
    expect(added).toEqual([]);
  });
});

describe('WebSocket $disconnect', () => {
  it('forgets the connection', async () => {
    expect(await disconnect({ requestContext: { connectionId: 'c1' } })).toEqual({
      statusCode: 200,
      body: 'Disconnected',
    });
    expect(removed).toEqual(['c1']);
  });
});

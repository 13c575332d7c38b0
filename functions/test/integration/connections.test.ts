import { makeHarness, newUserId, type Harness } from './harness';
import { makeHandler as makeWsConnect } from '../../src/handlers/realtime/ws-connect.handler';
import { makeHandler as makeWsDisconnect } from '../../src/handlers/realtime/ws-disconnect.handler';
import { DynamoConnectionStore } from '../../src/adapters/dynamo/connection-store.dynamo';
import { makeDocumentClient } from '../../src/adapters/dynamo/client';
import { fixedClock } from '../../src/core/clock';
let wsConnect: ReturnType<typeof makeWsConnect>;
let wsDisconnect: ReturnType<typeof makeWsDisconnect>;

let h: Harness;
beforeAll(async () => {
  h = await makeHarness();
  wsConnect = makeWsConnect(h.deps);
  wsDisconnect = makeWsDisconnect(h.deps);
});

describe('WebSocket connections', () => {
  it('records a connection on $connect with a valid token and forgets it on $disconnect', async () => {
    const userId = newUserId();
    const res = await wsConnect({
      requestContext: { connectionId: 'conn-1-' + userId },
      queryStringParameters: { token: await h.tokenFor(userId) },
    });
    expect(res).toMatchObject({ statusCode: 200 });
    expect(await h.deps.connections.listForUser(userId)).toEqual(['conn-1-' + userId]);

    await wsDisconnect({ requestContext: { connectionId: 'conn-1-' + userId } });
    expect(await h.deps.connections.listForUser(userId)).toEqual([]);
  });

  it('refuses a connection without a token or with a forged one', async () => {
    expect(await wsConnect({ requestContext: { connectionId: 'x1' }, queryStringParameters: {} })).toMatchObject({
      statusCode: 401,
    });
    expect(
      await wsConnect({ requestContext: { connectionId: 'x2' }, queryStringParameters: { token: 'a.b.c' } }),
    ).toMatchObject({ statusCode: 401 });
  });

  it('treats expired connection records as gone, since DynamoDB Local keeps them', async () => {
    const userId = newUserId();
    const db = makeDocumentClient({ region: 'us-east-1', endpoint: process.env.TEST_DYNAMO_ENDPOINT });
    const past = new DynamoConnectionStore(db, process.env.TEST_TABLE_NAME!, fixedClock('2020-01-01T00:00:00Z'));
    await past.add('old-' + userId, userId, 60);
    await h.deps.connections.add('new-' + userId, userId, 60);

    expect(await h.deps.connections.listForUser(userId)).toEqual(['new-' + userId]);
  });
});

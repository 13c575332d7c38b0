import { appConnectionItems, connectionIdOf, remoteConnectionItem, toConnectionOwner } from './connection.entity';

const pairing = { code: 'ABC234', userId: 'ana', sessionId: 's1', createdAt: 100, expiresAt: 7300 };

describe('the connection entity', () => {
  it("reads back an app connection's two items", () => {
    const [byUser, byId] = appConnectionItems('c1', 'ana', 500);
    expect(byUser).toMatchObject({ pk: 'USER#ana', sk: 'WSCONN#c1', ttl: 500 });
    expect(byId).toMatchObject({ pk: 'WSCONN#c1', sk: 'WSCONN', ttl: 500 });
    expect(connectionIdOf(byUser)).toBe('c1');
    expect(toConnectionOwner(byId)).toEqual({ kind: 'app', userId: 'ana' });
  });

  it("reads back a phone remote's item, expiring with its pairing", () => {
    const item = remoteConnectionItem('c2', pairing);
    expect(item).toMatchObject({ pk: 'WSCONN#c2', kind: 'remote', ttl: 7300 });
    expect(toConnectionOwner(item)).toEqual({ kind: 'remote', userId: 'ana', code: 'ABC234', sessionId: 's1' });
  });

  it('refuses a malformed item', () => {
    expect(() => toConnectionOwner({ pk: 'WSCONN#c1', sk: 'WSCONN' })).toThrow();
    expect(() => toConnectionOwner({ kind: 'remote', userId: 'ana' })).toThrow();
    expect(() => connectionIdOf({ pk: 'USER#ana', sk: 'WSCONN#c1' })).toThrow();
  });
});

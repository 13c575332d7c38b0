import { pairingItem, pairingRefItem, pairingRemoteItem, remoteIdOf, toPairing } from './pairing.entity';

const pairing = { code: 'ABC234', userId: 'ana', sessionId: 's1', createdAt: 100, expiresAt: 7300 };

describe('the pairing entities', () => {
  it('reads back the pairing, its pointer and a remote row, all expiring with it', () => {
    const item = pairingItem(pairing);
    expect(item).toMatchObject({ pk: 'PAIR#ABC234', sk: 'PAIRING', type: 'pairing', ttl: 7300 });
    expect(toPairing(item)).toEqual(pairing);
    expect(pairingRefItem(pairing)).toEqual({
      pk: 'USER#ana',
      sk: 'PAIRREF#ABC234',
      type: 'pairingRef',
      code: 'ABC234',
      ttl: 7300,
    });
    const remote = pairingRemoteItem('c1', pairing);
    expect(remote).toMatchObject({ pk: 'PAIR#ABC234', sk: 'REMOTE#c1', ttl: 7300 });
    expect(remoteIdOf(remote)).toBe('c1');
  });

  it('refuses a malformed item', () => {
    expect(() => toPairing({ ...pairingItem(pairing), expiresAt: '7300' })).toThrow();
    expect(() => toPairing({ ...pairingItem(pairing), userId: undefined })).toThrow();
    expect(() => remoteIdOf({ pk: 'PAIR#ABC234', sk: 'REMOTE#c1' })).toThrow();
  });
});

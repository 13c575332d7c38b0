import { fixedClock } from '../core/clock';
import { ConflictError } from '../core/errors';
import { PAIRING_CODE_ALPHABET, isPairingCode } from '@shared/teleprompter/remote.schema';
import { PAIRING_CREATE_ATTEMPTS, createPairing, randomPairingCode } from './create-pairing';
import { MemoryPairingStore, aPairing } from './test-support';

const clock = fixedClock('2026-03-15T09:30:00.000Z');

describe('randomPairingCode', () => {
  it('draws 6 characters of the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) expect(isPairingCode(randomPairingCode())).toBe(true);
  });

  it('maps each draw to one character', () => {
    let n = 0;
    expect(randomPairingCode(() => n++)).toBe(PAIRING_CODE_ALPHABET.slice(0, 6));
  });
});

describe('createPairing', () => {
  it('stores a code for the caller’s tab, valid for 2 hours', async () => {
    const pairings = new MemoryPairingStore();
    const result = await createPairing({ pairings, clock, newCode: () => 'AB3K7P' }, 'ana', 'tab-0001-ana');
    expect(result).toEqual({ code: 'AB3K7P', expiresAt: '2026-03-15T11:30:00.000Z' });
    expect(pairings.pairings.get('AB3K7P')).toEqual({
      code: 'AB3K7P',
      userId: 'ana',
      sessionId: 'tab-0001-ana',
      createdAt: Date.parse('2026-03-15T09:30:00Z') / 1000,
      expiresAt: Date.parse('2026-03-15T11:30:00Z') / 1000,
    });
  });

  it('draws another code when a live pairing holds the first one', async () => {
    const pairings = new MemoryPairingStore();
    await pairings.create(
      aPairing({ code: 'AAAAAA', userId: 'bia', expiresAt: Date.parse('2026-03-15T10:00:00Z') / 1000 }),
      clock.now(),
    );
    const codes = ['AAAAAA', 'BBBBBB'];
    const result = await createPairing({ pairings, clock, newCode: () => codes.shift()! }, 'ana', 'tab-0001-ana');
    expect(result.code).toBe('BBBBBB');
    expect(pairings.pairings.get('AAAAAA')?.userId).toBe('bia');
  });

  it('takes over the code of an expired pairing', async () => {
    const pairings = new MemoryPairingStore();
    await pairings.create(
      aPairing({ code: 'AAAAAA', userId: 'bia', expiresAt: Date.parse('2026-03-15T09:00:00Z') / 1000 }),
      clock.now(),
    );
    const result = await createPairing({ pairings, clock, newCode: () => 'AAAAAA' }, 'ana', 'tab-0001-ana');
    expect(result.code).toBe('AAAAAA');
    expect(pairings.pairings.get('AAAAAA')?.userId).toBe('ana');
  });

  it(`gives up with a 409 after ${PAIRING_CREATE_ATTEMPTS} collisions`, async () => {
    const create = jest.fn(async () => false);
    await expect(
      createPairing({ pairings: { create }, clock, newCode: () => 'AAAAAA' }, 'ana', 'tab-0001-ana'),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(create).toHaveBeenCalledTimes(PAIRING_CREATE_ATTEMPTS);
  });
});

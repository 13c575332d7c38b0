import { pendingChargeItem, toChargeRecord } from './charge.entity';

const now = new Date('2026-03-15T09:30:00.000Z');

describe('the charge entity', () => {
  it('reads back a pending charge under USER#<sub> / GEN#<operationId>, without a ttl', () => {
    const item = pendingChargeItem({ userId: 'ana', operationId: 'op-1', kind: 'generate', cost: 2, now });
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'GEN#op-1', type: 'generation', cost: 2 });
    expect(item).not.toHaveProperty('ttl');
    expect(toChargeRecord(item, now)).toEqual({ status: 'pending', resultIds: [] });
    expect(toChargeRecord({ ...item, status: 'failed', message: 'Falhou.' }, now)).toEqual({
      status: 'failed',
      resultIds: [],
      message: 'Falhou.',
    });
  });

  it('refuses a malformed charge', () => {
    const item = pendingChargeItem({ userId: 'ana', operationId: 'op-1', kind: 'generate', cost: 2, now });
    expect(() => toChargeRecord({ ...item, status: 'talvez' }, now)).toThrow();
    expect(() => toChargeRecord({ ...item, scriptIds: [1] }, now)).toThrow();
  });
});

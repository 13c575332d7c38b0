import { diagnosticItem, markerOf } from './diagnostic.entity';

describe('the diagnostic entity', () => {
  it('reads back the marker it lays out, expiring within the hour', () => {
    const now = new Date('2026-03-15T09:30:00.000Z');
    const item = diagnosticItem({ pk: 'USER#ana', sk: 'DIAG#x' }, 'diagnostico-1', now);
    expect(item).toMatchObject({ type: 'diagnostic', ttl: now.getTime() / 1000 + 3600 });
    expect(markerOf(item)).toBe('diagnostico-1');
  });

  it('refuses an item without a marker', () => {
    expect(() => markerOf({ pk: 'USER#ana', sk: 'DIAG#x' })).toThrow();
  });
});

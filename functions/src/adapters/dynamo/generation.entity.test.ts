import { queuedGenerationItem, toGenerationRecord } from './generation.entity';

const queued = {
  generationId: 'g-1',
  kind: 'script' as const,
  input: { mode: 'simple', idea: 'Bolo', influencer: '' },
  cost: 100,
  createdAt: '2026-03-15T09:30:00.000Z',
};

describe('the generation entity', () => {
  it('lays a queued job out under USER#<sub> / GENERATION#<id>, outside the charges’ GEN# prefix, expiring a week on', () => {
    const item = queuedGenerationItem('ana', queued);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'GENERATION#g-1', status: 'queued', parts: [], cost: 100 });
    expect(String(item.sk).startsWith('GEN#')).toBe(false);
    expect(item.ttl).toBe(Date.parse(queued.createdAt) / 1000 + 7 * 86_400);
    // the input as JSON text: its empty strings are no attribute values
    expect(typeof item.input).toBe('string');
  });

  it('reads back what it lays out, and what the worker adds', () => {
    const item = queuedGenerationItem('ana', queued);
    expect(toGenerationRecord('ana', item)).toEqual({ userId: 'ana', ...queued, status: 'queued', parts: [] });
    const failed = { ...item, status: 'failed', parts: ['Um'], message: 'Erro ao gerar roteiro', code: 'internal' };
    expect(toGenerationRecord('ana', failed)).toMatchObject({ status: 'failed', parts: ['Um'], code: 'internal' });
  });

  it('refuses a malformed item', () => {
    expect(() => toGenerationRecord('ana', { ...queuedGenerationItem('ana', queued), kind: 'video' })).toThrow();
    expect(() => toGenerationRecord('ana', { ...queuedGenerationItem('ana', queued), status: 'lost' })).toThrow();
  });
});

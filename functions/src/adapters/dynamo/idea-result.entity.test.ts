import type { IdeaResult } from '../../ideas/ports';
import { ideaResultItem, toIdeaResult } from './idea-result.entity';

const result: IdeaResult = {
  tool: 'questions',
  operationId: 'op-1',
  input: { tema: 'Bolo' },
  result: { perguntas: ['Por quê?'] },
  writer: 'bedrock',
  createdAt: '2026-03-15T09:30:00.000Z',
  saved: { '0': 'script-1' },
};

describe('the idea result entity', () => {
  it('reads back what it lays out, under USER#<sub> / IDEA#<operationId>, expiring with its charge', () => {
    const item = ideaResultItem('ana', result);
    expect(item).toMatchObject({ pk: 'USER#ana', sk: 'IDEA#op-1', type: 'idea-result' });
    expect(typeof item.ttl).toBe('number');
    expect(toIdeaResult(item)).toEqual(result);
  });

  it('reads an unknown writer as offline and a missing saved map as empty', () => {
    const item = { ...ideaResultItem('ana', result), writer: 'futuro', saved: undefined };
    expect(toIdeaResult(item)).toEqual({ ...result, writer: 'offline', saved: {} });
  });

  it('refuses a malformed item', () => {
    expect(() => toIdeaResult({ ...ideaResultItem('ana', result), tool: 'outra' })).toThrow();
    expect(() => toIdeaResult({ ...ideaResultItem('ana', result), operationId: undefined })).toThrow();
  });
});

import { memoryStorage } from '../../lib/test-support';
import { INITIAL_FORM, memoryKey, readMemory, streamedQuestions, writeMemory } from './viral-questions-state';

const memory = {
  form: { niche: 'confeitaria', quantity: 25 as const },
  result: { niche: 'confeitaria', questions: ['Quanto cobrar por um bolo?'], writer: 'offline' as const },
};

describe("the page's memory", () => {
  it('gives back the form and the last result of the same user only', () => {
    const storage = memoryStorage();
    writeMemory(storage, 'ana', memory);
    expect(readMemory(storage, 'ana')).toEqual(memory);
    expect(readMemory(storage, 'bia')).toEqual({ form: INITIAL_FORM, result: null });
    expect(INITIAL_FORM).toEqual({ niche: '', quantity: 10 });
  });

  it('starts fresh from anything it cannot trust', () => {
    const storage = memoryStorage();
    for (const raw of ['{', '"texto"', JSON.stringify({ ...memory, form: { niche: 'x', quantity: 7 } })]) {
      storage.setItem(memoryKey('ana'), raw);
      expect(readMemory(storage, 'ana')).toEqual({ form: INITIAL_FORM, result: null });
    }
  });

  it('forgets quietly when the storage refuses to write', () => {
    const storage = memoryStorage({ refuse: true });
    expect(() => writeMemory(storage, 'ana', memory)).not.toThrow();
    expect(readMemory(storage, 'ana').result).toBeNull();
  });
});

describe('the questions of a streaming answer', () => {
  it('shows the questions written so far, the last one still growing', () => {
    expect(streamedQuestions({ questions: ['Como começar?', '  Quanto   cus'] })).toEqual([
      'Como começar?',
      'Quanto cus',
    ]);
  });

  it('shows nothing before the list starts, and skips what is not a question yet', () => {
    expect(streamedQuestions(undefined)).toEqual([]);
    expect(streamedQuestions({})).toEqual([]);
    expect(streamedQuestions({ questions: 'oi' })).toEqual([]);
    expect(streamedQuestions({ questions: ['', 3, null, 'Vale a pena?'] })).toEqual(['Vale a pena?']);
  });
});

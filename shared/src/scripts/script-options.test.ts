import { sizingWordsPerMinute, targetWordCount } from './script-options';

describe('sizing a script by the measured pace (docs/PRODUCT.md §flows.teleprompter.pace)', () => {
  it('sizes with the average within 100–200 once there is a take, else at 130', () => {
    expect(sizingWordsPerMinute(null)).toBe(130);
    expect(sizingWordsPerMinute({ averageWpm: null, takes: 0 })).toBe(130);
    expect(sizingWordsPerMinute({ averageWpm: 152, takes: 4 })).toBe(152);
    expect(sizingWordsPerMinute({ averageWpm: 80, takes: 1 })).toBe(100);
    expect(sizingWordsPerMinute({ averageWpm: 240, takes: 3 })).toBe(200);
  });

  it('turns a duration into words at that rate', () => {
    expect(targetWordCount(60)).toBe(130);
    expect(targetWordCount(60, 152)).toBe(152);
    expect(targetWordCount(30, 160)).toBe(80);
  });
});

import * as z from 'zod/mini';
import '../zod-locale';
import { countFillers, countWords, fillerSummary, paceWords, wordsPerMinute } from './delivery';
import { PACE_MESSAGES, paceOf, paceTakeSchema } from './pace.schema';

const none = { ne: 0, tipo: 0, entao: 0, ai: 0, hesitacao: 0 };

describe('countFillers', () => {
  it('counts né, então and aí every time', () => {
    expect(countFillers('Então, gente, isso é importante, né? E aí você grava. Aí, né, posta.')).toEqual({
      counts: { ...none, ne: 2, entao: 1, ai: 2 },
      total: 5,
    });
  });

  it("counts 'tipo' as a filler, but not the noun before de / do / da", () => {
    expect(countFillers('é tipo assim, esse tipo de vídeo, o tipo do conteúdo, tipo, viraliza')).toEqual({
      counts: { ...none, tipo: 2 },
      total: 2,
    });
  });

  it("counts 'é' only as a hesitation: lengthened, trailing off, or twice in a row; never the verb", () => {
    expect(countFillers('o segredo é simples e é barato').total).toBe(0);
    expect(countFillers('éé o segredo é... simples ééé')).toEqual({ counts: { ...none, hesitacao: 3 }, total: 3 });
    expect(countFillers('o segredo é é simples').counts.hesitacao).toBe(1);
    expect(countFillers('é… hum, ahn, eee').counts.hesitacao).toBe(4);
    expect(countFillers('eu e ela e você').total).toBe(0);
  });

  it('ignores case and punctuation, and an empty transcript has none', () => {
    expect(countFillers('NÉ?! Né... "né"').counts.ne).toBe(3);
    expect(countFillers('')).toEqual({ counts: none, total: 0 });
  });
});

describe('words and pace', () => {
  it('counts words, numbers too, and leaves the fillers out of the pace', () => {
    expect(countWords('São 3 erros — né?')).toBe(4);
    expect(paceWords('então são 3 erros né')).toBe(3);
  });

  it('gives words per minute, rounded, and 0 without time or words', () => {
    expect(wordsPerMinute(148, 60_000)).toBe(148);
    expect(wordsPerMinute(100, 45_000)).toBe(133);
    expect(wordsPerMinute(10, 0)).toBe(0);
    expect(wordsPerMinute(0, 10_000)).toBe(0);
  });

  it("summarises the fillers heard: 'né ×3, tipo ×1'", () => {
    expect(fillerSummary(countFillers('né tipo né né'))).toBe('né ×3, tipo ×1');
    expect(fillerSummary(countFillers('nada aqui'))).toBe('');
  });
});

describe('paceTakeSchema', () => {
  const take = { words: 150, durationMs: 60_000, fillers: 2, source: 'voice' };
  const message = (value: unknown) => {
    const r = z.safeParse(paceTakeSchema, value);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('accepts a plausible take', () => {
    expect(z.parse(paceTakeSchema, take)).toEqual(take);
    expect(message({ ...take, source: 'recording' })).toBeNull();
  });

  it.each([
    [{ ...take, words: 0 }, PACE_MESSAGES.words],
    [{ ...take, words: 1.5 }, PACE_MESSAGES.words],
    [{ ...take, durationMs: 2_999 }, PACE_MESSAGES.durationMs],
    [{ ...take, durationMs: 3_600_001 }, PACE_MESSAGES.durationMs],
    [{ ...take, fillers: -1 }, PACE_MESSAGES.fillers],
    [{ ...take, source: 'typed' }, PACE_MESSAGES.source],
    [{ ...take, words: 59 }, PACE_MESSAGES.wpm], // 59 wpm
    [{ ...take, words: 261 }, PACE_MESSAGES.wpm], // 261 wpm
  ])('refuses %j in pt-BR', (value, expected) => expect(message(value)).toBe(expected));

  it('accepts the bounds themselves (60 and 260 wpm)', () => {
    expect(message({ ...take, words: 60 })).toBeNull();
    expect(message({ ...take, words: 260 })).toBeNull();
  });
});

describe('the average and what the creator sizes with', () => {
  it('averages all words over all time, so a long take weighs more', () => {
    // 100 words in 60 s and 400 in 120 s: 500 words in 3 minutes
    expect(paceOf({ totalWords: 500, totalMs: 180_000, takes: 2 })).toEqual({ averageWpm: 167, takes: 2 });
    expect(paceOf(null)).toEqual({ averageWpm: null, takes: 0 });
  });
});

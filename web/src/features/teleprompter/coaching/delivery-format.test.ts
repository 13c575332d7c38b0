import {
  NO_FILLERS,
  analyzeTake,
  averageText,
  fillersText,
  paceTakeOf,
  presetComparison,
  wpmText,
} from './delivery-format';

/** A voice-followed take as Chrome's recognizer wrote it: 36 words, 4 of them possible fillers. */
const TRANSCRIPT =
  'então você quer viralizar no Instagram sem gastar nada né presta atenção nesse vídeo o primeiro erro que todo criador comete é postar sem estratégia tipo você precisa saber exatamente quem é o seu público né';

describe('analyzeTake', () => {
  it('measures the words heard without the fillers over the speaking time', () => {
    const a = analyzeTake({ transcript: TRANSCRIPT, durationMs: 14_000 });
    expect(a.fillers.total).toBe(4);
    expect(a.words).toBe(32);
    expect(a.wpm).toBe(137); // 32 words in 14 s
    expect(a).toMatchObject({ measurable: true, plausible: true });
    expect(paceTakeOf(a, 'voice')).toEqual({ words: 32, durationMs: 14_000, fillers: 4, source: 'voice' });
  });

  it('does not measure a take under 3 s or without words, and saves none', () => {
    const short = analyzeTake({ transcript: 'você quer', durationMs: 2_000 });
    expect(short).toMatchObject({ measurable: false, plausible: false });
    expect(paceTakeOf(short, 'voice')).toBeNull();
    expect(analyzeTake({ transcript: '', durationMs: 10_000 }).measurable).toBe(false);
  });

  it('shows but does not save a pace no reading has (over 260 wpm)', () => {
    const a = analyzeTake({ transcript: TRANSCRIPT, durationMs: 5_000 });
    expect(a).toMatchObject({ wpm: 384, measurable: true, plausible: false });
    expect(paceTakeOf(a, 'recording')).toBeNull();
  });
});

describe('the report texts', () => {
  it("reads '148 palavras por minuto'", () => {
    expect(wpmText(148)).toBe('148 palavras por minuto');
    expect(wpmText(1)).toBe('1 palavra por minuto');
  });

  it("compares with the content type's range, and says nothing for 'Personalizado'", () => {
    expect(presetComparison(170, 'moderate')).toBe('Dentro do ritmo de Conversacional (160–180 ppm).');
    expect(presetComparison(148, 'moderate')).toBe('Mais devagar que o ritmo de Conversacional (160–180 ppm).');
    expect(presetComparison(160, 'slow')).toBe('Mais rápido que o ritmo de Corporativo / Tutorial (130–150 ppm).');
    expect(presetComparison(195, 'fast')).toBe('Dentro do ritmo de Energético / Ads (até 200 ppm).');
    expect(presetComparison(150, 'custom')).toBeNull();
  });

  it("lists the fillers heard: 'né ×2, tipo ×1, então ×1'", () => {
    expect(fillersText(analyzeTake({ transcript: TRANSCRIPT, durationMs: 14_000 }).fillers)).toBe(
      'né ×2, tipo ×1, então ×1',
    );
    expect(fillersText(analyzeTake({ transcript: 'tudo certo', durationMs: 14_000 }).fillers)).toBe(NO_FILLERS);
  });

  it("states the stored average: 'Seu ritmo médio: 152 ppm em 4 tomadas'", () => {
    expect(averageText({ averageWpm: 152, takes: 4 })).toBe('Seu ritmo médio: 152 ppm em 4 tomadas');
    expect(averageText({ averageWpm: 1520, takes: 1 })).toBe('Seu ritmo médio: 1.520 ppm em 1 tomada');
    expect(averageText({ averageWpm: null, takes: 0 })).toBeNull();
    expect(averageText(undefined)).toBeNull();
  });
});

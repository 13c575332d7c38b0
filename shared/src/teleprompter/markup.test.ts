import { CONTENT_TYPES, type ContentType } from './presets';
import { countSpokenWords, estimateMinutes, parsePrompterText, prompterWords, type PrompterLine } from './markup';

/** A compact view of a parsed line: kind, shown text, words, first word's global index, source line. */
const view = (l: PrompterLine) => [l.kind, l.text, l.words.join('|'), l.firstWord, l.sourceLine] as const;

describe('parsePrompterText (docs/PRODUCT.md §limits.teleprompter)', () => {
  const cases: Array<[string, string, ReadonlyArray<readonly [string, string, string, number, number]>]> = [
    ['plain speech', 'Bom dia, gente', [['speech', 'Bom dia, gente', 'Bom|dia,|gente', 0, 0]]],
    [
      'words are numbered across lines',
      'Um dois\ntrês',
      [
        ['speech', 'Um dois', 'Um|dois', 0, 0],
        ['speech', 'três', 'três', 2, 1],
      ],
    ],
    [
      'an inline direction is removed and the words close up',
      'Olha isso [corte rápido] incrível',
      [['speech', 'Olha isso incrível', 'Olha|isso|incrível', 0, 0]],
    ],
    [
      'an inline [pause] is removed: the line keeps its words',
      'Respira [pause] e vai',
      [['speech', 'Respira e vai', 'Respira|e|vai', 0, 0]],
    ],
    [
      '[Emphasize: x] makes the line bold, tag removed',
      '[Emphasize: agora] Faça já',
      [['emphasis', 'Faça já', 'Faça|já', 0, 0]],
    ],
    [
      '[emphasize] in the middle, any case',
      'Nunca [EMPHASIZE] desista',
      [['emphasis', 'Nunca desista', 'Nunca|desista', 0, 0]],
    ],
    ['[smile] makes the line bold', '[smile] Até amanhã', [['emphasis', 'Até amanhã', 'Até|amanhã', 0, 0]]],
    ['a line that is [pause] is a pause', '[pause]', [['pause', '…', '', 0, 0]]],
    ['[PAUSE] in capitals too', '  [PAUSE]  ', [['pause', '…', '', 0, 0]]],
    ['a line that is ... is a pause', '...', [['pause', '…', '', 0, 0]]],
    ['a line that is … is a pause', '…', [['pause', '…', '', 0, 0]]],
    ['four dots are speech, not a pause', '....', [['speech', '....', '....', 0, 0]]],
    ['... inside a sentence stays', 'Então... vamos', [['speech', 'Então... vamos', 'Então...|vamos', 0, 0]]],
    [
      'a directions-only line goes entirely (no blank left)',
      'Oi\n[corte para o B-roll]\ntchau',
      [
        ['speech', 'Oi', 'Oi', 0, 0],
        ['speech', 'tchau', 'tchau', 1, 2],
      ],
    ],
    [
      'CRLF and CR line endings',
      'Um\r\ndois\rtrês',
      [
        ['speech', 'Um', 'Um', 0, 0],
        ['speech', 'dois', 'dois', 1, 1],
        ['speech', 'três', 'três', 2, 2],
      ],
    ],
    [
      'blank lines are gaps that keep the next word index',
      'Um\n\n   \ndois',
      [
        ['speech', 'Um', 'Um', 0, 0],
        ['blank', '', '', 1, 1],
        ['blank', '', '', 1, 2],
        ['speech', 'dois', 'dois', 1, 3],
      ],
    ],
    [
      'a pause between lines carries the next index and takes no word',
      'Um dois\n[pause]\ntrês',
      [
        ['speech', 'Um dois', 'Um|dois', 0, 0],
        ['pause', '…', '', 2, 1],
        ['speech', 'três', 'três', 2, 2],
      ],
    ],
    ['runs of spaces and tabs collapse', 'a \t  b', [['speech', 'a b', 'a|b', 0, 0]]],
    ['an empty text is one gap', '', [['blank', '', '', 0, 0]]],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(parsePrompterText(input).map(view)).toEqual(expected);
  });

  it('numbers every word once, in order: prompterWords[i] is the word the reading area marks i', () => {
    const lines = parsePrompterText('Um dois\n[pause]\n\n[smile] três quatro\n[corte]\ncinco');
    const words = prompterWords(lines);
    expect(words).toEqual(['Um', 'dois', 'três', 'quatro', 'cinco']);
    for (const line of lines) line.words.forEach((w, i) => expect(words[line.firstWord + i]).toBe(w));
  });
});

describe('countSpokenWords', () => {
  it('counts speech only: tags, pauses and directions are not words', () => {
    expect(countSpokenWords('Um dois [pause] três\n[pause]\n...\n[corte]\n[Emphasize: x] quatro [smile]')).toBe(4);
  });
});

describe('estimateMinutes (docs/PRODUCT.md §limits.teleprompter)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palavra${i}`).join(' ');
  const RATES: Record<ContentType, number> = { slow: 140, moderate: 170, fast: 200, custom: 200 };

  it('is 0 for no words (empty, blank, tags only)', () => {
    for (const text of ['', '   \n\n', '[pause]\n...\n[corte]'])
      for (const type of CONTENT_TYPES) expect(estimateMinutes(text, type)).toBe(0);
  });

  it.each(CONTENT_TYPES.map((t) => [t, RATES[t]] as const))('%s reads at %i words a minute', (type, wpm) => {
    expect(estimateMinutes(words(1), type)).toBe(1);
    expect(estimateMinutes(words(wpm), type)).toBe(1); // an exact multiple is not rounded up
    expect(estimateMinutes(words(wpm + 1), type)).toBe(2); // one word more is a started minute
    expect(estimateMinutes(words(2 * wpm), type)).toBe(2);
    expect(estimateMinutes(words(3 * wpm - 1), type)).toBe(3);
  });

  it('does not count tags: 170 words plus tags is still one minute at the moderate rate', () => {
    const text = `[smile] ${words(85)} [pause]\n[pause]\n[corte para o B-roll]\n${words(85)} [Emphasize: isso]`;
    expect(estimateMinutes(text, 'moderate')).toBe(1);
    expect(estimateMinutes(`${text} mais`, 'moderate')).toBe(2);
  });
});

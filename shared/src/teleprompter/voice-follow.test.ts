import { parsePrompterText, prompterWords } from './markup';
import {
  advance,
  createVoiceFollower,
  isFiller,
  normalizeWord,
  prepareScript,
  similarWords,
  transcriptWords,
  type HeardResult,
} from './voice-follow';

/** A script as the creator hands it to the teleprompter, tags and a pause line included. */
const SCRIPT = `[GANCHO]
Você quer viralizar no Instagram sem gastar nada? Então presta atenção nesse vídeo.
[pause]
O primeiro erro que todo criador comete é postar sem estratégia.
Você precisa saber exatamente quem é o seu público antes de gravar qualquer coisa.
[emphasize] Segundo erro: ignorar os 3 primeiros segundos do vídeo.
É ali que a pessoa decide se fica ou se vai embora.
[CTA]
Comenta aqui embaixo qual desses erros você já cometeu.`;

const WORDS = prompterWords(parsePrompterText(SCRIPT));
const script = prepareScript(WORDS);

/** The index just after the `nth` (1-based) occurrence of `word` (as shown) in the script: the position once it is said. */
function after(word: string, nth = 1): number {
  let seen = 0;
  const i = WORDS.findIndex((w) => normalizeWord(w) === normalizeWord(word) && ++seen === nth);
  if (i < 0) throw new Error(`${word} #${nth} is not in the script`);
  return i + 1;
}

const say = (from: number, transcript: string) => advance(script, from, transcriptWords(transcript)).position;

describe('normalizeWord', () => {
  it.each([
    ['Você,', 'voce'],
    ['ESTRATÉGIA.', 'estrategia'],
    ['"atenção"', 'atencao'],
    ['3', '3'],
    ['três', '3'],
    ['Duas', '2'],
    ['2026', '2026'],
    ['pra', 'para'],
    ['tá', 'esta'],
    ['cê', 'voce'],
    ['—', ''],
    ['fale-me', 'faleme'],
  ])('%s → %s', (word, normalized) => expect(normalizeWord(word)).toBe(normalized));
});

describe('similarWords', () => {
  it.each([
    ['viralisar', 'viralizar', true],
    ['engajamentos', 'engajamento', true],
    ['estrategia', 'estrategias', true],
    ['instagram', 'instagran', true],
    ['casa', 'cada', false], // short words must be equal
    ['que', 'quer', false],
    ['erro', 'erros', true], // a plural misheard
    ['erro', 'ergo', false], // 4 letters each: exact only
    ['primeiro', 'segundo', false],
    ['', '', false],
  ])('%s ~ %s: %s', (a, b, same) => expect(similarWords(a, b)).toBe(same));
});

describe('isFiller', () => {
  it('knows the pt-BR fillers, accents or not', () => {
    for (const w of ['né', 'Tipo', 'então', 'aí', 'ai', 'é', 'éé', 'ééé', 'hum', 'ahn', 'tá', 'sabe'])
      expect([w, isFiller(w)]).toEqual([w, true]);
    for (const w of ['você', 'erro', 'que']) expect([w, isFiller(w)]).toEqual([w, false]);
  });
});

describe('advance: recorded transcripts', () => {
  it('follows a perfect reading word by word to the end', () => {
    const transcript = WORDS.join(' ');
    expect(advance(script, 0, transcriptWords(transcript))).toEqual({
      position: WORDS.length,
      matched: WORDS.length,
      last: WORDS.length - 1,
    });
  });

  it('waits where the speaker stopped', () => {
    expect(say(0, 'você quer viralizar no Instagram')).toBe(after('Instagram'));
    expect(say(0, '')).toBe(0);
  });

  it('tolerates recognition errors: viralisar, voce, instagran, no accents', () => {
    expect(say(0, 'voce quer viralisar no instagran sem gastar nada entao presta atencao')).toBe(after('atenção.'));
  });

  it('reads numbers and number words alike', () => {
    const from = after('Segundo') - 1;
    expect(say(from, 'segundo erro ignorar os três primeiros segundos')).toBe(after('segundos'));
  });

  it('follows across dropped words: a word or two at once, more once the next word confirms', () => {
    // the recognizer lost 'no' and 'sem'
    expect(say(0, 'você quer viralizar Instagram gastar nada')).toBe(after('nada?'));
    // three words lost ('O primeiro erro'): 'que' alone is too common to jump on, 'que todo criador' confirms
    const from = after('vídeo.');
    expect(say(from, 'que')).toBe(from);
    expect(say(from, 'que todo criador')).toBe(after('criador'));
  });

  it('does not jump ahead on a filler burst', () => {
    const from = after('Instagram');
    // 'né tipo então' — 'então' is in the script 5 words ahead, but a filler matches only as the next word
    expect(say(from, 'né tipo então')).toBe(from);
    expect(say(from, 'né tipo então sem gastar nada')).toBe(after('nada?'));
  });

  it("matches 'então' when it is the script's next word", () => {
    expect(say(after('nada?'), 'então presta atenção')).toBe(after('atenção.'));
    expect(say(after('nada?'), 'né é então')).toBe(after('Então'));
  });

  it('ignores a repeated word and a restarted phrase', () => {
    const from = after('estratégia.');
    expect(say(from, 'você você precisa precisa saber')).toBe(after('saber'));
    // going back to re-read never moves the position back
    expect(say(after('saber'), 'você precisa saber exatamente')).toBe(after('exatamente'));
  });

  it('stays put while the speaker goes off-script, then picks up where they return', () => {
    const from = after('estratégia.');
    const aside = 'gente isso aqui é muito importante tá bom eu falo disso toda semana com os meus alunos';
    expect(say(from, aside)).toBe(from);
    expect(say(from, `${aside} você precisa saber exatamente quem é o seu público`)).toBe(after('público'));
  });

  it('never jumps on a common word far ahead, even twice in a row', () => {
    const from = after('presta') - 1;
    // 'que', 'é', 'o' all lie ahead; none is the next word
    expect(say(from, 'que é o que')).toBe(from);
  });

  it('never moves back on a mismatch', () => {
    const from = after('embora.');
    expect(say(from, 'você quer viralizar no Instagram')).toBe(from);
  });

  it('stops at the end', () => {
    const from = after('já');
    expect(advance(script, from, transcriptWords('cometeu obrigado pessoal até a próxima'))).toMatchObject({
      position: WORDS.length,
      matched: 1,
    });
  });
});

describe('createVoiceFollower: a session of growing, revised results', () => {
  const interim = (transcript: string): HeardResult => ({ transcript, isFinal: false });
  const final = (transcript: string): HeardResult => ({ transcript, isFinal: true });

  it('advances with a growing interim result and does not count the final version again', () => {
    const f = createVoiceFollower(WORDS);
    expect(f.hear([interim('você')])).toBe(1);
    expect(f.hear([interim('você quer')])).toBe(2);
    expect(f.hear([interim('você quer viralizar')])).toBe(3);
    expect(f.hear([interim('você quer viralizar')])).toBe(3); // the same event twice
    expect(f.hear([final('você quer viralizar')])).toBe(3);
    expect(f.committed).toBe(3);
    expect(f.lastMatched).toBe(2);
    expect(f.hear([final('você quer viralizar'), interim('no Instagram')])).toBe(after('Instagram'));
  });

  it('keeps the text where it is when an interim result is revised to fewer words, and matches the final from the last final', () => {
    const f = createVoiceFollower(WORDS);
    expect(f.hear([interim('você quer viralizar no Instagram')])).toBe(after('Instagram'));
    // the recognizer changes its mind: 'você quer viralizar o instagram'
    expect(f.hear([interim('você quer viralizar o')])).toBe(after('Instagram'));
    expect(f.hear([final('você quer viralizar o instagram')])).toBe(after('Instagram'));
    expect(f.committed).toBe(after('Instagram'));
  });

  it('carries the position across recognition sessions (the browser restarts after silence)', () => {
    const f = createVoiceFollower(WORDS);
    f.hear([final('você quer viralizar no Instagram sem gastar nada')]);
    f.newSession();
    expect(f.hear([interim('então presta')])).toBe(after('presta'));
    expect(f.hear([final('então presta atenção nesse vídeo')])).toBe(after('vídeo.'));
  });

  it('matches later final results from where the earlier ones left off', () => {
    const f = createVoiceFollower(WORDS);
    const results = [final('você quer viralizar no instagram'), final('né'), final('sem gastar nada')];
    expect(f.hear(results)).toBe(after('nada?'));
    expect(f.hear(results)).toBe(after('nada?'));
  });

  it('starts again from the top on reset', () => {
    const f = createVoiceFollower(WORDS);
    f.hear([final('você quer viralizar')]);
    f.reset();
    expect([f.position, f.committed, f.lastMatched]).toEqual([0, 0, null]);
    expect(f.hear([interim('você')])).toBe(1);
  });

  it('follows a whole recorded take: errors, a filler burst, an aside and two sessions', () => {
    // what Chrome's pt-BR recognizer gave, event by event (each event lists the session's results)
    const take: HeardResult[][] = [
      [interim('voce quer')],
      [interim('voce quer viralisar no')],
      [final('voce quer viralisar no instagram sem gastar nada')],
      [final('voce quer viralisar no instagram sem gastar nada'), interim('né tipo')],
      [final('voce quer viralisar no instagram sem gastar nada'), interim('né tipo então presta')],
      [final('voce quer viralisar no instagram sem gastar nada'), final('né tipo então presta atenção nesse vídeo')],
      'newSession' as never,
      [interim('o primeiro erro que todo')],
      [final('o primeiro erro que todo criador comete é postar sem estratégia')],
      [final('o primeiro erro que todo criador comete é postar sem estratégia'), interim('aliás isso')],
      [
        final('o primeiro erro que todo criador comete é postar sem estratégia'),
        final('aliás isso aconteceu comigo no começo'),
      ],
      [
        final('o primeiro erro que todo criador comete é postar sem estratégia'),
        final('aliás isso aconteceu comigo no começo'),
        interim('você precisa saber exatamente quem é'),
      ],
    ];
    const f = createVoiceFollower(WORDS);
    const positions = take.map((results) => {
      if ((results as unknown) === 'newSession') {
        f.newSession();
        return f.position;
      }
      return f.hear(results);
    });
    expect(positions).toEqual([
      after('quer'),
      after('no'),
      after('nada?'),
      after('nada?'), // 'né tipo' heard: nothing moves
      after('presta'), // 'então' was the next word
      after('vídeo.'),
      after('vídeo.'),
      after('todo'),
      after('estratégia.'),
      after('estratégia.'), // the aside starts
      after('estratégia.'),
      after('é', 2),
    ]);
  });
});

import { parsePrompterText } from './markup';
import {
  CAPTION_ROW_CHARS,
  captionFileName,
  cueAt,
  formatSrt,
  formatVtt,
  shiftCues,
  splitCaptions,
  timeCaptions,
  type Cue,
  type MarkerEvent,
  wordsRead,
} from './captions';

/** A tiny SRT / VTT reader, as a player reads the files: blocks split by blank lines, one timing line each. */
function parseSubtitles(file: string, kind: 'srt' | 'vtt'): Cue[] {
  const ms = (t: string) => {
    const m = /^(\d{2}):(\d{2}):(\d{2})[,.](\d{3})$/.exec(t.trim());
    if (!m) throw new Error(`bad timestamp ${t}`);
    return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
  };
  let body = file.replace(/\r\n/g, '\n');
  if (kind === 'vtt') {
    if (!body.startsWith('WEBVTT')) throw new Error('no WEBVTT header');
    body = body.slice(body.indexOf('\n\n') + 2);
  }
  return body
    .split(/\n\n+/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const rows = block.split('\n');
      if (kind === 'srt' && !/^\d+$/.test(rows.shift()!)) throw new Error('srt cue without its number');
      const [start, end] = rows.shift()!.split(' --> ');
      const text = rows.join('\n');
      const unescaped = kind === 'vtt' ? text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : text;
      return { startMs: ms(start!), endMs: ms(end!), text: unescaped };
    });
}

const rowsOf = (text: string) => splitCaptions(parsePrompterText(text)).map((c) => c.rows);

describe('splitCaptions (docs/PRODUCT.md §screens.teleprompter.captions)', () => {
  it('keeps a short line as one cue of one row', () => {
    expect(rowsOf('Bom dia, gente')).toEqual([['Bom dia, gente']]);
  });

  it('never shows markup tags, pause lines or gaps', () => {
    const chunks = rowsOf('[smile] Oi, tudo bem\n\n[pause]\nOlha isso [corte rápido] aqui\n[corte para o B-roll]');
    expect(chunks).toEqual([['Oi, tudo bem'], ['Olha isso aqui']]);
    expect(chunks.flat().join(' ')).not.toMatch(/[[\]…]/);
  });

  it('cuts a long line into cues of one or two rows of at most 42 characters', () => {
    const line =
      'Hoje eu vou te mostrar como eu organizo a minha semana inteira em apenas trinta minutos no domingo de manhã sem nenhum aplicativo caro e sem complicação nenhuma para ninguém';
    const chunks = splitCaptions(parsePrompterText(line));
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      expect(c.rows.length).toBeGreaterThanOrEqual(1);
      expect(c.rows.length).toBeLessThanOrEqual(2);
      for (const row of c.rows) expect(row.length).toBeLessThanOrEqual(CAPTION_ROW_CHARS);
    }
    // nothing lost, nothing repeated, in order
    expect(chunks.flatMap((c) => c.rows).join(' ')).toBe(line);
    expect(chunks[0]!.firstWord).toBe(0);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.firstWord).toBe(chunks[i - 1]!.endWord);
  });

  it('ends a row at a pt-BR pause point (a comma, or before "mas", "porque"…) rather than mid-clause', () => {
    expect(rowsOf('Eu tentei de tudo durante esses anos, mas nada funcionava direito')).toEqual([
      ['Eu tentei de tudo durante esses anos,', 'mas nada funcionava direito'],
    ]);
    expect(rowsOf('Você não precisa de tempo livre porque o segredo é outro')).toEqual([
      ['Você não precisa de tempo livre', 'porque o segredo é outro'],
    ]);
  });

  it('ends a cue at the end of a sentence', () => {
    expect(rowsOf('Pare agora. Eu vou te explicar o motivo!')).toEqual([
      ['Pare agora.'],
      ['Eu vou te explicar o motivo!'],
    ]);
  });
});

describe('timeCaptions: from the marker timeline', () => {
  const text = 'Primeira linha do roteiro.\nSegunda linha aqui.\n[pause]\nTerceira e última.';
  const lines = parsePrompterText(text);

  it('starts each cue when its line reaches the marker and ends it when the next starts', () => {
    const events: MarkerEvent[] = [
      { atMs: 0, type: 'line', line: 0 },
      { atMs: 2000, type: 'line', line: 1 },
      { atMs: 4000, type: 'line', line: 2 },
      { atMs: 5000, type: 'line', line: 3 },
    ];
    expect(timeCaptions(lines, events, 8000)).toEqual([
      { startMs: 0, endMs: 2000, text: 'Primeira linha do roteiro.' },
      // the [pause] line holds the cue before it
      { startMs: 2000, endMs: 5000, text: 'Segunda linha aqui.' },
      { startMs: 5000, endMs: 8000, text: 'Terceira e última.' },
    ]);
  });

  it('holds the cue while the scroll is paused, and spreads a long line over playing time only', () => {
    const long = parsePrompterText(
      'Um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete\nFim.',
    );
    const chunks = splitCaptions(long);
    expect(chunks).toHaveLength(3); // two cues for the long line, one for 'Fim.'
    const events: MarkerEvent[] = [
      { atMs: 0, type: 'line', line: 0 },
      { atMs: 1000, type: 'pause' },
      { atMs: 6000, type: 'play' },
      { atMs: 9000, type: 'line', line: 1 },
    ];
    const cues = timeCaptions(long, events, 10_000);
    // 4 s of playing time for the long line; its second cue starts at its share of it, after the 5 s pause
    const share = chunks[1]!.firstWord / chunks[2]!.firstWord;
    expect(cues.map((c) => c.text)).toEqual(chunks.map((c) => c.rows.join('\n')));
    expect(cues[0]).toMatchObject({ startMs: 0 });
    expect(cues[1]!.startMs).toBe(Math.round(5000 + 4000 * share));
    expect(cues[1]!.startMs).toBeGreaterThan(6000);
    expect(cues[2]).toMatchObject({ startMs: 9000, endMs: 10_000, text: 'Fim.' });
  });

  it("'Voltar uma linha' rewinds: the earlier cue shows again", () => {
    const events: MarkerEvent[] = [
      { atMs: 0, type: 'line', line: 0 },
      { atMs: 2000, type: 'line', line: 1 },
      { atMs: 3000, type: 'line', line: 0 }, // back a line
      { atMs: 5000, type: 'line', line: 1 },
      { atMs: 7000, type: 'line', line: 3 },
    ];
    expect(timeCaptions(lines, events, 9000).map((c) => [c.startMs, c.endMs, c.text])).toEqual([
      [0, 2000, 'Primeira linha do roteiro.'],
      [2000, 3000, 'Segunda linha aqui.'],
      [3000, 5000, 'Primeira linha do roteiro.'],
      [5000, 7000, 'Segunda linha aqui.'],
      [7000, 9000, 'Terceira e última.'],
    ]);
  });

  it('with voice-follow, times cues by the word heard', () => {
    const events: MarkerEvent[] = [
      { atMs: 300, type: 'word', word: 0 },
      { atMs: 900, type: 'word', word: 2 },
      { atMs: 1800, type: 'word', word: 4 }, // 'Segunda'
      { atMs: 2500, type: 'word', word: 7 }, // 'Terceira'
    ];
    expect(timeCaptions(lines, events, 4000).map((c) => [c.startMs, c.endMs])).toEqual([
      [300, 1800],
      [1800, 2500],
      [2500, 4000],
    ]);
  });

  it('drops what happens after the take ended and keeps every cue inside it', () => {
    const events: MarkerEvent[] = [
      { atMs: 0, type: 'line', line: 0 },
      { atMs: 2000, type: 'line', line: 1 },
      { atMs: 9000, type: 'line', line: 3 },
    ];
    const cues = timeCaptions(lines, events, 3000);
    expect(cues.map((c) => c.text)).toEqual(['Primeira linha do roteiro.', 'Segunda linha aqui.']);
    for (const c of cues) expect(c.endMs).toBeLessThanOrEqual(3000);
  });

  it('has no cue without a text or a timeline', () => {
    expect(timeCaptions(parsePrompterText(''), [{ atMs: 0, type: 'line', line: 0 }], 1000)).toEqual([]);
    expect(timeCaptions(lines, [], 1000)).toEqual([]);
  });
});

describe('SRT and VTT', () => {
  const cues: Cue[] = [
    { startMs: 0, endMs: 1500, text: 'Olá, tudo bem?' },
    { startMs: 1500, endMs: 62_250, text: 'Promoção <hoje> & amanhã\nsó aqui' },
    { startMs: 3_723_004, endMs: 3_724_000, text: 'fim' },
  ];

  it('formats SRT with numbered cues and comma milliseconds', () => {
    expect(formatSrt(cues.slice(0, 1))).toBe('1\n00:00:00,000 --> 00:00:01,500\nOlá, tudo bem?\n');
  });

  it('formats VTT with its header and dot milliseconds, escaping the text', () => {
    expect(formatVtt(cues.slice(1, 2))).toBe(
      'WEBVTT\n\n00:00:01.500 --> 00:01:02.250\nPromoção &lt;hoje&gt; &amp; amanhã\nsó aqui\n',
    );
  });

  it.each(['srt', 'vtt'] as const)('round-trips through a %s parser', (kind) => {
    const file = kind === 'srt' ? formatSrt(cues) : formatVtt(cues);
    expect(parseSubtitles(file, kind)).toEqual(cues);
  });

  it('keeps an edited cue one cue: no empty row, no "-->"', () => {
    const edited: Cue[] = [{ startMs: 0, endMs: 1000, text: 'um\n\ndois --> três' }];
    expect(parseSubtitles(formatSrt(edited), 'srt')).toEqual([{ startMs: 0, endMs: 1000, text: 'um\ndois -> três' }]);
    expect(parseSubtitles(formatVtt(edited), 'vtt')).toHaveLength(1);
  });

  it('names the files like the take', () => {
    expect(captionFileName('viraliza-tomada-2.webm', 'srt')).toBe('viraliza-tomada-2.srt');
    expect(captionFileName('viraliza-tomada-10.mp4', 'vtt')).toBe('viraliza-tomada-10.vtt');
  });
});

describe('shiftCues and cueAt', () => {
  const cues: Cue[] = [
    { startMs: 200, endMs: 1000, text: 'a' },
    { startMs: 1000, endMs: 3000, text: 'b' },
  ];

  it('moves every cue, inside the take', () => {
    expect(shiftCues(cues, 500, 3000)).toEqual([
      { startMs: 700, endMs: 1500, text: 'a' },
      { startMs: 1500, endMs: 3000, text: 'b' },
    ]);
    expect(shiftCues(cues, -500, 3000)).toEqual([
      { startMs: 0, endMs: 500, text: 'a' },
      { startMs: 500, endMs: 2500, text: 'b' },
    ]);
    expect(shiftCues(cues, -1000, 3000)).toEqual([{ startMs: 0, endMs: 2000, text: 'b' }]);
  });

  it('counts the words read, a cue shown again once', () => {
    expect(wordsRead([...cues, { startMs: 3000, endMs: 4000, text: 'Bom dia,\ngente boa' }, cues[0]!])).toBe(6);
  });

  it('finds the cue on screen', () => {
    expect(cueAt(cues, 100)).toBeNull();
    expect(cueAt(cues, 1000)?.text).toBe('b');
  });
});

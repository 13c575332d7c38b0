import {
  WHATSAPP_MAX_CHARS,
  readingSeconds,
  readingSummary,
  readingTimeLabel,
  scriptBlocks,
  scriptFileName,
  spokenText,
  whatsappLink,
  wordCount,
  type ScriptBlock,
} from './script-reading';

const section = (label: string): ScriptBlock => ({ kind: 'section', label });
const speech = (text: string): ScriptBlock => ({ kind: 'speech', text });
const direction = (text: string): ScriptBlock => ({ kind: 'direction', text });

const OFFLINE = [
  '[Olhando para a câmera, enquadramento do peito para cima]',
  '',
  '[GANCHO]',
  'Você erra o ponto do pão?',
  '[pause]',
  '',
  '[DESENVOLVIMENTO]',
  '[BLOCO 1 — O QUE MUDA]',
  'Primeiro: a farinha. Segundo: o tempo.',
  '',
  '[CTA]',
  'Salve para a próxima fornada.',
].join('\n');

describe('scriptBlocks', () => {
  it('turns the bracketed sections into labels and the other tags into directions', () => {
    expect(scriptBlocks(OFFLINE)).toEqual([
      direction('Olhando para a câmera, enquadramento do peito para cima'),
      section('Gancho'),
      speech('Você erra o ponto do pão?'),
      direction('pausa'),
      section('Desenvolvimento'),
      section('Bloco 1 — o que muda'),
      speech('Primeiro: a farinha. Segundo: o tempo.'),
      section('CTA'),
      speech('Salve para a próxima fornada.'),
    ]);
  });

  it("reads a model's 'GANCHO:' / '**CTA:**' labels, with the speech that follows on the line", () => {
    expect(scriptBlocks('GANCHO: Você sabia?\n**CTA:** Siga!\nDesenvolvimento (3-20s):\nDica: beba água.')).toEqual([
      section('Gancho'),
      speech('Você sabia?'),
      section('CTA'),
      speech('Siga!'),
      section('Desenvolvimento'),
      // a sentence that starts like a label stays speech
      speech('Dica: beba água.'),
    ]);
  });
});

describe('spokenText', () => {
  it('keeps the speech and its paragraphs, without labels, directions or [pause]', () => {
    expect(spokenText(OFFLINE)).toBe(
      'Você erra o ponto do pão?\n\nPrimeiro: a farinha. Segundo: o tempo.\n\nSalve para a próxima fornada.',
    );
  });
});

describe('word count and reading time', () => {
  it('counts the spoken words only', () => {
    // 6 + 6 + 5: the direction, the labels and [pause] do not count
    expect(wordCount(OFFLINE)).toBe(17);
    expect(wordCount("Pão-de-ló é d'água 3 vezes")).toBe(5);
  });

  it('reads at 130 words a minute', () => {
    expect(readingSeconds(130)).toBe(60);
    expect(readingSeconds(152)).toBe(70);
    expect(readingSeconds(17)).toBe(8);
  });

  it('says it in pt-BR', () => {
    expect(readingTimeLabel(70)).toBe('~1 min 10 s de leitura');
    expect(readingTimeLabel(120)).toBe('~2 min de leitura');
    expect(readingTimeLabel(8)).toBe('~8 s de leitura');
    expect(readingTimeLabel(0)).toBe('~1 s de leitura');
    expect(readingSummary(OFFLINE)).toBe('17 palavras · ~8 s de leitura');
    expect(readingSummary(Array.from({ length: 1300 }, () => 'pão').join(' '))).toBe(
      '1.300 palavras · ~10 min de leitura',
    );
  });
});

describe('scriptFileName', () => {
  it('slugifies the theme, accents and punctuation included', () => {
    expect(scriptFileName({ theme: 'Pão caseiro: 3 erros!', seriesIndex: null })).toBe('pao-caseiro-3-erros.txt');
    expect(scriptFileName({ theme: 'Série de vendas', seriesIndex: 2 })).toBe('serie-de-vendas-parte-2.txt');
  });

  it("falls back to 'roteiro' and stays short", () => {
    expect(scriptFileName({ theme: '  !!! ', seriesIndex: null })).toBe('roteiro.txt');
    expect(scriptFileName({ theme: 'a '.repeat(100), seriesIndex: null }).length).toBeLessThanOrEqual(64);
  });
});

describe('whatsappLink', () => {
  it('puts the text in a wa.me link, cut when it is long', () => {
    expect(whatsappLink('Olá, mundo & cia')).toBe('https://wa.me/?text=Ol%C3%A1%2C%20mundo%20%26%20cia');
    const long = decodeURIComponent(whatsappLink('x'.repeat(10_000)).split('text=')[1]!);
    expect(long).toHaveLength(WHATSAPP_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});

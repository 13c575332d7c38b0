import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WriterError } from '../core/errors';
import { SCRIPT_LIMITS, type AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { HORIZONTAL_DURATIONS_S, scriptsPerMode } from '@shared/scripts/script-options';
import { OfflineWriter } from '../adapters/text/offline-writer';
import {
  GENERATED_TEXT_MAX,
  cleanModelText,
  parseExtras,
  parseGeneratedScripts,
  parseScriptOutput,
  streamParts,
} from './script-output';
import { scriptPrompt } from '../scripts/prompts';

const series = (a: string, b: string, c: string) =>
  `=== ROTEIRO 1 ===\n${a}\n\n=== ROTEIRO 2 ===\n${b}\n=== ROTEIRO 3 ===\n${c}\n`;

describe('parseScriptOutput', () => {
  it('returns one cleaned script', () => {
    expect(parseScriptOutput('```\n[GANCHO]\nOi!\u0000\n\n\n\nTchau.  \n```', 1)).toEqual(['[GANCHO]\nOi!\n\nTchau.']);
  });

  it('drops a stray delimiter and markup tags from a single script', () => {
    expect(parseScriptOutput('=== ROTEIRO 1 ===\nTexto <script>alert(1)</script>final.', 1)).toEqual([
      'Texto alert(1)final.',
    ]);
  });

  it.each(['', '   \n\n ', '```\n```'])('refuses empty output %j with the pt-BR message', (raw) => {
    expect(() => parseScriptOutput(raw, 1)).toThrow(new WriterError('Roteiro não foi gerado corretamente'));
  });

  it('reads an answer after its prefilled opening, once, when the model says the opening again', () => {
    expect(parseScriptOutput('[GANCHO]\n[GANCHO]\nOi!\n[CTA]\nSegue.', 1)).toEqual(['[GANCHO]\nOi!\n[CTA]\nSegue.']);
    expect(parseScriptOutput(`=== ROTEIRO 1 ===\n${series('Um.', 'Dois.', 'Três.')}`, 3)).toEqual([
      'Um.',
      'Dois.',
      'Três.',
    ]);
  });

  it('refuses output longer than 40 000 characters', () => {
    expect(() => parseScriptOutput('palavra '.repeat(6000), 1)).toThrow('O roteiro gerado ficou longo demais.');
  });

  it('splits a series into exactly its 3 scripts', () => {
    expect(parseScriptOutput(series('Um.', 'Dois.', 'Três.'), 3)).toEqual(['Um.', 'Dois.', 'Três.']);
    expect(parseScriptOutput(`Aqui está a série:\n${series('Um.', 'Dois.', 'Três.')}`, 3)).toEqual([
      'Um.',
      'Dois.',
      'Três.',
    ]);
    expect(parseScriptOutput(' ==  roteiro 1 ==\nUm.\n== ROTEIRO 2 ==\nDois.\n==ROTEIRO 3==\nTrês.', 3)).toEqual([
      'Um.',
      'Dois.',
      'Três.',
    ]);
  });

  it.each([
    ['two scripts', '=== ROTEIRO 1 ===\nUm.\n=== ROTEIRO 2 ===\nDois.'],
    ['four scripts', `${series('Um.', 'Dois.', 'Três.')}=== ROTEIRO 4 ===\nQuatro.`],
    ['an empty one', series('Um.', '   ', 'Três.')],
    ['out of order', '=== ROTEIRO 1 ===\nUm.\n=== ROTEIRO 3 ===\nTrês.\n=== ROTEIRO 2 ===\nDois.'],
    ['no delimiters', 'Um roteiro só.'],
  ])('refuses a series with %s', (_name, raw) => {
    expect(() => parseScriptOutput(raw, 3)).toThrow(WriterError);
  });
});

const EXTRAS = '=== DADOS ===';
const GOOD = {
  hooks: ['Gancho um?', 'Gancho dois!', 'Gancho três.'],
  caption: 'Legenda do post. Salva pra depois.',
  hashtags: ['#pao', '#receita', '#paocaseiro'],
  onScreenTexts: [
    { section: 'gancho', text: 'Pare de errar' },
    { section: 'desenvolvimento', text: 'Erro 1' },
    { section: 'cta', text: 'Salva' },
  ],
};

describe('parseGeneratedScripts: the extras appendix', () => {
  it('splits the script from its valid extras', () => {
    const [one] = parseGeneratedScripts(`[GANCHO]\nOi.\n\n${EXTRAS}\n${JSON.stringify(GOOD, null, 2)}`, 1);
    expect(one).toEqual({ text: '[GANCHO]\nOi.', extras: GOOD });
  });

  it('tolerates a code fence, spacing and hashtags written without # or with spaces', () => {
    const sloppy = { ...GOOD, hashtags: ['pao', '# receita', '#pão caseiro', '#pao'] };
    const [one] = parseGeneratedScripts(`Oi.\n ==  dados == \n\`\`\`json\n${JSON.stringify(sloppy)}\n\`\`\``, 1);
    expect(one!.text).toBe('Oi.');
    expect(one!.extras!.hashtags).toEqual(['#pao', '#receita', '#pãocaseiro']);
  });

  it.each([
    ['no appendix', 'Oi.'],
    ['a delimiter and nothing after', `Oi.\n${EXTRAS}`],
    ['broken JSON', `Oi.\n${EXTRAS}\n{"hooks": ["a", "b"`],
    ['two hooks', `Oi.\n${EXTRAS}\n${JSON.stringify({ ...GOOD, hooks: ['a', 'b'] })}`],
    ['no caption', `Oi.\n${EXTRAS}\n${JSON.stringify({ ...GOOD, caption: '' })}`],
    [
      'a bad section',
      `Oi.\n${EXTRAS}\n${JSON.stringify({ ...GOOD, onScreenTexts: [{ section: 'meio', text: 'x' }] })}`,
    ],
    ['a cut delimiter', 'Oi.\n=== DADOS'],
  ])('keeps the script with extras null on %s', (_name, raw) => {
    expect(parseGeneratedScripts(raw, 1)).toEqual([{ text: 'Oi.', extras: null }]);
  });

  it('still refuses an answer that is only an appendix', () => {
    expect(() => parseGeneratedScripts(`${EXTRAS}\n${JSON.stringify(GOOD)}`, 1)).toThrow(WriterError);
  });

  it('gives each part of a series its own extras', () => {
    const other = { ...GOOD, caption: 'Outra legenda.' };
    const raw = series(
      `Um.\n${EXTRAS}\n${JSON.stringify(GOOD)}`,
      'Dois.',
      `Três.\n${EXTRAS}\n${JSON.stringify(other)}`,
    );
    expect(parseGeneratedScripts(raw, 3)).toEqual([
      { text: 'Um.', extras: GOOD },
      { text: 'Dois.', extras: null },
      { text: 'Três.', extras: other },
    ]);
    expect(parseScriptOutput(raw, 3)).toEqual(['Um.', 'Dois.', 'Três.']);
  });

  it('parseExtras refuses what is not an object', () => {
    expect(parseExtras('[1, 2, 3]')).toBeNull();
    expect(parseExtras('nada')).toBeNull();
  });
});

/** Model answers that deviate from the contract (functions/src/generation/model-answers/), read back tolerantly. */
describe('parseGeneratedScripts: deviations from the output contract', () => {
  const answer = (name: string) => readFileSync(path.join(__dirname, 'model-answers', `${name}.txt`), 'utf8');
  const SCRIPT_START = '[GANCHO]\nSeu bolo de pote fica encharcado no segundo dia? O problema não é a receita.';
  const SCRIPT_END = '[CTA]\nSalva esse vídeo e me conta qual sabor você quer ver amanhã.';
  const HOOKS = [
    'Você guarda o bolo na geladeira errada?',
    'Bolo de pote que dura a semana inteira.',
    'O segredo do pote que ninguém conta.',
  ];

  it.each([
    ['markdown-delimiter', 'a markdown-wrapped delimiter (**=== DADOS ===**)'],
    ['json-on-delimiter-line', 'the JSON on the delimiter line'],
    ['preamble', "a preamble ('Aqui está o seu roteiro:') and a closing remark"],
    ['think-block', 'a <think>…</think> block, dropped with its reasoning'],
    ['markdown-script', 'a markdown title, bold and a bold section mark'],
    ['four-hooks', '4 hooks, trimmed to 3'],
    ['sixteen-hashtags', '16 hashtags in a code fence, trimmed to 8'],
  ])('%s: keeps the script alone and its extras with %s', (name) => {
    const [one, ...rest] = parseGeneratedScripts(answer(name), 1);
    expect(rest).toEqual([]);
    expect(one!.text.startsWith(SCRIPT_START)).toBe(true);
    expect(one!.text.endsWith(SCRIPT_END)).toBe(true);
    expect(one!.text).not.toMatch(/DADOS|[{}*#<>]|Aqui está|Espero|usuário|Roteiro:/);
    expect(one!.extras?.hooks).toEqual(HOOKS);
    expect(one!.extras!.hashtags.length).toBeGreaterThanOrEqual(3);
    expect(one!.extras!.hashtags.length).toBeLessThanOrEqual(8);
  });

  it('series-markdown-delimiters: splits a series whose delimiters are headings, after a preamble', () => {
    const parts = parseGeneratedScripts(answer('series-markdown-delimiters'), 3);
    expect(parts.map((p) => p.text.split('\n').slice(0, 2).join(' '))).toEqual([
      '[GANCHO] Parte 1 de 3.',
      '[GANCHO] Parte 2 de 3.',
      '[GANCHO] Parte 3 de 3.',
    ]);
    for (const p of parts) {
      expect(p.text.endsWith(SCRIPT_END)).toBe(true);
      expect(p.extras?.hooks).toEqual(HOOKS);
    }
  });

  it('never shows a <think> block live, even while its tag is still arriving', () => {
    const raw = answer('think-block');
    for (let i = 1; i <= raw.length; i++) {
      const [shown] = streamParts(raw.slice(0, i), false, i === raw.length);
      expect(shown).not.toMatch(/usuário|<|think/);
    }
    expect(streamParts(raw, false, true)[0]!.trim().startsWith('[GANCHO]')).toBe(true);
  });

  it('hides a markdown-wrapped delimiter and its appendix from the live view', () => {
    const raw = answer('markdown-delimiter');
    for (let i = 1; i <= raw.length; i++) expect(streamParts(raw.slice(0, i), false, false)[0]).not.toMatch(/DADOS|\{/);
  });

  it('drops a closing remark from an answer without extras', () => {
    expect(parseScriptOutput('Claro!\nAqui vai:\n[GANCHO]\nOi.\n\nSe quiser, posso ajustar o tom.', 1)).toEqual([
      '[GANCHO]\nOi.',
    ]);
  });

  it('refuses an answer that is only thinking', () => {
    expect(() => parseGeneratedScripts('<think>\nVou escrever um roteiro sobre', 1)).toThrow(WriterError);
  });
});

describe('streamParts', () => {
  it('gives a single script all its text, holding back a line that may become the extras delimiter', () => {
    expect(streamParts('Oi.\n=== meio', false, false)).toEqual(['Oi.\n']);
    expect(streamParts('Oi.\n=== meio', false, true)).toEqual(['Oi.\n=== meio']);
  });

  it('never shows the extras appendix, of one script or of each part of a series', () => {
    const one = `[GANCHO]\nOi.\n${EXTRAS}\n${JSON.stringify(GOOD)}\n`;
    for (let i = 1; i <= one.length; i++) {
      const [shown] = streamParts(one.slice(0, i), false, i === one.length);
      expect('[GANCHO]\nOi.\n'.startsWith(shown!)).toBe(true);
    }
    const raw = series(`Um.\n${EXTRAS}\n{"a": 1}`, `Dois.\n${EXTRAS}\n{}`, 'Três.');
    expect(streamParts(raw, true, true)).toEqual(['Um.\n', 'Dois.\n', 'Três.\n']);
  });

  it('routes series text to its script and holds back a half-received delimiter', () => {
    expect(streamParts('=== ROTEIRO 1 ===\nUm.\n=== ROT', true, false)).toEqual(['Um.\n']);
    expect(streamParts('=== ROTEIRO 1 ===\nUm.\n=== ROTEIRO 2 ===\nDo', true, false)).toEqual(['Um.\n', 'Do']);
    expect(streamParts(series('Um.', 'Dois.', 'Três.'), true, true)).toEqual(['Um.\n\n', 'Dois.\n', 'Três.\n']);
  });

  it('only ever grows each part, so deltas can be sliced off what was sent', () => {
    const full = series('Um texto.', 'Dois textos.', 'Três textos.');
    let prev: string[] = [];
    for (let i = 1; i <= full.length; i++) {
      const parts = streamParts(full.slice(0, i), true, i === full.length);
      prev.forEach((p, k) => expect(parts[k]!.startsWith(p)).toBe(true));
      prev = parts;
    }
  });
});

describe('cleanModelText', () => {
  it('removes bidi and zero-width characters', () => {
    expect(cleanModelText('a\u202eb\u200bc')).toBe('abc');
  });
});

describe('GENERATED_TEXT_MAX', () => {
  it('fits the longest allowed generation: a 30-minute script of the offline writer with every field at its maximum', async () => {
    const writer = new OfflineWriter({ delayMs: 0 });
    const long = (n: number, c: string) =>
      Array.from({ length: Math.ceil(n / 37) }, () => c.repeat(36))
        .join(' ')
        .slice(0, n);
    let longest = 0;
    for (const mode of ['complete', 'trend', 'turbo', 'series'] as const)
      for (const tema of [
        'x'.repeat(SCRIPT_LIMITS.tema),
        long(SCRIPT_LIMITS.tema, 'b'),
        `Como ${long(SCRIPT_LIMITS.tema - 5, 'a')}`,
      ]) {
        const request: AdvancedScriptRequest = {
          mode,
          persona: long(SCRIPT_LIMITS.persona, 'p'),
          dor: long(SCRIPT_LIMITS.dor, 'd'),
          oferta: long(SCRIPT_LIMITS.oferta, 'o'),
          plataforma: 'youtube-horizontal',
          duracao: Math.max(...HORIZONTAL_DURATIONS_S),
          aparecer: 'Não',
          angulo: 'lista',
          tema,
          objetivo: 'vendas',
          formato: 'narracao-broll',
          provaSocial: long(SCRIPT_LIMITS.provaSocial, 's'),
          objecao: long(SCRIPT_LIMITS.objecao, 'y'),
          tom: 'Divertido',
          localidade: long(SCRIPT_LIMITS.localidade, 'l'),
          referencia: long(SCRIPT_LIMITS.referencia, 'r'),
        };
        const out = await writer.write(scriptPrompt(request), { onDelta: () => {} });
        const parts = parseScriptOutput(out, scriptsPerMode(mode) as 1 | 3); // throws when a part is over the cap
        longest = Math.max(longest, ...parts.map((p) => p.length));
      }
    expect(longest).toBeGreaterThan(20_000); // it is a 30-minute script
    expect(longest).toBeLessThanOrEqual(GENERATED_TEXT_MAX);
    expect(GENERATED_TEXT_MAX).toBe(SCRIPT_LIMITS.text);
  });
});

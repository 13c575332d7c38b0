import type { ScriptRequest } from '@shared/scripts/script.schema';
import { TONES, type Tone } from '@shared/scripts/script-options';
// The samples `npm run samples` prints, and their request builders: what a person reads there is checked here.
import { advancedRequest as advanced, SCRIPT_SAMPLES, simpleRequest as simple } from './offline/sample-requests';
import { analyse } from './offline/analyse';
import { composeScript } from './offline/compose';
import { TONE_HOOK_TAIL, TONE_LINES, TONE_OPENERS } from './offline/data/phrases';
import { cutPhrase, frameTopic, lowerFirst, wholeIdea } from './offline/topic';
import { contract } from './offline/words';

const IDEAS = [
  'Como economizar dinheiro no supermercado',
  'Por que o seu perfil não cresce mesmo postando todo dia com vídeos longos e legendas grandes',
  'Investir',
  'Dicas de maquiagem para pele oleosa',
  'Como o INSS calcula a aposentadoria?',
  'Vale a pena morar em São Paulo?',
  'São Paulo tem o aluguel mais caro do Brasil',
  'O que fazer quando o cliente some depois do orçamento',
  'Quando trocar o óleo do carro',
  'Precificação de bolos caseiros',
  'Rotina de treino em casa para quem trabalha o dia todo',
  'Organizar a casa em 15 minutos por dia.',
  'Celular lento: o que fazer',
  'Aprender inglês sozinho sem pagar curso, usando séries, músicas e aplicativos gratuitos no celular',
  'Quanto cobrar por um post no Instagram?',
  'iPhone ou Android para criar conteúdo',
  'Receitas fáceis com Air Fryer para a semana inteira',
  'Guia de viagem barata pelo Nordeste',
  'Fazer pão caseiro...',
  'por que o Pix é seguro??',
  'Como como sem culpa no fim de semana',
];

/** Spoken sentences: stage directions and section titles removed. */
const sentences = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\[[^\]]*\]/g, ' ').trim())
    .filter(Boolean)
    .flatMap((l) => l.split(/(?<=[.!?…])\s+/))
    .filter((s) => /\p{L}/u.test(s));

function problems(text: string): string[] {
  const out: string[] = [];
  // the creator's idea, quoted whole, is theirs: only the writer's own words are checked
  const spoken = sentences(text)
    .join(' ')
    .replace(/“[^”]*”/g, '“”');
  for (const bad of [
    /\bpor que como\b/i,
    /\bcomo como\b/i,
    /\bque que\b/i,
    /\bde o\b/,
    /\bem o\b/,
    /\bde isso\b/,
    /\bem isso\b/,
    /\.\./,
    / ,/,
    / \./,
    /\?\?/,
    /,\./,
    /!\?|\?!/,
  ]) {
    if (bad.test(spoken))
      out.push(`${bad}: ${spoken.match(new RegExp(`.{0,40}${bad.source}.{0,20}`, bad.flags))?.[0]}`);
  }
  for (const s of sentences(text)) {
    const first = s.replace(/^["“(]+/, '').match(/^[\p{L}\p{N}]+/u)?.[0] ?? '';
    if (/^\p{Ll}/u.test(first) && !/^\p{Ll}+\p{Lu}/u.test(first)) out.push(`lower-case sentence start: ${s}`); // "iPhone" is fine
  }
  return out;
}

describe('topic framing', () => {
  it('turns ideas into noun, how-to and question forms', () => {
    expect(frameTopic('Como economizar dinheiro no supermercado')).toMatchObject({
      kind: 'acao',
      topic: 'economizar dinheiro no supermercado',
      como: 'como economizar dinheiro no supermercado',
    });
    expect(frameTopic('Dicas de maquiagem para pele oleosa')).toMatchObject({
      kind: 'coisa',
      topic: 'maquiagem para pele oleosa',
    });
    expect(frameTopic('Como o INSS calcula a aposentadoria?')).toMatchObject({
      kind: 'pergunta',
      como: 'como o INSS calcula a aposentadoria',
    });
    expect(frameTopic('Vale a pena morar em São Paulo?')).toMatchObject({
      kind: 'pergunta',
      como: 'se vale a pena morar em São Paulo',
    });
    expect(frameTopic('Por que o Pix é seguro??').como).toBe('por que o Pix é seguro');
    expect(frameTopic('Investir')).toMatchObject({ kind: 'acao', como: 'como investir' });
    expect(frameTopic('Celular lento: o que fazer')).toMatchObject({ kind: 'coisa', topic: 'celular lento' });
    expect(frameTopic('São Paulo tem o aluguel mais caro do Brasil').como).toBe(
      'por que São Paulo tem o aluguel mais caro',
    );
    expect(frameTopic('   ')).toMatchObject({ topic: 'esse assunto' });
  });

  it('cuts long ideas at a natural boundary and keeps names and acronyms', () => {
    expect(cutPhrase('aprender inglês sozinho sem pagar curso, usando séries e músicas', 8)).toBe(
      'aprender inglês sozinho sem pagar curso',
    );
    expect(cutPhrase('receitas fáceis com Air Fryer para a semana', 4)).toBe('receitas fáceis com Air Fryer');
    expect(lowerFirst('Rotina de treino')).toBe('rotina de treino');
    expect(lowerFirst('INSS para autônomos')).toBe('INSS para autônomos');
    expect(lowerFirst('São Paulo barato')).toBe('São Paulo barato');
    expect(lowerFirst('TikTok para iniciantes')).toBe('TikTok para iniciantes');
    expect(contract('de o jeito certo, em a prática, pensa em isso')).toBe('do jeito certo, na prática, pensa nisso');
  });
});

describe('the offline writer reads naturally', () => {
  it.each(IDEAS.map((i) => [i]))('writes clean pt-BR for "%s"', (idea) => {
    for (const req of [
      simple(idea),
      simple(idea, { duracao: 5 }),
      simple(idea, { duracao: 90 }),
      advanced({ tema: idea, angulo: 'pergunta', tom: 'Inspirador' }),
      advanced({ tema: idea, mode: 'trend', angulo: 'lista', duracao: 15 }),
      advanced({ tema: idea, mode: 'series', angulo: 'segredo', tom: 'Emocional' }),
    ] as ScriptRequest[]) {
      const text = composeScript(analyse(req));
      expect({ idea, mode: req.mode, duracao: req.duracao, problems: problems(text) }).toEqual({
        idea,
        mode: req.mode,
        duracao: req.duracao,
        problems: [],
      });
      // the idea is said whole, as a quoted title (docs/PRODUCT.md §offline-writer)
      expect(text.toLowerCase()).toContain(`“${wholeIdea(idea).toLowerCase()}`);
    }
  });

  it('makes the tone audible: each tone has its own markers and none of the others', () => {
    const markers = (tone: Tone) => [...TONE_LINES[tone], ...TONE_OPENERS[tone], ...TONE_HOOK_TAIL[tone]];
    for (const mode of ['complete', 'trend'] as const) {
      for (const tom of TONES) {
        const text = composeScript(analyse(advanced({ tom, mode })));
        const own = markers(tom).filter((m) => text.includes(m));
        const others = TONES.filter((t) => t !== tom)
          .flatMap(markers)
          .filter((m) => text.includes(m));
        expect({ tom, mode, own: own.length >= 2, others }).toEqual({ tom, mode, own: true, others: [] });
      }
    }
  });

  it('answers the objection and cites the social proof, the place and the reference', () => {
    expect(composeScript(analyse(advanced({ duracao: 15 })))).toMatch(
      /"não tenho tempo"|300 alunas já aplicaram o método/,
    );
    for (const duracao of [30, 45, 60, 300]) {
      const text = composeScript(
        analyse(
          advanced({
            duracao,
            referencia: 'vídeos do Primo Rico',
            localidade: 'Rio de Janeiro',
            plataforma: duracao > 60 ? 'youtube-horizontal' : 'tiktok',
          }),
        ),
      );
      expect(text).toContain('"não tenho tempo"');
      expect(text).toContain('300 alunas já aplicaram o método');
      if (duracao >= 45) expect(text).toMatch(/(Aqui|mora) no Rio de Janeiro/);
      if (duracao >= 300) expect(text).toContain('vídeos do Primo Rico');
    }
  });

  it.each(SCRIPT_SAMPLES.map((x) => [x.name, x.request] as const))(
    'writes the sample "%s" (npm run samples) in clean pt-BR, with a hook and a call to action',
    (_name, request) => {
      const text = composeScript(analyse(request));
      expect(problems(text)).toEqual([]);
      expect(text).toContain('[GANCHO]');
      expect(text).toContain('[CTA]');
    },
  );
});

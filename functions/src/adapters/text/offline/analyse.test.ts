import { analyse, analyseEdit } from './analyse';
import { advancedRequest as advanced, simpleRequest as simple } from './sample-requests';

describe('analyse: a request read once into a Brief', () => {
  it('frames a question idea and keeps its whole words', () => {
    const brief = analyse(simple('Vale a pena morar em São Paulo?'));
    expect(brief).toMatchObject({
      mode: 'simple',
      kind: 'pergunta',
      topic: 'isso',
      como: 'se vale a pena morar em São Paulo',
      whole: 'vale a pena morar em São Paulo',
      wholeWords: ['vale', 'pena', 'morar', 'paulo'],
      promise: null,
      tone: '',
      seconds: 30,
      wpm: 130,
    });
    expect(brief.dice).toHaveLength(1);
  });

  it('reads a numbered promise, and its subject becomes the topic', () => {
    const brief = analyse(simple('3 erros que fazem seu pão caseiro solar', { duracao: 60 }));
    expect(brief.promise).toEqual({ count: 3, noun: 'erro', about: 'que fazem seu pão caseiro solar' });
    expect(brief.topic).toBe('seu pão caseiro solar');
    // a promise numbers its own points: no list or step-by-step angle on top
    expect(['erro-comum', 'segredo', 'pergunta', 'mito-verdade']).toContain(brief.angle);
  });

  it('turns a first-person pain to the second person and places the locality', () => {
    const brief = analyse(advanced({ dor: 'eu me sinto travada na frente da câmera', localidade: 'Bahia' }), {
      wpm: 150,
    });
    expect(brief).toMatchObject({
      dor: 'se sente travada na frente da câmera',
      dorFirstPerson: true,
      local: 'Bahia',
      inLocal: 'na Bahia',
      tone: 'Divertido',
      wpm: 150,
    });
  });

  it('gives a series three streams of choices, and another seed other ones', () => {
    const series = advanced({ mode: 'series' });
    expect(analyse(series, { seed: 'a' }).dice).toHaveLength(3);
    expect(analyse(series, { seed: 'a' })).toEqual(analyse(series, { seed: 'a' }));
    expect(analyse(series, { seed: 'b' }).dice).not.toEqual(analyse(series, { seed: 'a' }).dice);
  });

  it("reads an edit without a request from the script's first sentence, at the script's duration", () => {
    const edit = analyseEdit(
      'O Pix é seguro. Veja por quê. Segue!',
      'deixe mais curto e chame para comentar',
      45,
      null,
    );
    expect(edit.script).toMatchObject({ mode: 'simple', whole: 'O Pix é seguro', seconds: 45 });
    expect(edit.parts).toEqual({ head: [], hook: ['O Pix é seguro.'], body: ['Veja por quê.'], cta: ['Segue!'] });
    expect(edit.rules).toMatchObject({ shorten: true, cta: true, lengthen: false });
    expect(edit.cta).toEqual({ objective: 'engajamento', comment: true });
  });
});

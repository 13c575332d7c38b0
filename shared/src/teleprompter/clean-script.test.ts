import { cleanScript } from './clean-script';

describe('cleanScript', () => {
  it('removes markdown headings, bullets, bold and italic markers', () => {
    const text = '# Roteiro\n## Parte um\n- **Beba** água\n* todo *dia*\n• sempre\n> citação\n`código`';
    expect(cleanScript(text)).toBe('Roteiro\nParte um\nBeba água\ntodo dia\nsempre\ncitação\ncódigo');
  });

  it('keeps the number of numbered items, which is read aloud', () => {
    expect(cleanScript('1. Acorde cedo\n2) Beba água')).toBe('1. Acorde cedo\n2) Beba água');
  });

  it('removes section labels, known or in capitals, with or without timing', () => {
    const text =
      'GANCHO: Você sabia?\n**CTA:** Siga o perfil\nDesenvolvimento (3-20s): O segredo é simples.\nPARTE 2: continue\nChamada para ação: comente';
    expect(cleanScript(text)).toBe('Você sabia?\nSiga o perfil\nO segredo é simples.\ncontinue\ncomente');
  });

  it('drops a line that is only a label', () => {
    expect(cleanScript('GANCHO:\nVocê sabia?')).toBe('Você sabia?');
  });

  it('keeps ordinary sentences with a colon', () => {
    expect(cleanScript('Dica: beba água antes do treino.')).toBe('Dica: beba água antes do treino.');
  });

  it('strips stage directions but keeps [pause], [emphasize…] and [smile]', () => {
    const text =
      '[corte para o B-roll]\nOlha isso [pause] incrível\n[emphasize] Nunca desista\n[Emphasize: agora] já\n[smile] Até amanhã [música sobe]';
    expect(cleanScript(text)).toBe(
      'Olha isso [pause] incrível\n[emphasize] Nunca desista\n[Emphasize: agora] já\n[smile] Até amanhã',
    );
  });

  it('keeps pause lines made of an ellipsis or the [pause] tag', () => {
    expect(cleanScript('Primeiro\n...\nSegundo\n[pause]\nTerceiro')).toBe('Primeiro\n...\nSegundo\n[pause]\nTerceiro');
  });

  it('collapses runs of blank lines to one and trims the ends', () => {
    expect(cleanScript('\n\n  Um  \r\n\r\n\r\n\nDois\n---\n\nTrês\n\n\n')).toBe('Um\n\nDois\n\nTrês');
  });

  it('collapses spaces and tabs inside a line', () => {
    expect(cleanScript('Olá\t\tmundo   de novo')).toBe('Olá mundo de novo');
  });

  it('returns an empty string for a script of directions only', () => {
    expect(cleanScript('[corte]\n\n**GANCHO:**')).toBe('');
  });

  it('cleans the example of its documentation', () => {
    expect(cleanScript('**GANCHO:** Você sabia? [corte]\n\n\n- Beba água [pause]')).toBe(
      'Você sabia?\n\nBeba água [pause]',
    );
  });
});

import { currentHook, replaceHook, splitFillSlots } from './script-text';

const SCRIPT = [
  '[Olhando para a câmera]',
  '',
  '[GANCHO]',
  'Gancho antigo, primeira linha.',
  'Segunda linha do gancho.',
  '[pause]',
  '',
  '[DESENVOLVIMENTO]',
  'Erro 1: [PREENCHA: erro 1 do pão]',
  '',
  '[CTA]',
  'Segue!',
].join('\n');

describe('picking a hook variation', () => {
  it('reads the current hook under [GANCHO]', () => {
    expect(currentHook(SCRIPT)).toBe('Gancho antigo, primeira linha. Segunda linha do gancho.');
  });

  it('replaces only the hook, keeping its stage directions and the rest of the script', () => {
    const next = replaceHook(SCRIPT, 'Gancho novo?');
    expect(next).toBe(SCRIPT.replace('Gancho antigo, primeira linha.\nSegunda linha do gancho.', 'Gancho novo?'));
    expect(currentHook(next)).toBe('Gancho novo?');
  });

  it("keeps a series part's 'Parte N de 3.'", () => {
    const part = '[GANCHO]\nParte 2 de 3. Velho.\n\n[CTA]\nFim.';
    expect(replaceHook(part, 'Novo.')).toBe('[GANCHO]\nParte 2 de 3. Novo.\n\n[CTA]\nFim.');
    expect(currentHook(part)).toBe('Velho.');
  });

  it('adds a [GANCHO] section to a text without one', () => {
    expect(replaceHook('Só texto.', 'Novo.')).toBe('[GANCHO]\nNovo.\n\nSó texto.');
    expect(currentHook('Só texto.')).toBe('');
  });
});

describe('fill-in slots', () => {
  it('cuts the text into plain runs and [PREENCHA: …] slots', () => {
    expect(splitFillSlots('Erro 1: [PREENCHA: erro 1] e [pause] Erro 2: [PREENCHA: erro 2]')).toEqual([
      { text: 'Erro 1: ', slot: false },
      { text: '[PREENCHA: erro 1]', slot: true },
      { text: ' e [pause] Erro 2: ', slot: false },
      { text: '[PREENCHA: erro 2]', slot: true },
    ]);
    expect(splitFillSlots('Livro 1 [DIGA AQUI: livro 1, com um exemplo seu]. Guarda esse.')).toEqual([
      { text: 'Livro 1 ', slot: false },
      { text: '[DIGA AQUI: livro 1, com um exemplo seu]', slot: true },
      { text: '. Guarda esse.', slot: false },
    ]);
    expect(splitFillSlots('Nada a preencher.')).toEqual([{ text: 'Nada a preencher.', slot: false }]);
  });
});

describe('the writer badge', () => {
  it('names the offline writer and a local model, and nothing for the product’s own model', async () => {
    const { writerBadge } = await import('./script-text');
    expect(writerBadge('offline')).toBe('Escrito pelo gerador offline (modo local)');
    expect(writerBadge('openai')).toBe('Escrito por um modelo de IA local (modo local)');
    expect(writerBadge('bedrock')).toBeNull();
  });
});

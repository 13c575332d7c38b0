import { CONTACT_RETENTION_DAYS } from '@shared/contact/contact.schema';
import { PAID_HISTORY_DAYS } from '@shared/plans/plans';
import { LEGAL_CONTACTS, lastUpdatedText, linkParts, type LegalDocument } from './legal-document';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS_OF_USE } from './terms-of-use';

const textOf = (doc: LegalDocument) =>
  [
    doc.summary,
    ...doc.sections.flatMap((s) => [s.title, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))]),
  ].join('\n');

describe.each([
  ['the privacy policy', PRIVACY_POLICY],
  ['the terms of use', TERMS_OF_USE],
])('%s as a document', (_, doc) => {
  it('gives every section a unique id fit for an anchor, and numbers them in order', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    doc.sections.forEach((s, i) => expect(s.title.startsWith(`${i + 1}. `)).toBe(true));
  });

  it('carries a real last-updated date, shown in pt-BR', () => {
    expect(doc.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastUpdatedText(doc.updatedAt)).toMatch(/^Última atualização: \d{1,2} de [a-zç]+ de \d{4}$/);
  });

  it('never names the old Studio plan', () => {
    expect(textOf(doc)).not.toMatch(/studio/i);
  });
});

describe('the privacy policy', () => {
  const text = textOf(PRIVACY_POLICY);

  it('cites the LGPD and the rights of art. 18, and names the encarregado with a contact', () => {
    expect(text).toContain('Lei nº 13.709/2018');
    expect(text).toContain('art. 18');
    expect(text).toContain(`Encarregado: ${LEGAL_CONTACTS.dpoName}. E-mail: ${LEGAL_CONTACTS.dpoEmail}.`);
  });

  it.each([
    'dados-coletados',
    'finalidades',
    'compartilhamento',
    'transferencia-internacional',
    'retencao',
    'direitos',
    'seguranca',
    'cookies',
    'encarregado',
    'alteracoes',
  ])('has the section %s', (id) => {
    expect(PRIVACY_POLICY.sections.map((s) => s.id)).toContain(id);
  });

  it('states the retention the code applies', () => {
    expect(text).toContain('seus 2 roteiros mais recentes');
    expect(text).toContain(`por ${PAID_HISTORY_DAYS} dias depois de criado`);
    expect(text).toContain(`${CONTACT_RETENTION_DAYS} dias a partir do envio`);
    expect(text).toContain('ferramentas de ideias (dúvidas, notícias, vídeos curtos): 7 dias');
    expect(text).toContain('"Excluir minha conta"');
  });

  it('names the processors and says card data never reaches us', () => {
    for (const who of ['Amazon Web Services', 'Stripe', 'Google']) expect(text).toContain(who);
    expect(text).toContain('nunca vemos nem guardamos o número do seu cartão');
  });
});

describe('the terms of use', () => {
  const text = textOf(TERMS_OF_USE);

  it.each([
    ['minimum age 18', 'pelo menos 18 anos'],
    ['automatic renewal', 'renovada automaticamente'],
    ['cancel at any time', 'cancelar a assinatura a qualquer momento'],
    ['no pro-rata refund', 'Não há reembolso proporcional (pro rata)'],
    ['access until the end of the period', 'até o fim do período já pago'],
    ['governing law', 'leis da República Federativa do Brasil'],
  ])('states %s', (_, phrase) => {
    expect(text).toContain(phrase);
  });

  it('lists the three plans by their display names, Enterprise among them, with real prices', () => {
    const plans = TERMS_OF_USE.sections.find((s) => s.id === 'planos')!;
    const items = plans.blocks.find((b) => typeof b !== 'string') as { list: string[] };
    expect(items.list.map((l) => l.split(':')[0])).toEqual(['Gratuito', 'Pro', 'Enterprise']);
    expect(items.list[1]).toContain('R$\u00a049,00 por mês');
    expect(items.list[2]).toContain('R$\u00a02.149,00 por ano');
  });
});

describe('links inside legal text', () => {
  it('turns e-mail addresses and app paths into links, and leaves the rest as text', () => {
    expect(linkParts('Escreva para privacidade@viraliza.com.br. Ou use /perfil, ou /contato.')).toEqual([
      { text: 'Escreva para ' },
      { text: 'privacidade@viraliza.com.br', href: 'mailto:privacidade@viraliza.com.br' },
      { text: '. Ou use ' },
      { text: '/perfil', href: '/perfil' },
      { text: ', ou ' },
      { text: '/contato', href: '/contato' },
      { text: '.' },
    ]);
    expect(linkParts('HTTPS/TLS e 1/2')).toEqual([{ text: 'HTTPS/TLS e 1/2' }]);
  });
});

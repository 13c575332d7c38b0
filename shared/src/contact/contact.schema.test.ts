import * as z from 'zod/mini';
import { PLANS } from '../plans/plans';
import { CONTACT_FAQ } from './contact-faq';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from './contact.schema';

const valid = { nome: 'Ana', email: 'ana@exemplo.com.br', assunto: 'Dúvida', mensagem: 'Olá!' };
const firstMessage = (value: unknown) => {
  const r = z.safeParse(contactMessageSchema, value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the contact message schema', () => {
  it('accepts the four fields, trimmed', () => {
    const r = contactMessageSchema.parse({ ...valid, nome: '  Ana  ', email: ' ana@exemplo.com.br ' });
    expect(r).toEqual({ ...valid });
  });

  it.each([
    ['nome', CONTACT_MESSAGES.nomeRequired],
    ['email', CONTACT_MESSAGES.emailRequired],
    ['assunto', CONTACT_MESSAGES.assuntoRequired],
    ['mensagem', CONTACT_MESSAGES.mensagemRequired],
  ] as const)('requires %s, in pt-BR', (field, message) => {
    expect(firstMessage({ ...valid, [field]: '   ' })).toBe(message);
    const { [field]: _, ...without } = valid;
    expect(firstMessage(without)).toBe(message);
  });

  it('refuses an address that is not an e-mail', () => {
    expect(firstMessage({ ...valid, email: 'ana@' })).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  it.each([
    ['nome', CONTACT_MESSAGES.nomeTooLong],
    ['assunto', CONTACT_MESSAGES.assuntoTooLong],
    ['mensagem', CONTACT_MESSAGES.mensagemTooLong],
  ] as const)('caps %s at its limit', (field, message) => {
    const max = CONTACT_LIMITS[field];
    expect(firstMessage({ ...valid, [field]: 'a'.repeat(max) })).toBeNull();
    expect(firstMessage({ ...valid, [field]: 'a'.repeat(max + 1) })).toBe(message);
  });

  it('writes the limit with pt-BR grouping', () => {
    expect(CONTACT_MESSAGES.mensagemTooLong).toBe('A mensagem pode ter até 5.000 caracteres.');
  });

  it('lets the honeypot through the schema (the use case decides what a filled one means)', () => {
    expect(contactMessageSchema.parse({ ...valid, website: 'http://spam' }).website).toBe('http://spam');
  });
});

describe('the FAQ', () => {
  it('has the eight topics, each with a unique id and an answer', () => {
    expect(CONTACT_FAQ).toHaveLength(8);
    expect(new Set(CONTACT_FAQ.map((q) => q.id)).size).toBe(8);
    for (const q of CONTACT_FAQ) {
      expect(q.question).toMatch(/\?$/);
      expect(q.answer.length).toBeGreaterThan(80);
    }
  });

  it("quotes the plans' real figures and names the plan Enterprise", () => {
    const plans = CONTACT_FAQ.find((q) => q.id === 'planos')!.answer;
    expect(plans).toContain('R$\u00a049,00 por mês');
    expect(plans).toContain('R$\u00a0499,00 por ano');
    expect(plans).toContain('R$\u00a0199,00 por mês');
    expect(plans).toContain('R$\u00a02.149,00 por ano');
    expect(plans).toContain('15.000 créditos');
    expect(plans).toContain('40.000 créditos');
    expect(plans).toContain(`${PLANS.free.monthlyCredits} créditos`);
    expect(CONTACT_FAQ.map((q) => q.answer).join(' ')).not.toMatch(/Studio/);
  });
});

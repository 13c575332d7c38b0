import { contactMessageItem, toContactMessage } from './contact.entity';

const message = {
  id: '01JD0000000000000000000001',
  nome: 'Ana',
  email: 'ana@example.com',
  assunto: 'Dúvida',
  mensagem: 'Olá!',
  receivedAt: '2026-03-15T09:30:00.000Z',
  expiresAt: 1_789_000_000,
};

describe('the contact message entity', () => {
  it('reads back what it lays out, in the partition of its UTC month, expiring at expiresAt', () => {
    const item = contactMessageItem(message);
    expect(item).toMatchObject({ pk: 'CONTACT#2026-03', sk: `MSG#${message.id}`, ttl: message.expiresAt });
    expect(toContactMessage(item)).toEqual(message);
  });

  it('refuses a malformed item instead of reading "undefined"', () => {
    expect(() => toContactMessage({ ...contactMessageItem(message), mensagem: undefined })).toThrow();
    expect(() => toContactMessage({ ...contactMessageItem(message), expiresAt: 'amanhã' })).toThrow();
  });
});

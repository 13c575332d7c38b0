import { EMPTY_CONTACT_FORM } from '@shared/contact/contact.schema';
import { memoryStorage } from '../../lib/test-support';
import { CONTACT_DRAFT_KEY, readDraft, writeDraft } from './contact-draft';

const draft = { nome: 'Ana', email: 'ana@exemplo.com.br', assunto: 'Dúvida', mensagem: 'Olá' };

describe("the contact form's draft", () => {
  it('comes back as it was written', () => {
    const s = memoryStorage();
    writeDraft(s, draft);
    expect(readDraft(s)).toEqual(draft);
  });

  it('is removed once the form is empty again (after a message was sent)', () => {
    const s = memoryStorage();
    writeDraft(s, draft);
    writeDraft(s, { ...EMPTY_CONTACT_FORM });
    expect(s.items.has(CONTACT_DRAFT_KEY)).toBe(false);
    expect(readDraft(s)).toEqual(EMPTY_CONTACT_FORM);
  });

  it('reads junk, foreign fields and wrong types as an empty form', () => {
    const s = memoryStorage();
    s.setItem(CONTACT_DRAFT_KEY, '{not json');
    expect(readDraft(s)).toEqual(EMPTY_CONTACT_FORM);
    s.setItem(CONTACT_DRAFT_KEY, JSON.stringify({ nome: 7, extra: 'x', email: 'a@b.co' }));
    expect(readDraft(s)).toEqual({ ...EMPTY_CONTACT_FORM, email: 'a@b.co' });
  });

  it('is skipped, not an error, when storage refuses it', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => writeDraft(refusing, draft)).not.toThrow();
  });
});

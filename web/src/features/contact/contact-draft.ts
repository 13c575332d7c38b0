import { CONTACT_FIELDS, EMPTY_CONTACT_FORM, type ContactField } from '@shared/contact/contact.schema';

/**
 * The contact form's draft, kept in sessionStorage (this tab only) so a reload or a trip to the
 * FAQ and back keeps what was typed; cleared once the message is sent. Storage may be full or
 * refused (private mode): remembering is then skipped, never an error.
 */
export const CONTACT_DRAFT_KEY = 'viraliza-contato-rascunho';

export type ContactForm = Record<ContactField, string>;

export function readDraft(storage: Pick<Storage, 'getItem'>): ContactForm {
  try {
    const raw: unknown = JSON.parse(storage.getItem(CONTACT_DRAFT_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return { ...EMPTY_CONTACT_FORM };
    const saved = raw as Record<string, unknown>;
    return Object.fromEntries(
      CONTACT_FIELDS.map((f) => [f, typeof saved[f] === 'string' ? saved[f] : '']),
    ) as ContactForm;
  } catch {
    return { ...EMPTY_CONTACT_FORM };
  }
}

export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, form: ContactForm): void {
  try {
    if (CONTACT_FIELDS.every((f) => !form[f])) storage.removeItem(CONTACT_DRAFT_KEY);
    else storage.setItem(CONTACT_DRAFT_KEY, JSON.stringify(form));
  } catch {
    // full or refused: the draft is only a convenience
  }
}

import * as z from 'zod/mini';
import type { StoredContactMessage } from '../../contact/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/**
 * The contact message item (docs/DATA-MODEL.md, `contact message`: K1, K2), outside any user's
 * partition: one partition per UTC month of arrival.
 */
export const CONTACT_MESSAGE_TYPE = 'contactMessage';

/** The UTC month (`yyyy-mm`) a message arrived in: its partition. */
export const contactMonthOf = (message: Pick<StoredContactMessage, 'receivedAt'>) => message.receivedAt.slice(0, 7);

export const contactMessageKey = (message: Pick<StoredContactMessage, 'id' | 'receivedAt'>) =>
  keys.contactMessage(contactMonthOf(message), message.id);

/** The item K1 puts; it expires at `expiresAt`. */
export function contactMessageItem(message: StoredContactMessage): Item {
  return { ...contactMessageKey(message), type: CONTACT_MESSAGE_TYPE, ...message, ttl: message.expiresAt };
}

const contactMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  nome: z.string(),
  email: z.string(),
  assunto: z.string(),
  mensagem: z.string(),
  receivedAt: z.string(),
  expiresAt: z.number(),
});

/** A message as support reads it (K2); a malformed item throws. */
export function toContactMessage(item: Item): StoredContactMessage {
  const { id, nome, email, assunto, mensagem, receivedAt, expiresAt } = contactMessageSchema.parse(item);
  return { id, nome, email, assunto, mensagem, receivedAt, expiresAt };
}

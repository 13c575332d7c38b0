import { monotonicFactory } from 'ulid';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT, type ContactMessage } from '@shared/contact/contact.schema';
import { RateLimitedError } from '../core/errors';
import type { Clock, Logger } from '../core/ports';
import { contactExpiry, contactWindow, retryAfterSeconds } from './contact-limit';
import type { ContactStore } from './ports';

const ulid = monotonicFactory();

export interface ContactContext {
  contacts: ContactStore;
  clock: Clock;
  log: Logger;
}

export type ContactOutcome = 'stored' | 'discarded';

/**
 * Keeps a message of the contact form for support (docs/PRODUCT.md §screens.contato, §defects
 * item 6) and logs 'contact message received', which is what alerts support. The log line
 * carries the message's id, its month and the sizes of its parts, never its text, name or
 * e-mail. A filled honeypot is answered like a kept message but keeps nothing, so a bot learns
 * nothing. Over the address's limit: RateLimitedError (429), nothing kept.
 *
 * @example await sendContactMessage(ctx, { message: { nome: 'Ana', email: 'ana@x.com', assunto: 'Oi', mensagem: 'Olá' }, clientKey: 'k' }) // 'stored'
 */
export async function sendContactMessage(
  ctx: ContactContext,
  input: { message: ContactMessage; clientKey: string },
): Promise<ContactOutcome> {
  const now = ctx.clock.now();
  const { message, clientKey } = input;
  if (message.website) {
    ctx.log.info('contact message discarded', { reason: 'honeypot' });
    return 'discarded';
  }
  const window = contactWindow(now);
  const stored = {
    id: ulid(now.getTime()),
    nome: message.nome,
    email: message.email,
    assunto: message.assunto,
    mensagem: message.mensagem,
    receivedAt: now.toISOString(),
    expiresAt: contactExpiry(now),
  };
  const accepted = await ctx.contacts.save(stored, {
    clientKey,
    window: window.index,
    max: CONTACT_RATE_LIMIT.max,
    windowEndsAt: window.endsAt,
  });
  if (!accepted) throw new RateLimitedError(CONTACT_MESSAGES.rateLimited, retryAfterSeconds(now));
  ctx.log.info('contact message received', {
    contactId: stored.id,
    month: stored.receivedAt.slice(0, 7),
    subjectLength: stored.assunto.length,
    messageLength: stored.mensagem.length,
  });
  return 'stored';
}

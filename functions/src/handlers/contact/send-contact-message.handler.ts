import { createHash } from 'node:crypto';
import { contactMessageSchema, type ContactResponse } from '@shared/contact/contact.schema';
import { json, publicHandler, validatedBody, type HttpEvent } from '../../http/http-handler';
import { contactsOf } from '../../composition/contact-store';
import { coreBuilders, lazyDeps, type CoreDeps } from '../../composition/core';
import type { ContactStore } from '../../contact/ports';
import { limitedAddress } from '../../contact/contact-limit';
import { sendContactMessage } from '../../contact/send-contact-message';

/**
 * Whom a message counts against: a digest of the caller's address (its /64 for IPv6), so neither
 * the table nor the logs hold an IP (docs/DATA-MODEL.md K1). API Gateway sets `sourceIp` from
 * the connection; a client cannot choose it with a header.
 */
export function contactClientKey(event: HttpEvent): string {
  const address = limitedAddress(event.requestContext?.http?.sourceIp);
  return createHash('sha256').update(`contact:${address}`).digest('base64url').slice(0, 22);
}

/**
 * POST /api/contact — public (the form is for visitors too): validates the message with the
 * shared schema and keeps it within the address's limit (docs/PRODUCT.md §limits.contact).
 * No token is read: a message is not tied to an account (docs/PRODUCT.md §data.contact).
 */
export interface SendContactMessageDeps extends CoreDeps {
  contacts: ContactStore;
}

export const makeHandler = (deps: SendContactMessageDeps) =>
  publicHandler({ deps }, async ({ event, deps, log }) => {
    const read = validatedBody(event, contactMessageSchema);
    if (!read.ok) return read.result;
    await sendContactMessage(
      { contacts: deps.contacts, clock: deps.clock, log },
      { message: read.data, clientKey: contactClientKey(event) },
    );
    const body: ContactResponse = { received: true };
    return json(202, body);
  });

export const handler = makeHandler(lazyDeps({ ...coreBuilders, contacts: contactsOf }));

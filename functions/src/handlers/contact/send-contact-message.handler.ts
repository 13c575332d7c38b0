import { createHash } from 'node:crypto';
import { contactMessageSchema, type ContactResponse } from '@shared/contact/contact.schema';
import { json, publicHandler, validatedBody } from '../../http/http-handler';
import { contactsOf } from '../../composition/contact-store';
import { lazyDeps, publicHttpBuilders, type PublicHttpDeps } from '../../composition/core';
import type { ContactStore } from '../../contact/ports';
import { limitedAddress } from '../../contact/contact-limit';
import { sendContactMessage } from '../../contact/send-contact-message';

/**
 * Whom a message counts against: a digest of the caller's address (its /64 for IPv6), so neither
 * the table nor the logs hold an IP (docs/DATA-MODEL.md K1). The address is the viewer's, which only
 * a request that came through the distribution may name; else API Gateway's `sourceIp`, from the
 * connection (docs/INFRA-NOTES.md §viewer-address): a client cannot choose it with a header.
 */
export function contactClientKey(clientIp: string | undefined): string {
  const address = limitedAddress(clientIp);
  return createHash('sha256').update(`contact:${address}`).digest('base64url').slice(0, 22);
}

/**
 * POST /api/contact — public (the form is for visitors too): validates the message with the
 * shared schema and keeps it within the address's limit (docs/PRODUCT.md §limits.contact).
 * No token is read: a message is not tied to an account (docs/PRODUCT.md §data.contact).
 */
export interface SendContactMessageDeps extends PublicHttpDeps {
  contacts: ContactStore;
}

export const makeHandler = (deps: SendContactMessageDeps) =>
  publicHandler({ deps }, async ({ event, deps, log, clientIp }) => {
    const read = validatedBody(event, contactMessageSchema);
    if (!read.ok) return read.result;
    await sendContactMessage(
      { contacts: deps.contacts, clock: deps.clock, log },
      { message: read.data, clientKey: contactClientKey(clientIp) },
    );
    const body: ContactResponse = { received: true };
    return json(202, body);
  });

export const handler = makeHandler(lazyDeps({ ...publicHttpBuilders, contacts: contactsOf }));

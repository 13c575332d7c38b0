/**
 * The contact form's port (docs/PRODUCT.md §screens.contato, docs/DATA-MODEL.md K1–K2). The use
 * case beside this file knows only this.
 */

/** A message as kept for support: the form's four fields, when it arrived and when it goes. */
export interface StoredContactMessage {
  /** A ULID: unique, and sorting by it sorts by arrival. */
  id: string;
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
  /** ISO date-time it was received. */
  receivedAt: string;
  /** When it is deleted, epoch seconds (its ttl; docs/PRODUCT.md §limits.contact). */
  expiresAt: number;
}

/** The window a message counts in, for one client (a digest of its address, never the address). */
export interface ContactQuota {
  clientKey: string;
  window: number;
  /** How many messages the window may hold. */
  max: number;
  /** The window's end, epoch seconds: its counter's ttl. */
  windowEndsAt: number;
}

export interface ContactStore {
  /**
   * Keeps the message and counts it in its client's window, in one transaction (K1): both or
   * neither. False, with nothing written, when the window already holds `quota.max` messages.
   */
  save(message: StoredContactMessage, quota: ContactQuota): Promise<boolean>;
  /** The messages received in one UTC month (`yyyy-mm`), oldest first, expired ones left out (K2). */
  listMonth(month: string, now: Date): Promise<StoredContactMessage[]>;
}

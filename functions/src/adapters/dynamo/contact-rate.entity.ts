import type { ContactQuota } from '../../contact/ports';
import { countOf, countUnderMaxUpdate } from './counter';
import { keys } from './keys';

/**
 * The contact messages per address item (docs/DATA-MODEL.md, `contact messages per address`:
 * K1): the messages one client (a digest of its IP) sent in one window, keyed by the window's
 * number. Only K1's UpdateItem, in the message's own transaction, writes it.
 */
export const CONTACT_RATE_TYPE = 'contactRate';
export const contactRateKey = keys.contactRate;

/** K1's count of one more message in the client's window, while under the quota's max. */
export function countMessageUpdate(quota: ContactQuota) {
  return countUnderMaxUpdate(contactRateKey(quota.clientKey, quota.window), {
    max: quota.max,
    ttl: quota.windowEndsAt,
    type: CONTACT_RATE_TYPE,
  });
}

/** The messages a window's row counted; a malformed item throws. */
export const contactRateCountOf = countOf;

import { CONTACT_RATE_LIMIT, CONTACT_RETENTION_DAYS } from '@shared/contact/contact.schema';

/**
 * The contact route's per-address limit (docs/PRODUCT.md §limits.contact, docs/DATA-MODEL.md K1):
 * fixed windows numbered since the epoch, as the phone remote counts failed connects (P6, P7).
 * A fixed window lets one address send up to 2 × max across a boundary; for a form that
 * writes one small item per message that is acceptable, and it costs one counter item per
 * address and window instead of one per message.
 */
export interface ContactWindow {
  /** The window's number since the epoch: part of the counter's key. */
  index: number;
  /** When it ends, epoch seconds: the counter's ttl. */
  endsAt: number;
}

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The window `now` falls in. */
export function contactWindow(now: Date, windowSeconds: number = CONTACT_RATE_LIMIT.windowSeconds): ContactWindow {
  const index = Math.floor(epochSeconds(now) / windowSeconds);
  return { index, endsAt: (index + 1) * windowSeconds };
}

/** Whole seconds until the window of `now` ends (Retry-After), at least 1. */
export function retryAfterSeconds(now: Date, windowSeconds: number = CONTACT_RATE_LIMIT.windowSeconds): number {
  return Math.max(1, contactWindow(now, windowSeconds).endsAt - epochSeconds(now));
}

/** When a message received at `now` is deleted, epoch seconds (its ttl). */
export function contactExpiry(now: Date, days: number = CONTACT_RETENTION_DAYS): number {
  return epochSeconds(now) + days * 86_400;
}

/**
 * What one "address" is for the limit. An IPv4 address as it is (an IPv4-mapped IPv6 one
 * `::ffff:a.b.c.d` too); an IPv6 address by its /64 prefix, the block one subscriber usually
 * holds, so walking through the addresses of one's own /64 does not reset the limit.
 *
 * @example limitedAddress('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function limitedAddress(ip: string | undefined): string {
  const raw = (ip ?? '').trim().toLowerCase();
  if (!raw) return 'unknown';
  const mapped = raw.match(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/);
  if (mapped) return mapped[1]!;
  if (!raw.includes(':')) return raw;
  const groups = expandIpv6(raw);
  if (!groups) return raw;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The 8 groups of an IPv6 address (a zone id dropped), or null when it is not one. */
function expandIpv6(ip: string): string[] | null {
  const address = ip.split('%')[0]!;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // An embedded IPv4 tail ("::1.2.3.4") counts as two groups; the /64 prefix never reaches it.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g) || g.includes('.')) ? groups : null;
}

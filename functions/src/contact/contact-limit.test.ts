import { CONTACT_RATE_LIMIT, CONTACT_RETENTION_DAYS } from '@shared/contact/contact.schema';
import { contactExpiry, contactWindow, limitedAddress, retryAfterSeconds } from './contact-limit';

const at = (iso: string) => new Date(iso);

describe('the contact windows', () => {
  it('are 10 minutes long, numbered since the epoch', () => {
    expect(CONTACT_RATE_LIMIT).toEqual({ max: 5, windowSeconds: 600 });
    const w = contactWindow(at('2026-11-24T12:00:00.000Z'));
    expect(w.index).toBe(Math.floor(Date.parse('2026-11-24T12:00:00Z') / 1000 / 600));
    expect(w.endsAt).toBe(Date.parse('2026-11-24T12:10:00Z') / 1000);
  });

  it('put every moment of one window in it, and the next moment in the next one', () => {
    const first = contactWindow(at('2026-11-24T12:00:00.000Z'));
    expect(contactWindow(at('2026-11-24T12:09:59.999Z'))).toEqual(first);
    expect(contactWindow(at('2026-11-24T12:10:00.000Z')).index).toBe(first.index + 1);
  });

  it('tell a refused sender how long until the window ends, at least 1 s', () => {
    expect(retryAfterSeconds(at('2026-11-24T12:00:00.000Z'))).toBe(600);
    expect(retryAfterSeconds(at('2026-11-24T12:07:30.000Z'))).toBe(150);
    expect(retryAfterSeconds(at('2026-11-24T12:09:59.900Z'))).toBe(1);
  });

  it(`keep a message ${CONTACT_RETENTION_DAYS} days`, () => {
    const now = at('2026-01-01T00:00:00.000Z');
    expect(contactExpiry(now)).toBe(Date.parse('2026-06-30T00:00:00Z') / 1000);
  });
});

describe('the address a message counts against', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [undefined, 'unknown'],
    ['', 'unknown'],
  ])('%s counts as %s', (ip, expected) => {
    expect(limitedAddress(ip)).toBe(expected);
  });

  it('puts two addresses of one IPv6 /64 together, and two /64s apart', () => {
    expect(limitedAddress('2001:db8:1:2::a')).toBe(limitedAddress('2001:db8:1:2:ffff::b'));
    expect(limitedAddress('2001:db8:1:2::a')).not.toBe(limitedAddress('2001:db8:1:3::a'));
  });

  it('keeps something that is not an address as it is (it still counts, alone)', () => {
    expect(limitedAddress('1:2:3')).toBe('1:2:3');
    expect(limitedAddress('a::b::c')).toBe('a::b::c');
  });
});

import type { ContactMessage } from '@shared/contact/contact.schema';
import { CONTACT_MESSAGES } from '@shared/contact/contact.schema';
import { RateLimitedError } from '../core/errors';
import type { Logger } from '../core/ports';
import type { ContactQuota, ContactStore, StoredContactMessage } from './ports';
import { sendContactMessage } from './send-contact-message';

/** The store's rule in memory: a window holds at most `max`, and a refused message is not kept. */
class MemoryContactStore implements ContactStore {
  readonly messages: StoredContactMessage[] = [];
  readonly counts = new Map<string, number>();
  async save(message: StoredContactMessage, quota: ContactQuota): Promise<boolean> {
    const key = `${quota.clientKey}#${quota.window}`;
    const count = this.counts.get(key) ?? 0;
    if (count >= quota.max) return false;
    this.counts.set(key, count + 1);
    this.messages.push(message);
    return true;
  }
  async listMonth(month: string): Promise<StoredContactMessage[]> {
    return this.messages.filter((m) => m.receivedAt.startsWith(month));
  }
}

function recordingLogger() {
  const lines: Array<{ message: string; fields?: Record<string, unknown> }> = [];
  const log: Logger = {
    info: (message, fields) => void lines.push({ message, fields }),
    warn: (message, fields) => void lines.push({ message, fields }),
    error: (message, fields) => void lines.push({ message, fields }),
    child: () => log,
  };
  return { log, lines };
}

const message: ContactMessage = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  assunto: 'Plano Enterprise',
  mensagem: 'Quero saber mais sobre a consultoria mensal.',
};

function setup(now = new Date('2026-11-24T12:03:20.000Z')) {
  const contacts = new MemoryContactStore();
  const { log, lines } = recordingLogger();
  const ctx = { contacts, clock: { now: () => now }, log };
  return { ctx, contacts, lines };
}

it('keeps the message with its arrival time and its expiry, and logs it without any personal data', async () => {
  const { ctx, contacts, lines } = setup();
  expect(await sendContactMessage(ctx, { message, clientKey: 'k1' })).toBe('stored');
  expect(contacts.messages).toEqual([
    {
      ...message,
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      receivedAt: '2026-11-24T12:03:20.000Z',
      expiresAt: Date.parse('2027-05-23T12:03:20.000Z') / 1000,
    },
  ]);
  expect(lines).toEqual([
    {
      message: 'contact message received',
      fields: { contactId: contacts.messages[0]!.id, month: '2026-11', subjectLength: 16, messageLength: 44 },
    },
  ]);
  const logged = JSON.stringify(lines);
  for (const value of Object.values(message)) expect(logged).not.toContain(value);
});

it('refuses the 6th message of one client in a window with a 429 and the seconds left, keeping only 5', async () => {
  const { ctx, contacts } = setup();
  for (let i = 0; i < 5; i++) await sendContactMessage(ctx, { message, clientKey: 'k1' });
  const refused = sendContactMessage(ctx, { message, clientKey: 'k1' });
  await expect(refused).rejects.toThrow(RateLimitedError);
  await expect(refused).rejects.toMatchObject({ message: CONTACT_MESSAGES.rateLimited, retryAfterSeconds: 400 });
  expect(contacts.messages).toHaveLength(5);
  // another client is not affected
  expect(await sendContactMessage(ctx, { message, clientKey: 'k2' })).toBe('stored');
});

it('counts in a new window once the old one ends', async () => {
  let now = new Date('2026-11-24T12:09:00.000Z');
  const { ctx, contacts } = setup();
  ctx.clock = { now: () => now };
  for (let i = 0; i < 5; i++) await sendContactMessage(ctx, { message, clientKey: 'k1' });
  now = new Date('2026-11-24T12:10:00.000Z');
  expect(await sendContactMessage(ctx, { message, clientKey: 'k1' })).toBe('stored');
  expect(contacts.messages).toHaveLength(6);
});

it('answers a filled honeypot as if it kept the message, keeps nothing and counts nothing', async () => {
  const { ctx, contacts, lines } = setup();
  expect(
    await sendContactMessage(ctx, { message: { ...message, website: 'https://spam.example' }, clientKey: 'k1' }),
  ).toBe('discarded');
  expect(contacts.messages).toEqual([]);
  expect(contacts.counts.size).toBe(0);
  expect(lines).toEqual([{ message: 'contact message discarded', fields: { reason: 'honeypot' } }]);
});

import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CONTACT_MESSAGES } from '@shared/contact/contact.schema';
import type { Clock } from '../../src/core/ports';
import { DynamoContactStore } from '../../src/adapters/dynamo/contact-store.dynamo';
import { keys } from '../../src/adapters/dynamo/keys';
import { contactClientKey, makeHandler } from '../../src/handlers/contact/send-contact-message.handler';
import { TABLE, apiEvent, makeHarness, makeTestDb } from './harness';

/** POST /api/contact against DynamoDB Local (docs/PRODUCT.md §screens.contato, docs/DATA-MODEL.md K1, K2). */
const db = makeTestDb();
const store = new DynamoContactStore(db, TABLE);
let now: Date;
let handler: ReturnType<typeof makeHandler>;

beforeAll(async () => {
  const clock: Clock = { now: () => now };
  handler = makeHandler({ ...(await makeHarness()).deps, clock, contacts: store });
});

/** Each test in a month of its own (the month is the partition support reads), at 12:03:20 UTC. */
beforeEach(() => {
  now = new Date(Date.UTC(2100 + randomInt(0, 800), randomInt(0, 12), 10, 12, 3, 20));
});

/** A documentation-range address no other test uses. */
const anAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const month = () => now.toISOString().slice(0, 7);

const valid = {
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  assunto: 'Dúvida sobre créditos',
  mensagem: 'Os créditos que sobram passam para o mês seguinte?',
};

async function send(body: unknown, sourceIp = '203.0.113.10') {
  const event = apiEvent('POST /api/contact', { body });
  event.requestContext.http.sourceIp = sourceIp;
  const r = await handler(event);
  return { status: r.statusCode, body: JSON.parse(r.body!), headers: (r.headers ?? {}) as Record<string, string> };
}

it('keeps an accepted message in its month, with a TTL, and answers 202', async () => {
  const r = await send({ ...valid, nome: '  Ana Souza ' }, anAddress());
  expect(r).toMatchObject({ status: 202, body: { received: true } });

  const kept = await store.listMonth(month(), now);
  expect(kept).toEqual([
    {
      ...valid,
      id: expect.any(String),
      receivedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + 180 * 86_400,
    },
  ]);
  const item = (await db.send(new GetCommand({ TableName: TABLE, Key: keys.contactMessage(month(), kept[0]!.id) })))
    .Item;
  expect(item).toMatchObject({ type: 'contactMessage', ttl: kept[0]!.expiresAt });
  expect(JSON.stringify(item)).not.toContain('198.51.');
});

it.each([
  ['nome', CONTACT_MESSAGES.nomeRequired],
  ['email', CONTACT_MESSAGES.emailRequired],
  ['assunto', CONTACT_MESSAGES.assuntoRequired],
  ['mensagem', CONTACT_MESSAGES.mensagemRequired],
] as const)('refuses a message without %s with a pt-BR 400 and keeps nothing', async (field, message) => {
  const { [field]: _, ...without } = valid;
  expect(await send(without, anAddress())).toMatchObject({
    status: 400,
    body: { error: 'validation_failed', message },
  });
  expect(await send({ ...valid, [field]: '   ' }, anAddress())).toMatchObject({ status: 400, body: { message } });
  expect(await store.listMonth(month(), now)).toEqual([]);
});

it('refuses an invalid e-mail and a body that is not JSON', async () => {
  expect(await send({ ...valid, email: 'ana.exemplo.com' })).toMatchObject({
    status: 400,
    body: { message: CONTACT_MESSAGES.emailInvalid },
  });
  const event = apiEvent('POST /api/contact');
  event.body = '{nome:';
  const r = await handler(event);
  expect([r.statusCode, JSON.parse(r.body!).message]).toEqual([400, 'O corpo da requisição não é um JSON válido.']);
});

it('answers the 6th message from one address in the window with 429, and another address is unaffected', async () => {
  const address = anAddress();
  for (let i = 0; i < 5; i++) expect((await send({ ...valid, assunto: `Assunto ${i}` }, address)).status).toBe(202);

  const refused = await send({ ...valid, assunto: 'Assunto 5' }, address);
  expect(refused).toMatchObject({
    status: 429,
    body: { error: 'rate_limited', message: CONTACT_MESSAGES.rateLimited },
  });
  // 12:03:20 in a window that ends at 12:10:00
  expect(refused.headers['retry-after']).toBe('400');

  expect((await send(valid, anAddress())).status).toBe(202);
  const subjects = (await store.listMonth(month(), now)).map((m) => m.assunto);
  expect(subjects).toEqual(['Assunto 0', 'Assunto 1', 'Assunto 2', 'Assunto 3', 'Assunto 4', valid.assunto]);

  // the next window opens again
  now = new Date(now.getTime() + 400_000);
  expect((await send(valid, address)).status).toBe(202);
});

it('lets exactly 5 of 12 messages sent at once from one address through, and keeps exactly those', async () => {
  const address = anAddress();
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, i) => send({ ...valid, assunto: `Ao mesmo tempo ${i}` }, address)),
  );
  expect(results.filter((r) => r.status === 202)).toHaveLength(5);
  expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  expect(await store.listMonth(month(), now)).toHaveLength(5);
});

it('counts the addresses of one IPv6 /64 together', async () => {
  const prefix = `2001:db8:${randomInt(0, 0xffff).toString(16)}:1`;
  for (let i = 1; i <= 5; i++) expect((await send(valid, `${prefix}::${i}`)).status).toBe(202);
  expect((await send(valid, `${prefix}:ffff::99`)).status).toBe(429);
});

it('keeps a filled honeypot out of the table but answers as for a kept message', async () => {
  expect(await send({ ...valid, website: 'https://spam.example' }, anAddress())).toMatchObject({
    status: 202,
    body: { received: true },
  });
  expect(await store.listMonth(month(), now)).toEqual([]);
});

it('counts against a digest of the address, never the address', () => {
  const key = contactClientKey('203.0.113.77');
  expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(key).not.toContain('203');
});

it("leaves a month's expired messages out of support's reading", async () => {
  await send(valid, anAddress());
  const later = new Date(now.getTime() + 181 * 86_400_000);
  expect(await store.listMonth(month(), later)).toEqual([]);
  expect(await store.listMonth(month(), now)).toHaveLength(1);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Mailbox, renderMailbox, type MailboxEntry } from './mailbox';

let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-mailbox-'));
  file = path.join(dir, 'nested', 'data', 'mailbox.json');
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('Mailbox', () => {
  it('starts empty when the file does not exist yet', () => {
    expect(new Mailbox(file).list()).toEqual([]);
  });

  it('writes each e-mail to the file, creating its folder, and a new mailbox reloads them', () => {
    // prepare
    const mailbox = new Mailbox(file);
    // act
    const entry = mailbox.add('ana@teste.com', '123456', 'Viraliza: confirme seu e-mail');
    // assert
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([entry]);
    expect(new Mailbox(file).list()).toEqual([entry]);
  });

  it('lists the newest e-mail first', () => {
    const mailbox = new Mailbox(file);
    mailbox.add('ana@teste.com', '111111');
    mailbox.add('bia@teste.com', '222222');
    mailbox.add('caio@teste.com', '333333');
    expect(mailbox.list().map((e) => e.code)).toEqual(['333333', '222222', '111111']);
    expect(new Mailbox(file).list().map((e) => e.code)).toEqual(['333333', '222222', '111111']);
  });

  it('puts the code in the html in place of the {####} placeholder', () => {
    const entry = new Mailbox(file).add('ana@teste.com', '123456', 'Viraliza: confirme seu e-mail');
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: 'ana@teste.com',
      code: '123456',
      subject: 'Viraliza: confirme seu e-mail',
      html: expect.stringContaining('123456'),
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(entry.html).not.toContain('{####}');
    expect(entry.html).toContain('Bem-vindo ao Viraliza!');
  });

  it('uses the template of the subject the trigger wrote (password reset)', () => {
    const entry = new Mailbox(file).add('ana@teste.com', '654321', 'Viraliza: código para redefinir sua senha');
    expect(entry.html).toContain('Redefinir senha');
    expect(entry.html).toContain('654321');
    expect(entry.html).not.toContain('{####}');
  });

  it('falls back to the sign-up e-mail when no subject was printed', () => {
    const entry = new Mailbox(file).add('ana@teste.com', '123456');
    expect(entry.subject).toBe('Viraliza: confirme seu e-mail');
    expect(entry.html).toContain('Bem-vindo ao Viraliza!');
  });

  it('keeps an unknown subject but still shows the code', () => {
    const entry = new Mailbox(file).add('ana@teste.com', '123456', 'Your verification code');
    expect(entry.subject).toBe('Your verification code');
    expect(entry.html).toContain('123456');
  });

  it('keeps only the 200 newest e-mails', () => {
    const mailbox = new Mailbox(file);
    for (let i = 0; i < 205; i++) mailbox.add('ana@teste.com', String(i).padStart(6, '0'));
    expect(mailbox.list()).toHaveLength(200);
    expect(mailbox.list()[0]?.code).toBe('000204');
    expect(mailbox.list()[199]?.code).toBe('000005');
  });
});

describe('renderMailbox', () => {
  const entry: MailboxEntry = {
    id: 'e1',
    to: 'ana+<b>@teste.com',
    subject: 'Viraliza: "confirme" & <ative>',
    code: '123456',
    html: '<p>corpo</p>',
    sentAt: '2026-03-15T12:00:00.000Z',
  };

  it('shows each e-mail with its code, recipient and São Paulo time, escaping what the user typed', () => {
    const page = renderMailbox([entry]);
    expect(page).toContain('<output>123456</output>');
    expect(page).toContain('Para: ana+&lt;b&gt;@teste.com');
    expect(page).toContain('Viraliza: &quot;confirme&quot; &amp; &lt;ative&gt;');
    expect(page).not.toContain('<b>@');
    expect(page).toContain('15/03/2026, 09:00:00');
  });

  it('explains the empty mailbox in Portuguese', () => {
    expect(renderMailbox([])).toContain('Nenhum e-mail ainda.');
  });
});

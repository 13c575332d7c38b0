import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { authEmailFor, CODE_PLACEHOLDER, AUTH_EMAILS } from '../../functions/src/accounts/custom-message';

/**
 * The local mailbox: the e-mails Cognito would send (confirmation and reset codes),
 * kept under DATA_DIR and shown at /dev/emails. Local mode only.
 */
/** Marks a re-sent sign-up code in the local mailbox: locally the code does not change. */
export const LOCAL_RESEND_NOTE = '(modo local: o mesmo código)';

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  code: string;
  html: string;
  sentAt: string;
}

export class Mailbox {
  private entries: MailboxEntry[];

  constructor(private readonly file: string) {
    this.entries = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MailboxEntry[]) : [];
  }

  add(to: string, code: string, subject?: string): MailboxEntry {
    // cognito-local prints the subject our custom-message trigger wrote; find its template.
    const template =
      Object.values(AUTH_EMAILS).find((e) => e.subject === subject) ?? authEmailFor('CustomMessage_SignUp')!;
    const entry: MailboxEntry = {
      id: randomUUID(),
      to,
      code,
      subject: subject ?? template.subject,
      html: template.html.replace(CODE_PLACEHOLDER, code),
      sentAt: new Date().toISOString(),
    };
    this.entries.unshift(entry);
    this.entries = this.entries.slice(0, 200);
    this.save();
    return entry;
  }

  private save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.entries, null, 2));
  }

  /**
   * ResendConfirmationCode, locally (cognito-local lacks it: docs/LOCAL-MODE.md §cognito-local.unsupported):
   * files the sign-up code last sent to `to` again, as a
   * 'novo código' e-mail that says it is the same code. cognito-local keeps one code per
   * user, so the same code is the one that confirms. Null when no sign-up code went to `to`.
   */
  resendConfirmation(to: string): MailboxEntry | null {
    const key = to.trim().toLowerCase();
    const last = this.entries.find(
      (e) =>
        e.to.trim().toLowerCase() === key &&
        (e.subject === AUTH_EMAILS.signUp.subject || e.subject.startsWith(AUTH_EMAILS.resendCode.subject)),
    );
    if (!last) return null;
    const entry = this.add(last.to, last.code, AUTH_EMAILS.resendCode.subject);
    entry.subject = `${AUTH_EMAILS.resendCode.subject} ${LOCAL_RESEND_NOTE}`;
    this.save();
    return entry;
  }

  list(): readonly MailboxEntry[] {
    return this.entries;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMailbox(entries: readonly MailboxEntry[]): string {
  const fmt = new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'America/Sao_Paulo',
  });
  const items = entries.length
    ? entries
        .map(
          (e) => `<article class="mail" data-to="${escapeHtml(e.to)}">
  <header><strong>${escapeHtml(e.subject)}</strong><span>Para: ${escapeHtml(e.to)}</span><time datetime="${e.sentAt}">${fmt.format(new Date(e.sentAt))}</time></header>
  <p class="code">Código: <output>${escapeHtml(e.code)}</output></p>
  <details><summary>Ver e-mail</summary>${e.html}</details>
</article>`,
        )
        .join('\n')
    : '<p>Nenhum e-mail ainda. Cadastre-se ou peça a recuperação de senha e o código aparece aqui.</p>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Caixa de e-mails local · Viraliza</title>
<style>body{font-family:system-ui,sans-serif;background:#0f0a1e;color:#f4f1ff;max-width:760px;margin:2rem auto;padding:0 1rem}
.note{background:#2a1f4d;border-left:4px solid #a78bfa;padding:.75rem 1rem;border-radius:6px}
.mail{background:#1b1433;border-radius:10px;padding:1rem;margin:1rem 0}.mail header{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between}
.code output{font-size:1.6rem;letter-spacing:.3rem;font-weight:700;color:#c4b5fd}details{background:#fff;color:#111;border-radius:6px;padding:.5rem;margin-top:.5rem}
a{color:#c4b5fd}</style></head><body>
<h1>Caixa de e-mails local</h1>
<p class="note">Modo local: o Viraliza não envia e-mails de verdade nesta máquina. Os códigos de confirmação e de recuperação de senha aparecem aqui (a página se atualiza a cada 5 segundos). <a href="/auth">Voltar ao Viraliza</a></p>
${items}
</body></html>`;
}

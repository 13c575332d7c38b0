import * as z from 'zod/mini';

/**
 * The contact form's contract (docs/PRODUCT.md §validation.contact, docs/PRODUCT.md §messages.contact,
 * docs/PRODUCT.md §data.contact): the form and `POST /api/contact` validate with the same schema, so the
 * server refuses what the browser would have refused, with the same pt-BR words.
 */
export const CONTACT_LIMITS = {
  nome: 100,
  /** RFC 5321's limit for a whole address. */
  email: 254,
  assunto: 150,
  mensagem: 5000,
} as const;

/**
 * Per-address limit of `POST /api/contact` (docs/PRODUCT.md §limits.contact): at most `max`
 * messages from one address in each fixed window of `windowSeconds`.
 */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;

/**
 * How long a message is kept (docs/PRODUCT.md §limits.contact): long enough to answer it and its
 * follow-ups, then deleted by the table's TTL (LGPD art. 6, III: data minimisation).
 */
export const CONTACT_RETENTION_DAYS = 180;

export const CONTACT_MESSAGES = {
  nomeRequired: 'Informe seu nome.',
  nomeTooLong: `O nome pode ter até ${CONTACT_LIMITS.nome} caracteres.`,
  emailRequired: 'Informe seu e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  emailTooLong: `O e-mail pode ter até ${CONTACT_LIMITS.email} caracteres.`,
  assuntoRequired: 'Informe o assunto.',
  assuntoTooLong: `O assunto pode ter até ${CONTACT_LIMITS.assunto} caracteres.`,
  mensagemRequired: 'Escreva sua mensagem.',
  mensagemTooLong: `A mensagem pode ter até ${CONTACT_LIMITS.mensagem.toLocaleString('pt-BR')} caracteres.`,
  /** The success toast (the spec's words); shown only after the server accepted the message. */
  sent: 'Mensagem enviada com sucesso! Entraremos em contato em breve.',
  /** Ours: the failure toast. */
  failed: 'Não foi possível enviar sua mensagem. Tente novamente.',
  /** 429: one address sent too many messages in the window (docs/PRODUCT.md §limits.contact). */
  rateLimited: 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente de novo.',
} as const;

const text = (max: number, required: string, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * `POST /api/contact`. `website` is a honeypot: the form hides it from people (and from
 * assistive tech), so only a bot fills it in; the server then answers as if it had kept the
 * message and keeps nothing.
 */
export const contactMessageSchema = z.object({
  nome: text(CONTACT_LIMITS.nome, CONTACT_MESSAGES.nomeRequired, CONTACT_MESSAGES.nomeTooLong),
  email: z
    .string(CONTACT_MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, CONTACT_MESSAGES.emailRequired),
      z.maxLength(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong),
      z.email(CONTACT_MESSAGES.emailInvalid),
    ),
  assunto: text(CONTACT_LIMITS.assunto, CONTACT_MESSAGES.assuntoRequired, CONTACT_MESSAGES.assuntoTooLong),
  mensagem: text(CONTACT_LIMITS.mensagem, CONTACT_MESSAGES.mensagemRequired, CONTACT_MESSAGES.mensagemTooLong),
  website: z.optional(z.string().check(z.maxLength(200))),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the route answers once the message is accepted (202). */
export const contactResponseSchema = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The form's fields, in order, as the page lays them out. */
export const CONTACT_FIELDS = ['nome', 'email', 'assunto', 'mensagem'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** An empty form (and what it goes back to after a message is sent). */
export const EMPTY_CONTACT_FORM: Record<ContactField, string> = { nome: '', email: '', assunto: '', mensagem: '' };

/**
 * The pt-BR e-mails Cognito sends. `{####}` is Cognito's placeholder for the code:
 * the trigger never sees the code itself.
 */
export const CODE_PLACEHOLDER = '{####}';

export interface AuthEmail {
  subject: string;
  /** HTML body with the code placeholder. */
  html: string;
}

const wrap = (title: string, lead: string) =>
  `<div style="font-family:Arial,sans-serif;max-width:480px">` +
  `<h2 style="color:#7c3aed">${title}</h2><p>${lead}</p>` +
  `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${CODE_PLACEHOLDER}</p>` +
  `<p style="color:#555">O código vale por 24 horas. Se você não pediu este e-mail, pode ignorá-lo.</p>` +
  `<p>Equipe Viraliza</p></div>`;

export type AuthEmailKind = 'signUp' | 'resendCode' | 'forgotPassword' | 'updateAttribute' | 'verifyAttribute';

export const AUTH_EMAILS: Record<AuthEmailKind, AuthEmail> = {
  signUp: {
    subject: 'Viraliza: confirme seu e-mail',
    html: wrap('Bem-vindo ao Viraliza!', 'Use o código abaixo para confirmar seu e-mail e ativar sua conta:'),
  },
  resendCode: {
    subject: 'Viraliza: seu novo código de confirmação',
    html: wrap('Seu novo código', 'Use o código abaixo para confirmar seu e-mail:'),
  },
  forgotPassword: {
    subject: 'Viraliza: código para redefinir sua senha',
    html: wrap('Redefinir senha', 'Recebemos um pedido para redefinir sua senha. Use o código abaixo:'),
  },
  updateAttribute: {
    subject: 'Viraliza: confirme seu novo e-mail',
    html: wrap('Confirme seu novo e-mail', 'Use o código abaixo para confirmar a troca de e-mail:'),
  },
  verifyAttribute: {
    subject: 'Viraliza: confirme seu e-mail',
    html: wrap('Confirme seu e-mail', 'Use o código abaixo para confirmar seu e-mail:'),
  },
};

const KIND_BY_TRIGGER: Record<string, AuthEmailKind> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'resendCode',
  CustomMessage_ForgotPassword: 'forgotPassword',
  CustomMessage_UpdateUserAttribute: 'updateAttribute',
  CustomMessage_VerifyUserAttribute: 'verifyAttribute',
};

export function authEmailFor(triggerSource: string): AuthEmail | null {
  const kind = Object.hasOwn(KIND_BY_TRIGGER, triggerSource) ? KIND_BY_TRIGGER[triggerSource] : undefined;
  return kind ? AUTH_EMAILS[kind] : null;
}

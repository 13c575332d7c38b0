/**
 * docs/PRODUCT.md §messages.auth toasts: a fixed title plus the provider's message, translated to pt-BR
 * when it is a Cognito error we know, raw otherwise.
 */
export const AUTH_ERROR_TITLES = {
  signIn: 'Erro ao entrar',
  // Sign-in's second step, the authenticator's code (totpStepFailure).
  signInCode: 'Erro ao entrar',
  signUp: 'Erro ao cadastrar',
  // The code step belongs to sign-up, so it keeps the sign-up title of the catalogue.
  confirmSignUp: 'Erro ao cadastrar',
  google: 'Erro ao entrar com Google',
  forgotPassword: 'Erro ao enviar email',
  resetPassword: 'Erro ao atualizar senha',
  // /perfil 'Conta' (docs/PRODUCT.md §validation.account).
  changePassword: 'Erro ao atualizar senha',
  changeEmail: 'Erro ao atualizar email',
  security: 'Erro ao atualizar a segurança',
} as const;
export type AuthErrorContext = keyof typeof AUTH_ERROR_TITLES;

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';
const TOO_MANY_ATTEMPTS = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
export const SIGN_IN_SESSION_EXPIRED = 'Sua sessão de login expirou. Entre com seu e-mail e senha de novo.';

const MESSAGES: Record<string, string> = {
  UsernameExistsException: 'Este e-mail já está cadastrado.',
  AliasExistsException: 'Este e-mail já está cadastrado.',
  CodeMismatchException: 'Código inválido.',
  ExpiredCodeException: 'O código expirou. Solicite um novo código.',
  InvalidPasswordException: 'A senha não atende aos requisitos: use no mínimo 6 caracteres.',
  LimitExceededException: TOO_MANY_ATTEMPTS,
  TooManyRequestsException: TOO_MANY_ATTEMPTS,
  TooManyFailedAttemptsException: TOO_MANY_ATTEMPTS,
  UserNotConfirmedException: 'Confirme seu e-mail antes de entrar.',
  PasswordResetRequiredException: 'É preciso redefinir sua senha. Use "Esqueci minha senha".',
  InvalidParameterException: 'Dados inválidos. Confira os campos e tente novamente.',
  CodeDeliveryFailureException: 'Não foi possível enviar o código. Tente novamente.',
  UserAlreadyAuthenticatedException: 'Você já está conectado.',
  NetworkError: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
};

function errorName(err: unknown): string {
  if (err && typeof err === 'object' && 'name' in err && typeof err.name === 'string') return err.name;
  return '';
}

function errorMessage(err: unknown): string {
  if (err && typeof err === 'object' && 'message' in err && typeof err.message === 'string' && err.message.trim()) {
    return err.message;
  }
  return typeof err === 'string' && err ? err : 'Erro desconhecido. Tente novamente.';
}

/** The pt-BR description for an auth failure in the given context. */
export function authErrorMessage(err: unknown, context: AuthErrorContext): string {
  const name = errorName(err);
  const raw = errorMessage(err);

  if (name === 'NotAuthorizedException') {
    // Cognito reuses this name for several situations; the message tells them apart.
    if (/attempts exceeded/i.test(raw)) return TOO_MANY_ATTEMPTS;
    if (/disabled/i.test(raw)) return 'Esta conta está desativada.';
    if (/current status is confirmed|already confirmed/i.test(raw))
      return 'Esta conta já foi confirmada. Entre com sua senha.';
    // On the code step the password was already right: the sign-in session is what was refused.
    if (context === 'signInCode') return SIGN_IN_SESSION_EXPIRED;
    if (context === 'changePassword') return WRONG_CURRENT_PASSWORD;
    return context === 'signIn' ? WRONG_CREDENTIALS : raw;
  }
  // A wrong current password: cognito-local answers InvalidPasswordException where Cognito says
  // NotAuthorized (docs/LOCAL-MODE.md §cognito-local.unsupported); the new one passed our own check of the policy.
  if (name === 'InvalidPasswordException' && context === 'changePassword') return WRONG_CURRENT_PASSWORD;
  // cognito-local answers a wrong sign-in password with InvalidPasswordException; AWS never
  // checks the password policy on sign-in, so there it can only mean wrong credentials too.
  if (name === 'InvalidPasswordException' && context === 'signIn') return WRONG_CREDENTIALS;
  if (name === 'UserNotFoundException') {
    return context === 'signIn' ? WRONG_CREDENTIALS : 'Não encontramos uma conta com este e-mail.';
  }
  // Amplify's own client-side checks: EmptySignInUsername, EmptySignUpPassword, …
  if (name.startsWith('Empty')) return 'Preencha todos os campos obrigatórios.';
  if (name === 'TypeError' && /fetch|network/i.test(raw)) return MESSAGES.NetworkError!;
  return MESSAGES[name] ?? raw;
}

/**
 * Honest adaptation of the old product's 'Link inválido' / 'O link de recuperação de senha expirou
 * ou é inválido.': Cognito recovers with an e-mailed code, not a link, so the toast names the
 * code. And unlike the link flow the reset page does not send the user to /auth: a mistyped
 * code can simply be retyped.
 */
export const INVALID_RESET_CODE = {
  title: 'Código inválido',
  description: 'O código de recuperação expirou ou é inválido.',
} as const;

/** True for a wrong or expired verification code (the reset page words it as a bad link). */
export function isInvalidCodeError(err: unknown): boolean {
  const name = errorName(err);
  return name === 'CodeMismatchException' || name === 'ExpiredCodeException';
}

export interface AuthErrorToast {
  title: string;
  description: string;
}

export function authErrorToast(err: unknown, context: AuthErrorContext): AuthErrorToast {
  return { title: AUTH_ERROR_TITLES[context], description: authErrorMessage(err, context) };
}

/**
 * What sign-in's code step does with a failure. A wrong code ('Código inválido.') stays on the
 * step to be typed again. NotAuthorizedException means the pool dropped the sign-in session: its
 * 3 minutes ran out, or it took too many wrong codes (Cognito; locally the `/cognito` proxy,
 * docs/LOCAL-MODE.md §cognito-local.challenges). No code can finish it any more, so the form goes
 * back to the password step, the e-mail kept, and says the session expired.
 */
export function totpStepFailure(err: unknown): { toast: AuthErrorToast; backToPassword: boolean } {
  return { toast: authErrorToast(err, 'signInCode'), backToPassword: errorName(err) === 'NotAuthorizedException' };
}

/** A wrong sign-up code, under the field (docs/PRODUCT.md §flows.sign-up). */
export const WRONG_SIGN_UP_CODE = 'Código inválido. Confira o código enviado para o seu e-mail.';
const EXPIRED_SIGN_UP_CODE = 'O código expirou. Toque em "Reenviar código" para receber um novo.';

/**
 * What the sign-up code step does with a failure. A wrong or expired code says so, under the
 * field and in a toast titled by it, not 'Erro ao cadastrar' (the account exists; only the code
 * was wrong); every other failure keeps the sign-up title.
 */
export function confirmSignUpFailure(err: unknown): { toast: AuthErrorToast; fieldError?: string } {
  const name = errorName(err);
  if (name === 'CodeMismatchException')
    return {
      toast: { title: 'Código inválido', description: 'Confira o código enviado para o seu e-mail.' },
      fieldError: WRONG_SIGN_UP_CODE,
    };
  if (name === 'ExpiredCodeException')
    return { toast: { title: 'Código expirado', description: EXPIRED_SIGN_UP_CODE }, fieldError: EXPIRED_SIGN_UP_CODE };
  return { toast: authErrorToast(err, 'confirmSignUp') };
}

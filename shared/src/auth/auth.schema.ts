import * as z from 'zod/mini';

/** Password minimum of the product and of the Cognito pool (docs/PRODUCT.md §validation.auth, §limits.timing). */
export const PASSWORD_MIN_LENGTH = 6;

/** Length of the e-mailed confirmation and reset codes; the code inputs read it for their maxLength. */
export const CONFIRMATION_CODE_LENGTH = 6;

const email = z.string().check(z.trim(), z.minLength(1, 'Informe seu e-mail'), z.email('Informe um e-mail válido'));
const confirmationCode = z
  .string()
  .check(
    z.trim(),
    z.regex(new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`), `O código tem ${CONFIRMATION_CODE_LENGTH} dígitos`),
  );

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Informe sua senha')),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Informe seu nome')),
  email,
  password: z
    .string()
    .check(z.minLength(PASSWORD_MIN_LENGTH, `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres.`)),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const confirmSignUpSchema = z.object({
  email,
  code: confirmationCode,
});

export const forgotPasswordSchema = z.object({ email });

/**
 * Messages of the reset-password form (docs/PRODUCT.md §validation.auth): a title and a description each,
 * shown as a toast.
 */
export const RESET_PASSWORD_MESSAGES = {
  mismatch: { title: 'Senhas não conferem', description: 'As senhas digitadas não são iguais.' },
  tooShort: { title: 'Senha muito curta', description: 'A senha deve ter no mínimo 6 caracteres.' },
} as const;

export type ResetPasswordProblem = keyof typeof RESET_PASSWORD_MESSAGES | 'required';

/** Checks the new password and its confirmation; returns the first problem or null. */
export function checkNewPassword(password: string, confirmation: string): ResetPasswordProblem | null {
  if (!password || !confirmation) return 'required';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
}

export const resetPasswordSchema = z.object({
  email,
  code: confirmationCode,
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, RESET_PASSWORD_MESSAGES.tooShort.description)),
});

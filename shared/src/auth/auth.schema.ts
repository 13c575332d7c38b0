import * as z from 'zod';

/** Password minimum of the product and of the Cognito pool (docs/PRODUCT.md §validation.auth, §limits.timing). */
export const PASSWORD_MIN_LENGTH = 6;

const email = z.string().trim().min(1, 'Informe seu e-mail').email('Informe um e-mail válido');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Informe sua senha'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Informe seu nome'),
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, `A senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres.`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const confirmSignUpSchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
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
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
  password: z.string().min(PASSWORD_MIN_LENGTH, RESET_PASSWORD_MESSAGES.tooShort.description),
});

import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from '../auth/auth.schema';

/** A user's profile as the API answers it (docs/PRODUCT.md §data.profile). */
export const profileSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  /**
   * The picture to show: a short-lived signed URL of the uploaded avatar (docs/DATA-MODEL.md,
   * objects), else a provider's picture (Google), else null.
   */
  avatarUrl: z.nullable(z.string()),
  /** ISO date-time the account was confirmed. */
  joinDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Field limits of the profile; the forms read them (docs/PRODUCT.md §validation.account). */
export const PROFILE_LIMITS = {
  name: 80,
  /** The browser resizes the picture to this square before it uploads it. */
  avatarSide: 256,
  /** The uploaded picture's bytes, at most (a 256×256 WebP/JPEG is ~10–40 KB). */
  avatarBytes: 200_000,
} as const;

export const AVATAR_CONTENT_TYPES = ['image/webp', 'image/jpeg'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

/** Base64 of at most `avatarBytes` bytes. */
const AVATAR_BASE64_MAX = Math.ceil(PROFILE_LIMITS.avatarBytes / 3) * 4;

export const PROFILE_MESSAGES = {
  nameRequired: 'Informe seu nome.',
  nameTooLong: `O nome pode ter até ${PROFILE_LIMITS.name} caracteres.`,
  avatarInvalid: 'Envie uma imagem JPEG ou WebP.',
  avatarTooLarge: 'A imagem passa do limite de 200 KB.',
  nothingToChange: 'Nada para atualizar.',
  saved: 'Perfil atualizado!',
  saveFailed: 'Erro ao atualizar perfil',
  emailNotVerified: 'Confirme o novo e-mail com o código antes de continuar.',
  notFound: 'Perfil não encontrado.',
} as const;

/**
 * PATCH /api/profile: the name, the picture (a resized JPEG/WebP as base64; null removes it),
 * or both. The picture is stored as an object, never in the table.
 */
export const updateProfileRequestSchema = z
  .object({
    name: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, PROFILE_MESSAGES.nameRequired),
          z.maxLength(PROFILE_LIMITS.name, PROFILE_MESSAGES.nameTooLong),
        ),
    ),
    avatar: z.optional(
      z.nullable(
        z.object({
          contentType: z.enum(AVATAR_CONTENT_TYPES, { error: PROFILE_MESSAGES.avatarInvalid }),
          data: z
            .string({ error: PROFILE_MESSAGES.avatarInvalid })
            .check(
              z.minLength(4, PROFILE_MESSAGES.avatarInvalid),
              z.maxLength(AVATAR_BASE64_MAX, PROFILE_MESSAGES.avatarTooLarge),
              z.regex(/^[A-Za-z0-9+/]+={0,2}$/, PROFILE_MESSAGES.avatarInvalid),
            ),
        }),
      ),
    ),
  })
  .check(
    z.refine((v) => v.name !== undefined || v.avatar !== undefined, { message: PROFILE_MESSAGES.nothingToChange }),
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST /api/account/sign-out-everywhere: from when on the server accepts tokens again (docs/ARCHITECTURE.md §revocation). */
export const signOutEverywhereResponseSchema = z.object({ tokensValidAfter: z.number() });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;

/** POST /api/profile/email takes no body: the server reads the verified e-mail from the pool. */

/** Whether `bytes` start as the image `contentType` says (JPEG: FF D8 FF; WebP: RIFF····WEBP). */
export function looksLikeImage(bytes: Uint8Array, contentType: AvatarContentType): boolean {
  if (contentType === 'image/jpeg')
    return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
}

/**
 * The account tab's messages, word for word (docs/PRODUCT.md §validation.account): a title and a
 * description each, shown as a toast.
 */
export const ACCOUNT_MESSAGES = {
  emailUnchanged: { title: 'Email não alterado', description: 'Digite um novo email para atualizar.' },
  passwordMismatch: { title: 'Senhas não conferem', description: 'As senhas devem ser iguais.' },
  passwordTooShort: {
    title: 'Senha muito curta',
    description: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  },
  /** docs/PRODUCT.md §messages.auth: the provider's message goes in the description. */
  passwordFailed: 'Erro ao atualizar senha',
  emailFailed: 'Erro ao atualizar email',
  passwordChanged: { title: 'Senha atualizada!', description: 'Use a nova senha no próximo login.' },
  emailCodeSent: { title: 'Código enviado', description: 'Enviamos um código de confirmação para o novo e-mail.' },
  emailChanged: { title: 'E-mail atualizado!', description: 'Seu novo e-mail já está confirmado.' },
} as const;

export type EmailChangeProblem = 'emailUnchanged';
export type PasswordChangeProblem = 'passwordMismatch' | 'passwordTooShort';

/** The new e-mail must be non-empty and differ from the current one (case and spaces ignored). */
export function checkEmailChange(current: string, next: string): EmailChangeProblem | null {
  const n = next.trim().toLowerCase();
  if (!n || n === current.trim().toLowerCase()) return 'emailUnchanged';
  return null;
}

/** Empty or different fields: mismatch; then under the minimum: too short (the old product's order). */
export function checkPasswordChange(password: string, confirmation: string): PasswordChangeProblem | null {
  if (!password || !confirmation || password !== confirmation) return 'passwordMismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  return null;
}

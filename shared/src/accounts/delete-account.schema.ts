import * as z from 'zod/mini';

/** DELETE /api/account: the password, given again, proves it is the owner (docs/ARCHITECTURE.md §account-deletion). */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Digite sua senha para confirmar.' })
    .check(z.minLength(1, 'Digite sua senha para confirmar.'), z.maxLength(256, 'Senha longa demais.')),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** What DELETE /api/account answers once the account is gone. */
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

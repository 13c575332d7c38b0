import * as z from 'zod/mini';

/** A user's profile (docs/PRODUCT.md §data.profile). */
export const profileSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** ISO date-time the account was confirmed. */
  joinDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

import * as z from 'zod';

/** A user's profile (docs/PRODUCT.md §data.profile). */
export const profileSchema = z.object({
  userId: z.string().min(1),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  /** ISO date-time the account was confirmed. */
  joinDate: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

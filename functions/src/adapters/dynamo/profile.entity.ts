import * as z from 'zod/mini';
import type { Profile } from '@shared/profile/profile.schema';
import type { AccountStanding } from '../../accounts/ports';
import type { StoredProfile } from '../../profile/ports';
import { keys } from './keys';
import type { Item } from './table-io';

/** The profile item (docs/DATA-MODEL.md, `profile`: A1, A3, A5, A6, A8, A9): how it is laid out and read back. */
export const PROFILE_TYPE = 'profile';
export const profileKey = keys.profile;

/** The item A1 puts for a confirmed user. */
export function profileItem(profile: Profile): Item {
  return { ...profileKey(profile.userId), type: PROFILE_TYPE, ...profile };
}

/** A field a row written before it existed lacks reads as ''; anything but a string is an error. */
const text = z._default(z.optional(z.string()), '');

const profileRowSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  name: text,
  email: text,
  avatarUrl: z._default(z.optional(z.nullable(z.string())), null),
  joinDate: text,
  avatarKey: z.optional(z.string()),
});

/** The profile as the profile feature reads it (A3, A8's old row); a malformed item throws. */
export function toStoredProfile(item: Item): StoredProfile {
  const { avatarKey, ...profile } = profileRowSchema.parse(item);
  return avatarKey === undefined ? profile : { ...profile, avatarKey };
}

/** The profile as the account answers it (A3): no picture key. */
export function toProfile(item: Item): Profile {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { avatarKey, ...profile } = toStoredProfile(item);
  return profile;
}

const standingSchema = z.object({
  status: z._default(z.optional(z.enum(['active', 'disabled', 'deleted'])), 'active'),
  tokensValidAfter: z.optional(z.number()),
});

/** The account's standing (A5), from the projection `status, tokensValidAfter`; a malformed item throws. */
export function toStanding(item: Item): AccountStanding {
  const { status, tokensValidAfter } = standingSchema.parse(item);
  return tokensValidAfter === undefined ? { status } : { status, tokensValidAfter };
}

import {
  looksLikeImage,
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileRequest,
} from '@shared/profile/profile.schema';
import { ConflictError, DomainError, NotFoundError, UnauthorizedError } from '../core/errors';
import type { Caller, Clock, Logger, ObjectStore } from '../core/ports';
import type { IdentityAdmin } from '../accounts/ports';
import { objectKeys } from '../objects/object-keys';
import type { IdentityReader, ProfileStore, StoredProfile } from './ports';

/** How long a picture's signed URL works; the web app reads the profile again well before (docs/PRODUCT.md §screens.perfil). */
export const AVATAR_URL_TTL_SECONDS = 60 * 60;

export interface ProfileDeps {
  profiles: ProfileStore;
  objects: ObjectStore;
  clock: Clock;
  log: Logger;
  /** A fresh object id (tests fix it). */
  newId: () => string;
}

/** The API's view of a stored row: the uploaded picture as a short-lived signed URL, else the provider's picture. */
export async function toProfileView(objects: Pick<ObjectStore, 'signedGetUrl'>, row: StoredProfile): Promise<Profile> {
  const avatarUrl =
    row.avatarKey && objectKeys.ownedBy(row.userId, row.avatarKey)
      ? await objects.signedGetUrl(row.avatarKey, AVATAR_URL_TTL_SECONDS)
      : row.avatarUrl;
  return { userId: row.userId, name: row.name, email: row.email, avatarUrl, joinDate: row.joinDate };
}

/** GET /api/profile. */
export async function readProfile(deps: Pick<ProfileDeps, 'profiles' | 'objects'>, caller: Caller): Promise<Profile> {
  const row = await deps.profiles.get(caller.userId);
  if (!row) throw new NotFoundError(PROFILE_MESSAGES.notFound);
  return toProfileView(deps.objects, row);
}

/**
 * PATCH /api/profile: the name and/or the picture. A new picture is stored first under a new
 * key, then the row points at it (one conditional UpdateItem that answers the old row), then
 * the replaced picture is deleted; if the row is gone meanwhile (account deleted), the new
 * object is deleted again. The picture never goes into the table.
 */
export async function updateProfile(deps: ProfileDeps, caller: Caller, body: UpdateProfileRequest): Promise<Profile> {
  let newKey: string | null | undefined;
  if (body.avatar === null) newKey = null;
  else if (body.avatar) {
    const bytes = Buffer.from(body.avatar.data, 'base64');
    if (!looksLikeImage(bytes, body.avatar.contentType))
      throw new DomainError('validation_failed', PROFILE_MESSAGES.avatarInvalid);
    newKey = objectKeys.avatar(caller.userId, deps.newId(), body.avatar.contentType === 'image/webp' ? 'webp' : 'jpg');
    await deps.objects.put(newKey, bytes, body.avatar.contentType);
  }

  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(newKey !== undefined ? { avatarKey: newKey } : {}),
  };
  const before = await deps.profiles.update(caller.userId, changes, deps.clock.now().toISOString());
  if (!before) {
    if (newKey) await deps.objects.delete(newKey);
    throw new NotFoundError(PROFILE_MESSAGES.notFound);
  }
  if (newKey !== undefined && before.avatarKey && before.avatarKey !== newKey) {
    try {
      await deps.objects.delete(before.avatarKey);
    } catch (err) {
      // The row no longer points at it; account deletion's prefix erasure takes it at the latest.
      deps.log.warn('could not delete a replaced avatar', { errorName: (err as Error).name });
    }
  }
  const after: StoredProfile = {
    ...before,
    ...changes,
    avatarKey: newKey === undefined ? before.avatarKey : (newKey ?? undefined),
  };
  return toProfileView(deps.objects, after);
}

/**
 * POST /api/profile/email: the profile's e-mail follows the pool's **verified** e-mail. It is
 * read from the pool with the caller's own token, never taken from the client; while the new
 * e-mail is unconfirmed this is a 409 and nothing changes.
 */
export async function syncVerifiedEmail(
  deps: Pick<ProfileDeps, 'profiles' | 'objects' | 'clock'> & { identity: IdentityReader },
  caller: Caller,
  accessToken: string,
): Promise<Profile> {
  const email = await deps.identity.verifiedEmail(accessToken);
  if (!email) throw new ConflictError(PROFILE_MESSAGES.emailNotVerified);
  const before = await deps.profiles.update(caller.userId, { email }, deps.clock.now().toISOString());
  if (!before) throw new NotFoundError(PROFILE_MESSAGES.notFound);
  return toProfileView(deps.objects, { ...before, email });
}

/**
 * POST /api/account/sign-out-everywhere (docs/ARCHITECTURE.md §revocation): the pool revokes
 * every refresh token of the user first, so no new token can be issued after; then the cut-off
 * is the second read after that, and every token issued in it or before is refused by the
 * standing check within a minute. Written the other way round, a token refreshed between the
 * two steps would outlive the sign-out.
 */
export async function revokeAllSessions(
  deps: {
    profiles: Pick<ProfileStore, 'revokeTokensIssuedBefore'>;
    identity: Pick<IdentityAdmin, 'signOutEverywhere'>;
    clock: Clock;
    onRevoked?: (userId: string) => void;
  },
  caller: Caller,
): Promise<{ tokensValidAfter: number }> {
  // Cognito's admin API takes the pool's user name; every access token carries it.
  if (!caller.username) throw new UnauthorizedError();
  await deps.identity.signOutEverywhere(caller.username);
  const after = Math.floor(deps.clock.now().getTime() / 1000);
  if (!(await deps.profiles.revokeTokensIssuedBefore(caller.userId, after)))
    throw new NotFoundError(PROFILE_MESSAGES.notFound);
  deps.onRevoked?.(caller.userId);
  return { tokensValidAfter: after };
}

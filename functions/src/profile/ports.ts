import type { Profile } from '@shared/profile/profile.schema';

/** The profile row as stored: the API's fields plus the uploaded picture's object key (docs/DATA-MODEL.md A3, A8). */
export interface StoredProfile extends Profile {
  avatarKey?: string;
}

/** What PATCH /api/profile and the e-mail sync may change; `avatarKey: null` removes the picture. */
export interface ProfileChanges {
  name?: string;
  email?: string;
  avatarKey?: string | null;
}

/** The profile row (docs/DATA-MODEL.md A3, A8, A9). */
export interface ProfileStore {
  get(userId: string): Promise<StoredProfile | null>;
  /**
   * Applies the changes to an active account's row, atomically, and answers the row as it was
   * before (so the caller can delete the picture it replaced); null when there is no active row.
   */
  update(userId: string, changes: ProfileChanges, updatedAt: string): Promise<StoredProfile | null>;
  /**
   * Refuses every token of the user issued in the second `epochSeconds` or before (a sign-out
   * everywhere, docs/ARCHITECTURE.md §revocation); false when there is no active row.
   */
  revokeTokensIssuedBefore(userId: string, epochSeconds: number): Promise<boolean>;
}

/** The identity provider read with the caller's own access token (Cognito GetUser): no admin right. */
export interface IdentityReader {
  /** The e-mail the pool holds for the token's user when it is verified; null while it is not. */
  verifiedEmail(accessToken: string): Promise<string | null>;
}

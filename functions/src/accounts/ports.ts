/**
 * The accounts' own ports: standing, erasure and the identity provider's admin side
 * (docs/ARCHITECTURE.md §ports). The account row itself (AccountStore) is shared: core/ports.ts.
 */
/**
 * Account standing and erasure (the same profile rows, its own port so that the stores of
 * other features need not implement it).
 */
export interface AccountStandings {
  /** Whether the account may still be used (docs/ARCHITECTURE.md §revocation); null when it has no profile row. */
  getStanding(userId: string): Promise<AccountStanding | null>;
  /** Marks the account disabled or deleted, refusing tokens issued at or before `tokensValidAfter`; false when there is no such account. */
  setStanding(userId: string, standing: AccountStanding): Promise<boolean>;
  /**
   * Deletes every row that names the user (its partition, its connections' rows, its pairings
   * with their phones' rows, its payment customer's lookup; docs/DATA-MODEL.md A7), in batches;
   * answers how many rows went and the WebSocket connection ids it found (phones included).
   */
  deleteEverything(userId: string): Promise<{ rows: number; connectionIds: string[] }>;
}

/** An account's standing, kept on its profile row: only `active` accounts are served. */
export interface AccountStanding {
  status: 'active' | 'disabled' | 'deleted';
  /** Epoch seconds, the cut-off: tokens issued in that second or before are refused (a sign-out everywhere, a disable, a deletion). */
  tokensValidAfter?: number;
}

/**
 * The identity provider's admin side (Cognito; cognito-local locally), called by the server
 * with its own credentials, never through the browser.
 */
export interface IdentityAdmin {
  /** True when the password is the user's current one; false for a wrong one. */
  verifyPassword(username: string, password: string): Promise<boolean>;
  /** Revokes every refresh token of the user (their access tokens die at the standing check). */
  signOutEverywhere(username: string): Promise<void>;
  /** Deletes the identity; a user already gone is not an error. */
  deleteUser(username: string): Promise<void>;
  /** Disables the identity (the ops path of docs/ARCHITECTURE.md §revocation). */
  disableUser(username: string): Promise<void>;
}

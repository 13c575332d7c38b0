import fs from 'node:fs';

/** A user as cognito-local keeps it in its pool's data file. */
interface LocalPoolUser {
  Username?: string;
  RefreshTokens?: unknown;
  Attributes?: Array<{ Name: string; Value: string }>;
}

/**
 * The refresh tokens cognito-local holds for one user, read from its pool's data file
 * (`.cognito/db/<poolId>.json`): cognito-local has no GlobalSignOut and no AdminUserGlobalSignOut,
 * so a sign-out everywhere revokes these one by one with RevokeToken
 * (docs/LOCAL-MODE.md §cognito-local.unsupported). The user is found by its pool user name or
 * its `sub`; a missing or unreadable file holds none.
 *
 * @example refreshTokensInPoolFile(file, { sub: claims.sub }) // ['eyJ…', …]
 */
export function refreshTokensInPoolFile(file: string, who: { username: string } | { sub: string }): string[] {
  let users: Record<string, LocalPoolUser>;
  try {
    users = (JSON.parse(fs.readFileSync(file, 'utf8')) as { Users?: Record<string, LocalPoolUser> }).Users ?? {};
  } catch {
    return [];
  }
  const user =
    'username' in who
      ? Object.values(users).find((u) => u.Username === who.username)
      : Object.values(users).find((u) => u.Attributes?.some((a) => a.Name === 'sub' && a.Value === who.sub));
  return Array.isArray(user?.RefreshTokens) ? user.RefreshTokens.filter((t): t is string => typeof t === 'string') : [];
}

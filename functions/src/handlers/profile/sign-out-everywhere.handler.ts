import { authedHandler, json } from '../../http/http-handler';
import { getTokens } from '../../composition/core';
import { StandingCheckedVerifier } from '../../accounts/standing-check';
import { getSignOutEverywhere } from '../../composition/identity-admin';
import { getProfileStore } from '../../composition/profile';
import { revokeAllSessions } from '../../profile/profile';

/**
 * POST /api/account/sign-out-everywhere — the pool revokes every refresh token, then every token
 * issued up to now is refused (docs/ARCHITECTURE.md §revocation).
 */
export const handler = authedHandler({}, async ({ caller, deps }) =>
  json(
    200,
    await revokeAllSessions(
      {
        profiles: getProfileStore(),
        identity: getSignOutEverywhere(deps.config),
        clock: deps.clock,
        // This process refuses the old tokens at once; other warm ones within a minute.
        onRevoked: (userId) => {
          const tokens = getTokens();
          if (tokens instanceof StandingCheckedVerifier) tokens.forget(userId);
        },
      },
      caller,
    ),
  ),
);

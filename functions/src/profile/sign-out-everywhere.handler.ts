import { authedHandler, json } from '../http/http-handler';
import { getTokens } from '../deps';
import { StandingCheckedVerifier } from '../accounts/standing-check';
import { getProfileStore } from './profile-deps';
import { revokeAllSessions } from './profile';

/** POST /api/account/sign-out-everywhere — refuses every token issued before now (docs/ARCHITECTURE.md §revocation). */
export const handler = authedHandler({}, async ({ caller, deps }) =>
  json(
    200,
    await revokeAllSessions(
      {
        profiles: getProfileStore(),
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

import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { StandingCheckedVerifier } from '../../accounts/standing-check';
import type { IdentityAdmin } from '../../accounts/ports';
import { signOutOf } from '../../composition/identity-admin';
import { profilesOf } from '../../composition/profile';
import type { ProfileStore } from '../../profile/ports';
import { revokeAllSessions } from '../../profile/profile';

export interface SignOutEverywhereDeps extends HttpDeps {
  profiles: ProfileStore;
  signOut: Pick<IdentityAdmin, 'signOutEverywhere'>;
}

/**
 * POST /api/account/sign-out-everywhere — the pool revokes every refresh token, then every token
 * issued up to now is refused (docs/ARCHITECTURE.md §revocation).
 */
export const makeHandler = (deps: SignOutEverywhereDeps) =>
  authedHandler({ deps }, async ({ caller, deps }) =>
    json(
      200,
      await revokeAllSessions(
        {
          profiles: deps.profiles,
          identity: deps.signOut,
          clock: deps.clock,
          // This process refuses the old tokens at once; other warm ones within a minute.
          onRevoked: (userId) => {
            if (deps.tokens instanceof StandingCheckedVerifier) deps.tokens.forget(userId);
          },
        },
        caller,
      ),
    ),
  );

export const handler = makeHandler(lazyDeps({ ...httpBuilders, profiles: profilesOf, signOut: signOutOf }));

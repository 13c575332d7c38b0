import { NotFoundError } from '../core/errors';
import type { AccountStandings, IdentityAdmin } from './ports';
import type { Clock } from '../core/ports';

/**
 * The operator's disable (docs/ARCHITECTURE.md §revocation): Cognito's AdminDisableUser
 * calls no trigger, so the standing is set here first. Every token of the user is refused
 * within a minute (tokensValidAfter = now), its refresh tokens are revoked, and it cannot
 * sign in again. Run by `scripts/ops/disable-account.ts`.
 *
 * @example await disableAccount({ standings, identity, clock }, { userId: sub, username })
 */
export async function disableAccount(
  deps: { standings: AccountStandings; identity: IdentityAdmin; clock: Clock },
  user: { userId: string; username: string },
): Promise<void> {
  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  const found = await deps.standings.setStanding(user.userId, { status: 'disabled', tokensValidAfter: nowS });
  if (!found) throw new NotFoundError('Conta não encontrada.');
  await deps.identity.disableUser(user.username);
  await deps.identity.signOutEverywhere(user.username);
}

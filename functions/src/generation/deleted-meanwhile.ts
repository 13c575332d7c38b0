import { UnauthorizedError } from '../core/errors';
import { errorFields } from '../core/logger';
import type { Logger } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import { ACCOUNT_REVOKED_MESSAGE } from '../accounts/account-errors';

/**
 * Whether the caller's account was deleted while one of its operations ran (the token was good
 * when the request came in): then the answer is the deleted account's own, the 401 its next
 * request gets from the standing check, and the log says why
 * (docs/ARCHITECTURE.md §account-deletion.in-flight). Null while the account stands, or when its
 * standing cannot be read.
 *
 * @example const gone = await deletedMeanwhile(ctx.standings, userId, ctx.log); if (gone) throw gone;
 */
export async function deletedMeanwhile(
  standings: Pick<AccountStandings, 'getStanding'>,
  userId: string,
  log: Logger,
): Promise<UnauthorizedError | null> {
  try {
    const standing = await standings.getStanding(userId);
    // no profile row: erased by the deletion (the standing check refuses it the same way)
    if (standing && standing.status !== 'deleted') return null;
  } catch (err) {
    log.warn('could not read the account standing', errorFields(err));
    return null;
  }
  log.warn('account deleted while its operation ran: nothing saved, nothing refunded');
  return new UnauthorizedError(ACCOUNT_REVOKED_MESSAGE);
}

import { DomainError, UnauthorizedError } from '../core/errors';
import type { AccountStandings, IdentityAdmin } from './ports';
import type { Caller, Clock, Logger, ObjectStore } from '../core/ports';
import type { ConnectionCloser } from '../realtime/ports';
import type { RateLimiter } from '../credits/ports';
import { PASSWORD_RECHECK_BUCKET } from '../credits/rate-limits';
import { objectKeys } from '../objects/object-keys';

/** The password given again did not match: a 403, so the web client does not sign out on it. */
export class WrongPasswordError extends DomainError {
  constructor() {
    super('forbidden', 'Senha incorreta. Digite a senha atual da sua conta.');
    this.name = 'WrongPasswordError';
  }
}

export interface DeleteAccountDeps {
  standings: AccountStandings;
  identity: IdentityAdmin;
  /** Counts the password re-checks (PASSWORD_RECHECK_BUCKET), shared with the cancellation's. */
  limiter: Pick<RateLimiter, 'take'>;
  connections: ConnectionCloser;
  /** The user's objects (pictures), erased with the rows (step 5). */
  objects: Pick<ObjectStore, 'deletePrefix'>;
  clock: Clock;
  log: Logger;
  /**
   * Ends the user's paid subscription with the payment provider at once (billing's
   * `cancelForDeletion`, composed in composition/account-deletion.ts; docs/ARCHITECTURE.md §account-deletion).
   * A failure stops the deletion before anything is erased, so nobody keeps paying for a gone account.
   */
  cancelSubscription?: (userId: string) => Promise<void>;
  /** Called once the account is gone, so this process stops trusting its cached standing. */
  onDeleted?: (userId: string) => void;
}

/**
 * 'Excluir minha conta' (the LGPD right to erasure, docs/ARCHITECTURE.md §account-deletion):
 * checks the password on the server, cancels the subscription, marks the account deleted
 * (every token stops working at once: the standing check), revokes every refresh token,
 * erases every row and object of the user, deletes the identity, and closes the user's WebSockets.
 *
 * @example await deleteAccount(deps, caller, password)
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  caller: Caller,
  password: string,
): Promise<{ rows: number; objects: number; connectionsClosed: number }> {
  // Cognito's admin API takes the pool's user name; every access token carries it.
  const username = caller.username;
  if (!username) throw new UnauthorizedError();
  // Counted before the pool is asked, atomically: a 429 once the re-checks are spent, right password or not.
  await deps.limiter.take(caller.userId, PASSWORD_RECHECK_BUCKET, deps.clock.now());
  if (!(await deps.identity.verifyPassword(username, password))) throw new WrongPasswordError();

  if (deps.cancelSubscription) await deps.cancelSubscription(caller.userId);

  const nowS = Math.floor(deps.clock.now().getTime() / 1000);
  // From here on every token of the user is refused, whatever fails after.
  await deps.standings.setStanding(caller.userId, { status: 'deleted', tokensValidAfter: nowS });
  deps.onDeleted?.(caller.userId);
  await deps.identity.signOutEverywhere(username);
  const { rows, connectionIds } = await deps.standings.deleteEverything(caller.userId);
  // Step 5 also erases every object under the user's prefix (docs/ARCHITECTURE.md §account-deletion).
  const objects = await deps.objects.deletePrefix(objectKeys.userPrefix(caller.userId));
  await deps.identity.deleteUser(username);

  let connectionsClosed = 0;
  await Promise.all(
    connectionIds.map(async (id) => {
      try {
        await deps.connections.close(id);
        connectionsClosed++;
      } catch (err) {
        // Its rows are gone, so nothing is pushed to it any more; the socket dies at its idle limit.
        deps.log.warn('could not close a connection of a deleted account', {
          connectionId: id,
          errorName: (err as Error).name,
        });
      }
    }),
  );
  deps.log.info('account deleted', { userId: caller.userId, rows, objects, connections: connectionIds.length });
  return { rows, objects, connectionsClosed };
}

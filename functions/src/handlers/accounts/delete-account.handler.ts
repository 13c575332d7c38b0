import { deleteAccountRequestSchema } from '@shared/accounts/delete-account.schema';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps, type HttpDeps } from '../../composition/core';
import { accountDeletionOf, type AccountDeps } from '../../composition/account-deletion';
import { deleteAccount } from '../../accounts/delete-account';

export interface DeleteAccountDeps extends HttpDeps {
  deletion: AccountDeps;
}

/** DELETE /api/account — 'Excluir minha conta' (docs/ARCHITECTURE.md §account-deletion). */
export const makeHandler = (deps: DeleteAccountDeps) =>
  authedHandler({ deps, body: deleteAccountRequestSchema }, async ({ caller, body, deps, log }) => {
    await deleteAccount({ ...deps.deletion, clock: deps.clock, log }, caller, body.password);
    return json(200, { deleted: true });
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, deletion: accountDeletionOf }));

import { deleteAccountRequestSchema } from '@shared/accounts/delete-account.schema';
import { authedHandler, json } from '../../http/http-handler';
import { getAccountDeps } from '../../composition/account-deletion';
import { deleteAccount } from '../../accounts/delete-account';

/** DELETE /api/account — 'Excluir minha conta' (docs/ARCHITECTURE.md §account-deletion). */
export const handler = authedHandler({ body: deleteAccountRequestSchema }, async ({ caller, body, deps, log }) => {
  const parts = getAccountDeps();
  await deleteAccount({ ...parts, clock: deps.clock, log }, caller, body.password);
  return json(200, { deleted: true });
});

import * as accountsApi from '@shared/accounts/accounts.api';
import type { ApiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-client';

/** DELETE /api/account with the password given again (docs/ARCHITECTURE.md §account-deletion). */
export async function requestAccountDeletion(api: ApiClient, password: string): Promise<void> {
  await api.call(accountsApi.remove, { body: { password } });
}

/** The toast for a failed deletion: the server's pt-BR message when it sent one (wrong password), a generic one otherwise. */
export function deletionErrorMessage(err: unknown): string {
  if (isApiError(err) && err.message) return err.message;
  return 'Não foi possível excluir sua conta agora. Tente novamente em instantes.';
}

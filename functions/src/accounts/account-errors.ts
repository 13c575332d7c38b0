/** What a refused account is told; the web client signs out on any 401. */
export const ACCOUNT_REVOKED_MESSAGE = 'Sua conta foi desativada ou excluída. Entre novamente ou fale com o suporte.';

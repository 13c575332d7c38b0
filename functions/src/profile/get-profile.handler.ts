import { authedHandler, json } from '../http/http-handler';
import { NotFoundError } from '../core/errors';
import { getAccounts } from '../deps';

/** GET /api/profile — the caller's profile (name, e-mail, avatar, join date). */
export const handler = authedHandler({}, async ({ caller }) => {
  const profile = await getAccounts().getProfile(caller.userId);
  if (!profile) throw new NotFoundError('Perfil não encontrado.');
  return json(200, profile);
});

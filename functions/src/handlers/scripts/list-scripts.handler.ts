import * as z from 'zod/mini';
import { listScriptsQuerySchema } from '@shared/scripts/script.schema';
import { DomainError } from '../../core/errors';
import { authedHandler, json } from '../../http/http-handler';
import { getAccounts } from '../../composition/core';
import { getScriptStore } from '../../composition/script-store';
import { listScripts } from '../../scripts/manage-scripts';

/** GET /api/scripts?cursor=…&limit=…&q=…&favorites=true&kind=…&platform=… — one page of the caller's saved scripts, newest first. */
export const handler = authedHandler({}, async ({ caller, deps, query }) => {
  const parsed = z.safeParse(listScriptsQuerySchema, query);
  if (!parsed.success) throw new DomainError('validation_failed', parsed.error.issues[0]!.message);
  const ctx = { store: getScriptStore(), accounts: getAccounts(), clock: deps.clock };
  return json(200, await listScripts(ctx, caller.userId, parsed.data));
});

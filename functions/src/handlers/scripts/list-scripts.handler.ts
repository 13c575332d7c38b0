import * as z from 'zod/mini';
import { listScriptsQuerySchema } from '@shared/scripts/script.schema';
import { DomainError } from '../../core/errors';
import { authedHandler, json } from '../../http/http-handler';
import { httpBuilders, lazyDeps } from '../../composition/core';
import { scriptStoreOf, type ScriptStoreDeps } from '../../composition/script-store';
import { listScripts } from '../../scripts/manage-scripts';

/** GET /api/scripts?cursor=…&limit=…&q=…&favorites=true&kind=…&platform=… — one page of the caller's saved scripts, newest first. */
export const makeHandler = (deps: ScriptStoreDeps) =>
  authedHandler({ deps }, async ({ caller, deps, query }) => {
    const parsed = z.safeParse(listScriptsQuerySchema, query);
    if (!parsed.success) throw new DomainError('validation_failed', parsed.error.issues[0]!.message);
    const ctx = { store: deps.scripts, accounts: deps.accounts, clock: deps.clock };
    return json(200, await listScripts(ctx, caller.userId, parsed.data));
  });

export const handler = makeHandler(lazyDeps({ ...httpBuilders, scripts: scriptStoreOf }));

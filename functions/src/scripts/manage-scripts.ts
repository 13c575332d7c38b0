import type { Script, UpdateScriptBody } from '@shared/scripts/script.schema';
import { NotFoundError } from '../core/errors';
import type { AccountStore, Clock, ScriptStore } from '../core/ports';
import { SCRIPT_NOT_FOUND, hasPaidScriptRules, paidExpiry } from './script-rules';
import { isScriptId } from './script-id';
import { toApiScript } from './script-context';

type Ctx = { store: ScriptStore; accounts: AccountStore; clock: Clock };

/** The caller's saved scripts, newest first ('Meus Roteiros'). */
export async function listScripts(ctx: Ctx, userId: string): Promise<{ scripts: Script[] }> {
  return { scripts: (await ctx.store.list(userId, ctx.clock.now())).map(toApiScript) };
}

/**
 * A manual edit and/or a favorite toggle. On paid plans a favorite is kept forever (its
 * ttl is removed) and an unfavorited script expires PAID_HISTORY_DAYS after its creation.
 *
 * @example await updateScript(ctx, 'user-sub', id, { favorite: true })
 */
export async function updateScript(
  ctx: Ctx,
  userId: string,
  scriptId: string | undefined,
  body: UpdateScriptBody,
): Promise<{ script: Script }> {
  if (!isScriptId(scriptId)) throw new NotFoundError(SCRIPT_NOT_FOUND);
  const now = ctx.clock.now();
  const current = await ctx.store.get(userId, scriptId, now);
  if (!current) throw new NotFoundError(SCRIPT_NOT_FOUND);
  let ttl: number | null | undefined;
  if (body.favorite !== undefined && hasPaidScriptRules((await ctx.accounts.getSubscription(userId))?.plan)) {
    ttl = body.favorite ? null : paidExpiry(current.createdAt);
  }
  const updated = await ctx.store.update(userId, scriptId, {
    text: body.text,
    favorite: body.favorite,
    ttl,
    updatedAt: now.toISOString(),
  });
  if (!updated) throw new NotFoundError(SCRIPT_NOT_FOUND);
  return { script: toApiScript(updated) };
}

export async function deleteScript(ctx: Ctx, userId: string, scriptId: string | undefined): Promise<{ deleted: true }> {
  if (!isScriptId(scriptId) || !(await ctx.store.delete(userId, scriptId))) throw new NotFoundError(SCRIPT_NOT_FOUND);
  return { deleted: true };
}

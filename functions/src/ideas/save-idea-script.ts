import type { Script } from '@shared/scripts/script.schema';
import type { ScriptOrigin } from '@shared/ideas/idea-tools';
import { IDEA_ERRORS } from '@shared/ideas/idea-tools';
import { NotFoundError } from '../core/errors';
import type { WriterKind } from '@shared/scripts/script.schema';
import type { AccountStore } from '../core/ports';
import type { IdeaResultStore } from './ports';
import type { StoredScript } from '../scripts/ports';
import { toApiScript } from '../scripts/ports';
import { newScriptId } from '../generation/script-id';
import { hasPaidScriptRules, paidExpiry } from '../generation/script-rules';

/** What an idea tool decides about the script it saves; the rest is every saved script's default. */
export interface IdeaScriptFields {
  text: string;
  niche: string;
  theme: string;
  objective: string;
  details: string;
  /** Seconds. */
  duration: number;
  writer: WriterKind;
  origin: ScriptOrigin;
}

/**
 * Saves one item of a kept idea-tool result as a script (docs/DATA-MODEL.md I3), once: format
 * `shorts`, no form, and on a paid plan the paid history's expiry, as the creator's scripts have
 * (docs/PRODUCT.md §flows.idea-tools). A result gone meanwhile is the 404 'Este resultado expirou'.
 *
 * @example await saveIdeaScript(ctx, 'user-sub', operationId, '0', fields, now) // { script, created: true }
 */
export async function saveIdeaScript(
  ctx: { results: Pick<IdeaResultStore, 'saveAsScript'>; accounts: Pick<AccountStore, 'getSubscription'> },
  userId: string,
  operationId: string,
  itemKey: string,
  fields: IdeaScriptFields,
  now: Date,
): Promise<{ script: Script; created: boolean }> {
  const createdAt = now.toISOString();
  const paid = hasPaidScriptRules((await ctx.accounts.getSubscription(userId))?.plan);
  const script: StoredScript = {
    id: newScriptId(),
    ...fields,
    format: 'shorts',
    favorite: false,
    createdAt,
    updatedAt: createdAt,
    request: null,
    seriesId: null,
    seriesIndex: null,
    versionCount: 0,
    extras: null,
    ...(paid ? { ttl: paidExpiry(createdAt) } : {}),
  };
  const saved = await ctx.results.saveAsScript(userId, operationId, itemKey, script, now);
  if (!saved) throw new NotFoundError(IDEA_ERRORS.resultGone);
  return { script: toApiScript(saved.script), created: saved.created };
}

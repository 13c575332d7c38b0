import { DEFAULT_THEME_ID, shopItem } from '@shared/hub/shop';
import { HUB_MESSAGES, type ActivateBody, type HubProfile, type PurchaseBody } from '@shared/hub/hub.schema';
import { ConflictError, DomainError, NotFoundError } from '../core/errors';
import { profileAndToday, type HubContext } from './hub';
import { toHubProfile } from './hub-view';

const OWNED_MESSAGE = {
  avatar: HUB_MESSAGES.avatarOwned,
  theme: HUB_MESSAGES.themeOwned,
  streakFreeze: HUB_MESSAGES.freezeOwned,
} as const;

/**
 * POST /api/hub/shop/purchase (docs/PRODUCT.md §flows.shop): the price is the catalogue's. One
 * conditional write charges and adds the item (docs/DATA-MODEL.md H14): with too few coins, or the item
 * already owned, nothing is written, so coins never go below 0 and nothing is charged twice, however
 * many requests race. The first avatar bought becomes the active one.
 */
export async function purchase(ctx: HubContext, userId: string, body: PurchaseBody): Promise<{ profile: HubProfile }> {
  const item = shopItem(body.kind, body.itemId);
  if (!item) throw new NotFoundError(HUB_MESSAGES.itemUnknown);
  const { now } = await profileAndToday(ctx, userId);
  const result = await ctx.hub.purchase(userId, body.kind, item, now);
  if (result === 'owned') throw new ConflictError(OWNED_MESSAGE[body.kind]);
  if (result === 'insufficientCoins')
    throw new DomainError('insufficient_credits', HUB_MESSAGES.insufficientCoins(item.cost));
  ctx.log.info('hub item bought', { kind: body.kind, itemId: item.id, cost: item.cost });
  const { profile, today } = await profileAndToday(ctx, userId);
  return { profile: toHubProfile(profile, today) };
}

/** POST /api/hub/shop/activate: an owned avatar or theme becomes the one active ('default': the app's own look). */
export async function activate(ctx: HubContext, userId: string, body: ActivateBody): Promise<{ profile: HubProfile }> {
  const { now } = await profileAndToday(ctx, userId);
  const itemId = body.kind === 'theme' && body.itemId === DEFAULT_THEME_ID ? null : body.itemId;
  if (!(await ctx.hub.activate(userId, body.kind, itemId, now))) throw new ConflictError(HUB_MESSAGES.itemNotOwned);
  const { profile, today } = await profileAndToday(ctx, userId);
  return { profile: toHubProfile(profile, today) };
}

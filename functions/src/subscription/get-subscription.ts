import type { Subscription } from '@shared/subscription/subscription.schema';
import type { AccountStore } from '../core/ports';
import { NotFoundError } from '../core/errors';

/** The caller's subscription row; a missing row is an error the shell treats as "no access". */
export async function getSubscription(accounts: AccountStore, userId: string): Promise<Subscription> {
  const sub = await accounts.getSubscription(userId);
  if (!sub) throw new NotFoundError('Assinatura não encontrada.');
  return sub;
}

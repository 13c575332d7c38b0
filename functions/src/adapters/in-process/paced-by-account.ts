import type { AccountStore } from '../../core/ports';
import type { GenerationEvent } from '../../generation/ports';

/**
 * Local mode with OFFLINE_DELAY_ACCOUNTS (docs/LOCAL-MODE.md §writer.paced-accounts): a job of one of
 * those accounts runs over the slowed parts, every other job over the parts at their own pace. The
 * account is told by its profile's e-mail, read once per user: the list comes from the server's
 * environment only, so no request can slow or speed anyone's generations.
 */
export function pacedByAccount<D>(opts: {
  accounts: ReadonlySet<string>;
  profiles: Pick<AccountStore, 'getProfile'>;
  paced: D;
  unpaced: D;
  run: (deps: D, event: GenerationEvent) => Promise<unknown>;
}): (event: GenerationEvent) => Promise<unknown> {
  const known = new Map<string, Promise<boolean>>();
  const isPaced = (userId: string) => {
    let answer = known.get(userId);
    if (!answer) {
      answer = opts.profiles.getProfile(userId).then(
        (p) => !!p && opts.accounts.has(p.email.toLowerCase()),
        // the job still runs (at its own pace: it meets the same table and records its failure); asked again next time
        () => {
          known.delete(userId);
          return false;
        },
      );
      known.set(userId, answer);
    }
    return answer;
  };
  return async (event) => opts.run((await isPaced(event.userId)) ? opts.paced : opts.unpaced, event);
}

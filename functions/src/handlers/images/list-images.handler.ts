import { getAccounts } from '../../composition/core';
import { getLedger } from '../../composition/credit-ledger';
import { authedHandler, json } from '../../http/http-handler';
import { lazyObjectStore } from '../../composition/object-store';
import { reconcileStaleGenerations } from '../../generation/reconcile-generations';
import { getImageStore } from '../../composition/image-store';
import { listImages, releaseStaleReservations } from '../../images/manage-images';

/**
 * GET /api/images?cursor= — the history, newest first, with signed URLs and the count of images
 * generated. Like GET /api/subscription it first settles dead generations (credits back, the free
 * plan's slot back), so a page at the limit never shows a slot a crash took (docs/DATA-MODEL.md IM4).
 */
export const handler = authedHandler({}, async ({ caller, query, deps, log }) => {
  const images = getImageStore();
  const ledger = getLedger();
  await reconcileStaleGenerations({ ledger, clock: deps.clock, log }, caller.userId);
  await releaseStaleReservations({ images, ledger, clock: deps.clock, log }, caller.userId);
  return json(
    200,
    await listImages({ images, objects: lazyObjectStore, accounts: getAccounts(), log }, caller.userId, query.cursor),
  );
});

import { httpBuilders, lazyDeps } from '../../composition/core';
import { ledgerOf } from '../../composition/credit-ledger';
import { authedHandler, json } from '../../http/http-handler';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import { reconcileStaleGenerations } from '../../generation/reconcile-generations';
import { imageStoreOf, type ImageStoreDeps } from '../../composition/image-store';
import type { CreditLedger } from '../../credits/ports';
import { listImages, releaseStaleReservations } from '../../images/manage-images';

export interface ListImagesDeps extends ImageStoreDeps {
  ledger: CreditLedger;
}

/**
 * GET /api/images?cursor= — the history, newest first, with signed URLs and the count of images
 * generated. Like GET /api/subscription it first settles dead generations (credits back, the free
 * plan's slot back), so a page at the limit never shows a slot a crash took (docs/DATA-MODEL.md IM4).
 */
export const makeHandler = (deps: ListImagesDeps) =>
  authedHandler({ deps }, async ({ caller, query, deps, log }) => {
    const { images, ledger } = deps;
    await reconcileStaleGenerations({ ledger, clock: deps.clock, log }, caller.userId);
    await releaseStaleReservations({ images, ledger, clock: deps.clock, log }, caller.userId);
    return json(
      200,
      await listImages(
        { images, objects: lazyObjects(() => deps.objects), accounts: deps.accounts, log },
        caller.userId,
        query.cursor,
      ),
    );
  });

export const handler = makeHandler(
  lazyDeps({ ...httpBuilders, images: imageStoreOf, objects: objectStoreOf, ledger: ledgerOf }),
);

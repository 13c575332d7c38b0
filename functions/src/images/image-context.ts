import type { AccountStore, Clock, Logger, ObjectStore } from '../core/ports';
import type { AccountStandings } from '../accounts/ports';
import type { CreditLedger } from '../credits/ports';
import type { ImageModel, ImageResizer, ImageStore } from './ports';

/**
 * What the image use cases need; composition/image-request.ts builds it for one request. Each use case
 * takes only the parts it uses, so a handler that never draws (the history, delete) bundles no model.
 */
export interface ImageContext {
  images: ImageStore;
  objects: ObjectStore;
  model: ImageModel;
  resizer: ImageResizer;
  ledger: CreditLedger;
  accounts: Pick<AccountStore, 'getSubscription'>;
  /** Read when a generation fails: an account deleted meanwhile gets its 401 (generation/end-failed-charge.ts). */
  standings: Pick<AccountStandings, 'getStanding'>;
  clock: Clock;
  log: Logger;
  /** A fresh image id (tests fix it). */
  newId: () => string;
}

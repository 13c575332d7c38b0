import { authedHandler, json } from '../../http/http-handler';
import { getGeneration } from '../../generation/get-generation';
import type { GenerationStore } from '../../generation/ports';
import type { CreditLedger } from '../../credits/ports';
import type { ScriptStore } from '../../scripts/ports';
import type { IdeaResultStore } from '../../ideas/ports';
import { ideaResultsOf } from '../../composition/idea-results';
import type { ObjectStore } from '../../core/ports';
import type { ImageStore } from '../../images/ports';
import { imageResult } from '../../images/generate-image';
import { imageStoreOf } from '../../composition/image-store';
import { lazyObjects, objectStoreOf } from '../../composition/object-store';
import {
  accountsOf,
  clockOf,
  configOf,
  lazyDeps,
  loggerOf,
  originOf,
  tokensOf,
  type HttpDeps,
} from '../../composition/core';
import { ledgerOf } from '../../composition/credit-ledger';
import { generationsOf } from '../../composition/generation-store';
import { scriptStoreOf } from '../../composition/script-store';

export interface GetGenerationDeps extends HttpDeps {
  generations: GenerationStore;
  ledger: CreditLedger;
  scripts: ScriptStore;
  results: IdeaResultStore;
  images: ImageStore;
  objects: ObjectStore;
}

/** GET /api/generations/{id} — the caller's generation: its status, the text so far and, once done, the result. */
export const makeHandler = (deps: GetGenerationDeps) =>
  authedHandler({ deps }, async ({ caller, deps, pathParameters }) =>
    json(
      200,
      await getGeneration(
        {
          ...deps,
          // a script's view never reads the objects' configuration (composition/object-store.ts)
          imageResult: (userId, imageId) =>
            imageResult({ ...deps, objects: lazyObjects(() => deps.objects) }, userId, imageId),
        },
        caller.userId,
        pathParameters.id,
      ),
    ),
  );

export const handler = makeHandler(
  lazyDeps({
    config: configOf,
    clock: clockOf,
    logger: loggerOf,
    origin: originOf,
    tokens: tokensOf,
    accounts: accountsOf,
    generations: generationsOf,
    ledger: ledgerOf,
    scripts: scriptStoreOf,
    results: ideaResultsOf,
    images: imageStoreOf,
    objects: objectStoreOf,
  }),
);

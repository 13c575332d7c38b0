import { json, publicHandler } from '../../http/http-handler';
import { rawBody } from '../../http/raw-body';
import { completeFinderJob } from '../../jobs/complete-finder-job';
import { publicHttpBuilders, realtimeOf, type Builders, type PublicHttpDeps } from '../../composition/core';
import { lazyDeps } from '../../composition/core';
import { callbacksOf, finderWebhookSecretNameOf, secretsOf } from '../../composition/jobs';
import { deliveryParserOf, finderStoreOf } from '../../composition/finder-store';
import type { RealtimePublisher } from '../../core/ports';
import type { DeliveryParser, FinderStore } from '../../finder/ports';
import type { SecretReader, TaskCallbacks } from '../../jobs/ports';
import { SIGNATURE_HEADER } from '../../jobs/signature';

export interface FinderWebhookDeps extends PublicHttpDeps {
  store: FinderStore;
  parser: DeliveryParser;
  realtime: RealtimePublisher;
  callbacks: TaskCallbacks;
  secrets: SecretReader;
  /** Secrets Manager name of the finder provider's webhook signing secret. */
  finderWebhookSecretName: string;
}

/** The webhook's parts; the local job runner builds the same handler from them (composition/finder-jobs.ts). */
export const finderWebhookBuilders: Builders<FinderWebhookDeps> = {
  config: publicHttpBuilders.config,
  clock: publicHttpBuilders.clock,
  logger: publicHttpBuilders.logger,
  origin: publicHttpBuilders.origin,
  store: finderStoreOf,
  parser: deliveryParserOf,
  realtime: realtimeOf,
  callbacks: callbacksOf,
  secrets: secretsOf,
  finderWebhookSecretName: finderWebhookSecretNameOf,
};

/**
 * POST /api/webhooks/finder — public: the finder provider posts a job's results to it.
 * The signature is what authenticates it (complete-finder-job.ts); this entry only hands
 * over the raw body, decoded as API Gateway may have encoded it, and the signature header.
 */
export const makeHandler = (deps: FinderWebhookDeps) =>
  publicHandler({ deps }, async ({ event, deps, log }) => {
    const { store, parser, realtime, callbacks, secrets, finderWebhookSecretName } = deps;
    const result = await completeFinderJob(
      { store, parser, realtime, callbacks, secrets, secretName: finderWebhookSecretName, clock: deps.clock, log },
      { rawBody: rawBody(event), signature: event.headers?.[SIGNATURE_HEADER] },
    );
    return json(200, result);
  });

export const handler = makeHandler(lazyDeps(finderWebhookBuilders));

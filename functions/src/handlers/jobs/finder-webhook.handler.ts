import { json, publicHandler } from '../../http/http-handler';
import { rawBody } from '../../http/raw-body';
import { completeFinderJob } from '../../jobs/complete-finder-job';
import { coreBuilders, lazyDeps, type CoreDeps } from '../../composition/core';
import { callbacksOf, finderWebhookSecretNameOf, jobStoreOf, secretsOf, type JobsDeps } from '../../composition/jobs';
import { SIGNATURE_HEADER } from '../../jobs/signature';

export interface FinderWebhookDeps extends CoreDeps, JobsDeps {}

/**
 * POST /api/webhooks/finder — public: the finder provider calls it when an async job ends.
 * The signature is what authenticates it (complete-finder-job.ts); this entry only hands
 * over the raw body, decoded as API Gateway may have encoded it, and the signature header.
 */
export const makeHandler = (deps: FinderWebhookDeps) =>
  publicHandler({ deps }, async ({ event, deps, log }) => {
    const { jobs, callbacks, secrets, finderWebhookSecretName } = deps;
    const result = await completeFinderJob(
      { jobs, callbacks, secrets, secretName: finderWebhookSecretName, clock: deps.clock, log },
      { rawBody: rawBody(event), signature: event.headers?.[SIGNATURE_HEADER] },
    );
    return json(200, result);
  });

export const handler = makeHandler(
  lazyDeps({
    ...coreBuilders,
    jobs: jobStoreOf,
    callbacks: callbacksOf,
    secrets: secretsOf,
    finderWebhookSecretName: finderWebhookSecretNameOf,
  }),
);

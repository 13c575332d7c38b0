import { json, publicHandler } from '../../http/http-handler';
import { rawBody } from '../../http/raw-body';
import { completeFinderJob } from '../../jobs/complete-finder-job';
import { getJobsDeps } from '../../composition/jobs';
import { SIGNATURE_HEADER } from '../../jobs/signature';

/**
 * POST /api/webhooks/finder — public: the finder provider calls it when an async job ends.
 * The signature is what authenticates it (complete-finder-job.ts); this entry only hands
 * over the raw body, decoded as API Gateway may have encoded it, and the signature header.
 */
export const handler = publicHandler(async ({ event, deps, log }) => {
  const { jobs, callbacks, secrets, finderWebhookSecretName } = getJobsDeps();
  const result = await completeFinderJob(
    { jobs, callbacks, secrets, secretName: finderWebhookSecretName, clock: deps.clock, log },
    { rawBody: rawBody(event), signature: event.headers?.[SIGNATURE_HEADER] },
  );
  return json(200, result);
});

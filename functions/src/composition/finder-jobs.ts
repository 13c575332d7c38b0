import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod/mini';
import { FINDER_MESSAGES } from '@shared/finder/finder-options';
import { clockOf, configOf, lazyDeps, loggerOf, onRoot, realtimeOf, type Root } from './core';
import type { Clock, Logger, RealtimePublisher } from '../core/ports';
import { signWithSharedSecret } from './jobs';
import {
  LOCAL_RUNNER_TIMING,
  LocalJobRunner,
  timerScheduler,
  type Scheduler,
} from '../adapters/finder/local-job-runner';
import { SfnJobStarter } from '../adapters/step-functions/sfn-job-starter';
import type { FinderStore, JobStarter } from '../finder/ports';
import { finderStoreOf } from './finder-store';
import { SIGNATURE_HEADER } from '../jobs/signature';
import { publishStatus } from '../jobs/complete-finder-job';

const envSchema = z.object({
  /** AWS: the finder state machine (infra's FINDER_STATE_MACHINE_ENV, set on the start route only). */
  FINDER_STATE_MACHINE_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Local: how long a job waits for its last delivery (the stage's finder job timeout on AWS). */
  FINDER_JOB_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/**
 * How the start route starts a job (docs/ARCHITECTURE.md §finder.deep-search): with the state
 * machine's ARN set (AWS), a StartExecution; otherwise the local job runner in this process.
 */
export const jobStarterOf = /* @__PURE__ */ onRoot((root): JobStarter => {
  const env = envSchema.parse(process.env);
  if (env.FINDER_STATE_MACHINE_ARN)
    return SfnJobStarter.forStateMachine(env.FINDER_STATE_MACHINE_ARN, configOf(root).region);
  // infra's bundler defines LAMBDA_BUNDLE: this branch folds to the throw, and the local runner with the webhook
  // it calls stays out of the route's bundle (as composition/generation-dispatcher.ts does with its worker).
  return process.env.LAMBDA_BUNDLE ? noStateMachine() : localRunner(root, env.FINDER_JOB_TIMEOUT_MS);
});

function noStateMachine(): never {
  throw new Error('FINDER_STATE_MACHINE_ARN is not set: a Lambda starts its finder jobs in the state machine');
}

/** The local runner, posting to the webhook handler built over this very root (docs/LOCAL-MODE.md §finder.runner). */
function localRunner(root: Root, timeoutMs: number | undefined): JobStarter {
  return localJobRunner({
    scheduler: timerScheduler,
    clock: clockOf(root),
    timeoutMs,
    sign: (rawBody) => signWithSharedSecret(root, rawBody),
    webhook: async (event) => {
      // imported on use: the handler's module imports this one
      const { makeHandler, finderWebhookBuilders } = await import('../handlers/jobs/finder-webhook.handler');
      return makeHandler(lazyDeps(finderWebhookBuilders, root))(event);
    },
    store: finderStoreOf(root),
    realtime: realtimeOf(root),
    log: loggerOf(root),
  });
}

/**
 * The local job runner over explicit parts (the integration tests give theirs): each delivery is
 * an API Gateway event handed to `webhook`, the same handler the provider's POST reaches; a job
 * never answered is ended as timed out (J8) and its owner told.
 */
export function localJobRunner(parts: {
  scheduler: Scheduler;
  clock: Clock;
  timeoutMs?: number;
  sign: (rawBody: string) => Promise<string>;
  webhook: (event: APIGatewayProxyEventV2) => Promise<{ statusCode?: number; body?: string }>;
  store: FinderStore;
  realtime: RealtimePublisher;
  log: Logger;
}): LocalJobRunner {
  const log = parts.log.child({ component: 'local-finder-runner' });
  return new LocalJobRunner({
    scheduler: parts.scheduler,
    clock: parts.clock,
    timing: parts.timeoutMs ? { ...LOCAL_RUNNER_TIMING, timeoutMs: parts.timeoutMs } : LOCAL_RUNNER_TIMING,
    sign: parts.sign,
    post: async ({ rawBody, signature }) => {
      const res = await parts.webhook(webhookEvent(rawBody, signature, parts.clock.now()));
      if ((res.statusCode ?? 500) >= 300)
        log.warn('local finder delivery refused', { status: res.statusCode, body: res.body });
    },
    timeOut: async (jobId) => {
      const job = await parts.store.finish(jobId, 'timed_out', FINDER_MESSAGES.timedOut, parts.clock.now());
      if (job) await publishStatus({ realtime: parts.realtime }, job, log);
    },
    log,
  });
}

/** The provider's POST as API Gateway hands it to the webhook. */
function webhookEvent(body: string, signature: string, now: Date): APIGatewayProxyEventV2 {
  const routeKey = 'POST /api/webhooks/finder';
  return {
    version: '2.0',
    routeKey,
    rawPath: '/api/webhooks/finder',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'POST',
        path: '/api/webhooks/finder',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'local-finder-runner',
      },
      requestId: `local-finder-${now.getTime()}`,
      routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body,
    isBase64Encoded: false,
  };
}

import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { clockOf, configOf, dbOf, loggerOf, onRoot, type Root } from './core';
import { DynamoJobStore } from '../adapters/dynamo/job-store.dynamo';
import { ExtensionSecretReader, envSecretReader } from '../adapters/secrets/secret-reader';
import { SfnTaskCallbacks, loggingTaskCallbacks } from '../adapters/step-functions/sfn-task-callbacks';
import type { JobStore, SecretReader, TaskCallbacks } from '../jobs/ports';

/** What the job handlers use beyond the core parts. */
export interface JobsDeps {
  jobs: JobStore;
  callbacks: TaskCallbacks;
  secrets: SecretReader;
  /** Secrets Manager name of the finder provider's webhook signing secret. */
  finderWebhookSecretName: string;
}

const envSchema = z.object({
  FINDER_WEBHOOK_SECRET_NAME: z._default(z.string().check(z.minLength(1)), 'viraliza/local/finder-webhook'),
  /** Local mode only: the signing secret itself (there is no Secrets Manager locally). */
  FINDER_WEBHOOK_SECRET: z.optional(z.string()),
});

/**
 * The job store alone, for the start task: it only records the task token, so its bundle
 * carries neither the Step Functions client nor the secret reader.
 */
export const jobStoreOf = /* @__PURE__ */ onRoot(
  (root): JobStore => new DynamoJobStore(dbOf(root), configOf(root).tableName, clockOf(root)),
);

/** The webhook's parts beyond the store, from the root's configuration and the environment. */
export function makeWebhookParts(
  root: Root,
  env: Record<string, string | undefined> = process.env,
): Omit<JobsDeps, 'jobs'> {
  const config = configOf(root);
  const e = envSchema.parse(env);
  const local = config.mode === 'local';
  return {
    callbacks: local ? loggingTaskCallbacks(loggerOf(root)) : SfnTaskCallbacks.forRegion(config.region),
    secrets: local
      ? // No secret given: one nobody knows, so every post is a 401, never a 500 (docs/LOCAL-MODE.md §finder-webhook).
        envSecretReader({
          [e.FINDER_WEBHOOK_SECRET_NAME]: e.FINDER_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
        })
      : new ExtensionSecretReader(env),
    finderWebhookSecretName: e.FINDER_WEBHOOK_SECRET_NAME,
  };
}

const webhookPartsOf = /* @__PURE__ */ onRoot((root) => makeWebhookParts(root));
export const callbacksOf = (root: Root): TaskCallbacks => webhookPartsOf(root).callbacks;
export const secretsOf = (root: Root): SecretReader => webhookPartsOf(root).secrets;
export const finderWebhookSecretNameOf = (root: Root): string => webhookPartsOf(root).finderWebhookSecretName;

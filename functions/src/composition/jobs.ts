import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { getClock, getConfig, getDocumentClient, getLogger } from './core';
import { DynamoJobStore } from '../adapters/dynamo/job-store.dynamo';
import { ExtensionSecretReader, envSecretReader } from '../adapters/secrets/secret-reader';
import { SfnTaskCallbacks, loggingTaskCallbacks } from '../adapters/step-functions/sfn-task-callbacks';
import type { JobStore, SecretReader, TaskCallbacks } from '../jobs/ports';

/** What the job handlers use beyond the shared Deps. Built once per process. */
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

export function makeJobsDeps(env: Record<string, string | undefined> = process.env): JobsDeps {
  const config = getConfig();
  const e = envSchema.parse(env);
  const local = config.mode === 'local';
  return {
    jobs: getJobStore(),
    callbacks: local ? loggingTaskCallbacks(getLogger()) : SfnTaskCallbacks.forRegion(config.region),
    secrets: local
      ? // No secret given: one nobody knows, so every post is a 401, never a 500 (docs/LOCAL-MODE.md §finder-webhook).
        envSecretReader({
          [e.FINDER_WEBHOOK_SECRET_NAME]: e.FINDER_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
        })
      : new ExtensionSecretReader(env),
    finderWebhookSecretName: e.FINDER_WEBHOOK_SECRET_NAME,
  };
}

let current: JobsDeps | undefined;
let jobStore: JobStore | undefined;

/**
 * The job store alone, for the start task: it only records the task token, so its bundle
 * carries neither the Step Functions client nor the secret reader.
 */
export function getJobStore(): JobStore {
  if (current) return current.jobs;
  jobStore ??= new DynamoJobStore(getDocumentClient(), getConfig().tableName, getClock());
  return jobStore;
}

export function getJobsDeps(): JobsDeps {
  current ??= makeJobsDeps();
  return current;
}

/** Tests swap the whole set; nothing else should call this. */
export function setJobsDeps(deps: JobsDeps | undefined): void {
  current = deps;
}

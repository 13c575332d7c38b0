import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { clockOf, configOf, dbOf, loggerOf, onRoot, type Root } from './core';
import { HttpFinderProvider } from '../adapters/finder/http-finder-provider';
import type { FinderProvider } from '../finder/ports';
import { SIGNATURE_HEADER, sign } from '../jobs/signature';
import { DynamoJobStore } from '../adapters/dynamo/job-store.dynamo';
import { ExtensionSecretReader, envSecretReader } from '../adapters/secrets/secret-reader';
import { SfnTaskCallbacks, loggingTaskCallbacks } from '../adapters/step-functions/sfn-task-callbacks';
import type { JobStore, SecretReader, TaskCallbacks } from '../jobs/ports';

/** What the webhook uses beyond the core parts and the finder's store. */
export interface JobsDeps {
  callbacks: TaskCallbacks;
  secrets: SecretReader;
  /** Secrets Manager name of the finder provider's webhook signing secret. */
  finderWebhookSecretName: string;
}

const envSchema = z.object({
  FINDER_WEBHOOK_SECRET_NAME: z._default(z.string().check(z.minLength(1)), 'viraliza/local/finder-webhook'),
  /** Local mode only: the signing secret itself (there is no Secrets Manager locally). */
  FINDER_WEBHOOK_SECRET: z.optional(z.string()),
  /** AWS: the provider's endpoint that starts a run, and our webhook's public URL (the stage's context). */
  FINDER_PROVIDER_URL: z.optional(z.url()),
  FINDER_CALLBACK_URL: z.optional(z.url()),
});

/**
 * The job store alone, for the start task: it only records the task token, so its bundle
 * carries neither the Step Functions client nor the secret reader.
 */
export const jobStoreOf = /* @__PURE__ */ onRoot(
  (root): JobStore => new DynamoJobStore(dbOf(root), configOf(root).tableName),
);

/** The webhook's parts beyond the store, from the root's configuration and the environment. */
export function makeWebhookParts(root: Root, env: Record<string, string | undefined> = process.env): JobsDeps {
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

/**
 * The deep search's provider, for the start task (docs/ARCHITECTURE.md §finder.deep-search). Without
 * FINDER_PROVIDER_URL and FINDER_CALLBACK_URL every start throws, so the state machine marks the job
 * failed ('A busca profunda falhou. Tente de novo.') instead of waiting for a webhook that never comes.
 */
export const finderProviderOf = /* @__PURE__ */ onRoot((root): FinderProvider => {
  const e = envSchema.parse(process.env);
  if (!e.FINDER_PROVIDER_URL || !e.FINDER_CALLBACK_URL)
    return {
      startRun: async () => Promise.reject(new Error('FINDER_PROVIDER_URL or FINDER_CALLBACK_URL is not set')),
    };
  return new HttpFinderProvider({
    runsUrl: e.FINDER_PROVIDER_URL,
    callbackUrl: e.FINDER_CALLBACK_URL,
    sign: async (rawBody) => ({ header: SIGNATURE_HEADER, value: await signWithSharedSecret(root, rawBody) }),
  });
});

/** A body signed with the finder's shared secret at the root's clock (functions/src/jobs/signature.ts). */
export async function signWithSharedSecret(root: Root, rawBody: string): Promise<string> {
  const secret = await secretsOf(root).get(finderWebhookSecretNameOf(root));
  return sign(rawBody, secret, Math.floor(clockOf(root).now().getTime() / 1000));
}

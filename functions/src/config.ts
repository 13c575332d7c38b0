import * as z from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The functions' configuration, read from the environment once per process.
 * A missing required value stops start-up with a message that names it.
 * zod/mini, not classic zod: classic costs ~70 KB more in every Lambda bundle (docs/BENCH.md).
 */
const configSchema = z.object({
  VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
  TABLE_NAME: z.string().check(z.minLength(3)),
  /** Local mode only: the DynamoDB Local endpoint. */
  DYNAMO_ENDPOINT: z.optional(z.url()),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  /** The token issuer: https://cognito-idp.{region}.amazonaws.com/{poolId} on AWS. */
  AUTH_ISSUER: z.string().check(z.minLength(1)),
  /** Where the signing keys are; defaults to the issuer's well-known JWKS. */
  AUTH_JWKS_URL: z.optional(z.url()),
  AUTH_CLIENT_ID: z.string().check(z.minLength(1)),
  /** Local mode only: cognito-local's own endpoint, for the server's admin calls (account deletion). */
  COGNITO_ENDPOINT: z.optional(z.url()),
  /** Local mode only: cognito-local's data file of the pool, whose refresh tokens a sign-out everywhere revokes. */
  COGNITO_POOL_FILE: z.optional(z.string().check(z.minLength(1))),
  /** The WebSocket management endpoint (https://{apiId}.execute-api.{region}.amazonaws.com/{stage}). */
  WS_MANAGEMENT_ENDPOINT: z.optional(z.url()),
  /** AWS: the generation worker Lambda the paying routes invoke asynchronously; unset locally (in-process). */
  GENERATION_WORKER_FUNCTION: z.optional(z.string().check(z.minLength(1))),
  /** AWS: the stack's stage (dev, prod), a dimension of every custom metric so stages in one account stay apart. */
  STAGE: z.optional(z.string().check(z.minLength(1))),
  /**
   * AWS: the secret (its ARN) whose value the distribution sends as the origin header; the functions
   * behind the APIs refuse a request without it (docs/INFRA-NOTES.md §origin-secret). Unset locally.
   */
  ORIGIN_SECRET_ID: z.optional(z.string().check(z.minLength(1))),
  ...textEnvShape(),
});

export interface Config {
  mode: 'local' | 'aws';
  tableName: string;
  dynamoEndpoint?: string;
  region: string;
  auth: { issuer: string; jwksUrl: string; clientId: string };
  wsManagementEndpoint?: string;
  /** Local mode only: where the server reaches cognito-local's admin API. */
  cognitoEndpoint?: string;
  /** Local mode only: cognito-local's data file of the pool (docs/LOCAL-MODE.md §cognito-local.unsupported). */
  cognitoPoolFile?: string;
  /** The worker Lambda to invoke (docs/ARCHITECTURE.md §generation-jobs); absent: the worker runs in-process. */
  generationWorkerFunction?: string;
  /** The stage on AWS (the metrics' Stage dimension); absent locally. */
  stage?: string;
  /** AWS: the origin header's secret (docs/INFRA-NOTES.md §origin-secret); only the API handlers read it. */
  originSecretId?: string;
}

/**
 * Classic zod registers English messages when its first schema is built; zod/mini does not.
 * Do the same here (a locale set earlier, such as @shared/zod-locale's pt-BR, wins), so a
 * configuration error reads the same whichever flavour the bundle holds.
 */
function ensureLocale(): void {
  if (!z.config().localeError) z.config(en());
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  ensureLocale();
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${missing}`);
  }
  const e = parsed.data;
  return {
    mode: e.VIRALIZA_MODE,
    tableName: e.TABLE_NAME,
    dynamoEndpoint: e.DYNAMO_ENDPOINT,
    region: e.AWS_REGION,
    auth: {
      issuer: e.AUTH_ISSUER,
      jwksUrl: e.AUTH_JWKS_URL ?? `${e.AUTH_ISSUER.replace(/\/$/, '')}/.well-known/jwks.json`,
      clientId: e.AUTH_CLIENT_ID,
    },
    wsManagementEndpoint: e.WS_MANAGEMENT_ENDPOINT,
    ...(e.COGNITO_ENDPOINT ? { cognitoEndpoint: e.COGNITO_ENDPOINT } : {}),
    ...(e.COGNITO_POOL_FILE ? { cognitoPoolFile: e.COGNITO_POOL_FILE } : {}),
    ...(e.GENERATION_WORKER_FUNCTION ? { generationWorkerFunction: e.GENERATION_WORKER_FUNCTION } : {}),
    ...(e.STAGE ? { stage: e.STAGE } : {}),
    ...(e.ORIGIN_SECRET_ID ? { originSecretId: e.ORIGIN_SECRET_ID } : {}),
  };
}

// ---- Text writer (the script creator's model) ------------------------------------------

/** Env keys of the text writer; part of the start-up check above and parsed by parseTextConfig. */
function textEnvShape() {
  return {
    /** offline | bedrock | openai; offline by default in local mode, bedrock on AWS. */
    TEXT_WRITER: z.optional(z.enum(['offline', 'bedrock', 'openai'])),
    /** A Bedrock model or inference-profile id (docs/ARCHITECTURE.md §bedrock-models: use the profile id). */
    TEXT_MODEL_ID: z._default(z.string().check(z.minLength(1)), 'us.anthropic.claude-haiku-4-5-20251001-v1:0'),
    /** An OpenAI-compatible server: POST {OPENAI_BASE_URL}/chat/completions. */
    OPENAI_BASE_URL: z.optional(z.url()),
    OPENAI_MODEL: z.optional(z.string().check(z.minLength(1))),
    OPENAI_API_KEY: z.optional(z.string().check(z.minLength(1))),
    /** Set by `npm start` for the model it found: the offline writer stands in when that model stops answering (docs/LOCAL-MODE.md §local-model). */
    TEXT_WRITER_FALLBACK: z.optional(z.enum(['offline'])),
    /** The offline writer's pause between streamed chunks, in ms (0 in tests). */
    OFFLINE_WRITER_DELAY_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1000)), 18),
    /** Optional: the offline writer as slow as a model under load, this many ms per minute of video (docs/LOCAL-MODE.md §writer). */
    OFFLINE_DELAY_MS: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  };
}

export type TextConfig =
  | { writer: 'offline'; offlineDelayMs: number; slowMsPerMinute?: number }
  | { writer: 'bedrock'; modelId: string; region: string }
  | {
      writer: 'openai';
      baseUrl: string;
      model: string;
      apiKey?: string;
      /** The writer that stands in when the model cannot be reached (docs/LOCAL-MODE.md §local-model). */
      fallback?: { writer: 'offline'; offlineDelayMs: number };
    };

/**
 * Which writer the script creator uses. A writer without its settings (openai without a
 * base URL or model) stops start-up with a message that names the missing key.
 */
export function parseTextConfig(env: Record<string, string | undefined>): TextConfig {
  const schema = z.object({
    VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    ...textEnvShape(),
  });
  ensureLocale();
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const writer = e.TEXT_WRITER ?? (e.VIRALIZA_MODE === 'local' ? 'offline' : 'bedrock');
  if (writer === 'offline')
    return {
      writer,
      offlineDelayMs: e.OFFLINE_WRITER_DELAY_MS,
      ...(e.OFFLINE_DELAY_MS ? { slowMsPerMinute: e.OFFLINE_DELAY_MS } : {}),
    };
  if (writer === 'bedrock') return { writer, modelId: e.TEXT_MODEL_ID, region: e.AWS_REGION };
  const missing = [!e.OPENAI_BASE_URL && 'OPENAI_BASE_URL', !e.OPENAI_MODEL && 'OPENAI_MODEL'].filter(Boolean);
  if (missing.length) throw new Error(`Invalid configuration: TEXT_WRITER=openai needs ${missing.join(' and ')}`);
  return {
    writer,
    baseUrl: e.OPENAI_BASE_URL!.replace(/\/$/, ''),
    model: e.OPENAI_MODEL!,
    ...(e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY } : {}),
    ...(e.TEXT_WRITER_FALLBACK ? { fallback: { writer: 'offline', offlineDelayMs: e.OFFLINE_WRITER_DELAY_MS } } : {}),
  };
}

/**
 * OFFLINE_DELAY_ACCOUNTS (optional, local mode): the e-mails, comma-separated, of the only accounts whose
 * generations OFFLINE_DELAY_MS slows; everyone else's run at the offline writer's own pace. Unset: it slows
 * every account's (docs/LOCAL-MODE.md §writer.paced-accounts). Read at start-up from the environment only.
 */
export function parsePacedAccounts(env: Record<string, string | undefined>): ReadonlySet<string> | null {
  ensureLocale();
  const raw = env.OFFLINE_DELAY_ACCOUNTS?.trim();
  if (!raw) return null;
  const emails = raw.split(',').map((s) => s.trim().toLowerCase());
  const bad = emails.filter((e) => !z.string().check(z.email()).safeParse(e).success);
  if (bad.length)
    throw new Error(
      `Invalid configuration: OFFLINE_DELAY_ACCOUNTS: not an e-mail: ${bad.map((b) => `"${b}"`).join(', ')}`,
    );
  return new Set(emails);
}

// ---- Billing (issue 12: Stripe, or its local simulation) --------------------------------

const priceId = z.string().check(z.regex(/^price_[A-Za-z0-9_]+$/, 'expected a Stripe price id (price_…)'));

export interface BillingConfig {
  /** The web app's origin: checkout and the portal come back to it. */
  appUrl: string;
  /**
   * Every origin the app is served at: a return address goes back to the page's own origin when
   * it is one of these, else to appUrl. Locally the app answers at localhost and 127.0.0.1 alike
   * (docs/LOCAL-MODE.md §host-origin); on AWS it is appUrl alone.
   */
  appOrigins: string[];
  /** The four Stripe price ids (docs/PRODUCT.md §plans.prices). */
  prices: { pro: { monthly: string; yearly: string }; enterprise: { monthly: string; yearly: string } };
  provider:
    | { kind: 'stripe'; secretName: string }
    /** docs/LOCAL-MODE.md §payments: the simulated provider's state file and its webhook signing secret. */
    | { kind: 'local'; webhookSecret: string; stateFile: string };
}

/**
 * Billing's configuration, read only by the billing routes (and account deletion), so the
 * other functions neither need nor check it. On AWS every value is required and a missing
 * one stops the function with a message naming it; locally the price ids are the simulation's own.
 */
/** The app's origin under each loopback name the local server answers (localhost and 127.0.0.1, same port). */
function loopbackAliases(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') return [appUrl];
  return ['localhost', '127.0.0.1'].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function parseBillingConfig(env: Record<string, string | undefined>): BillingConfig {
  ensureLocale();
  const local = (env.VIRALIZA_MODE ?? 'aws') === 'local';
  const price = (name: string) => (local ? z._default(priceId, `price_local_${name}`) : priceId);
  const schema = z.object({
    APP_URL: local ? z._default(z.url(), 'http://localhost:3000') : z.url(),
    STRIPE_PRICE_PRO_MONTHLY: price('pro_monthly'),
    STRIPE_PRICE_PRO_YEARLY: price('pro_yearly'),
    STRIPE_PRICE_ENTERPRISE_MONTHLY: price('enterprise_monthly'),
    STRIPE_PRICE_ENTERPRISE_YEARLY: price('enterprise_yearly'),
    /** AWS: the Secrets Manager secret `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }`. */
    STRIPE_SECRET_NAME: local ? z.optional(z.string()) : z.string().check(z.minLength(1)),
    /** Local: the simulated provider's webhook signing secret (npm start draws one at each start). */
    STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
    /** Local: the simulated provider's state, a JSON file under DATA_DIR. */
    LOCAL_PAYMENTS_FILE: z.optional(z.string().check(z.minLength(1))),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const appUrl = e.APP_URL.replace(/\/$/, '');
  const base = {
    appUrl,
    appOrigins: local ? loopbackAliases(appUrl) : [appUrl],
    prices: {
      pro: { monthly: e.STRIPE_PRICE_PRO_MONTHLY, yearly: e.STRIPE_PRICE_PRO_YEARLY },
      enterprise: { monthly: e.STRIPE_PRICE_ENTERPRISE_MONTHLY, yearly: e.STRIPE_PRICE_ENTERPRISE_YEARLY },
    },
  };
  if (!local) return { ...base, provider: { kind: 'stripe', secretName: e.STRIPE_SECRET_NAME! } };
  const missing = [
    !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
    !e.LOCAL_PAYMENTS_FILE && 'LOCAL_PAYMENTS_FILE',
  ];
  if (missing.some(Boolean))
    throw new Error(`Invalid configuration: local billing needs ${missing.filter(Boolean).join(' and ')}`);
  return {
    ...base,
    provider: { kind: 'local', webhookSecret: e.STRIPE_WEBHOOK_SECRET!, stateFile: e.LOCAL_PAYMENTS_FILE! },
  };
}

// ---- Objects (pictures: the images bucket, or a folder locally) -------------------------

export type ObjectsConfig =
  | { kind: 's3'; bucket: string; region: string }
  /** docs/LOCAL-MODE.md §objects: the folder and the secret the signed URLs are made with. */
  | { kind: 'local'; dir: string; secret: string };

/**
 * The object store's configuration, read only by the routes that declare `images`. On AWS the
 * bucket is IMAGES_BUCKET (the stack sets it); locally `npm start` sets LOCAL_OBJECTS_DIR and
 * draws LOCAL_OBJECTS_SECRET at each start. A missing value stops the function with its name.
 */
export function parseObjectsConfig(env: Record<string, string | undefined>): ObjectsConfig {
  ensureLocale();
  const local = (env.VIRALIZA_MODE ?? 'aws') === 'local';
  const schema = local
    ? z.object({
        LOCAL_OBJECTS_DIR: z.string().check(z.minLength(1)),
        LOCAL_OBJECTS_SECRET: z.string().check(z.minLength(16)),
      })
    : z.object({ IMAGES_BUCKET: z.string().check(z.minLength(3)), AWS_REGION: z._default(z.string(), 'us-east-1') });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data as Record<string, string>;
  return local
    ? { kind: 'local', dir: e.LOCAL_OBJECTS_DIR!, secret: e.LOCAL_OBJECTS_SECRET! }
    : { kind: 's3', bucket: e.IMAGES_BUCKET!, region: e.AWS_REGION! };
}

// ---- News (issue 13: 'Últimas Notícias', Google News or the local sample) ----------------

export type NewsConfig = { source: 'google' } | { source: 'sample' };

/**
 * Where 'Últimas Notícias' reads headlines: NEWS_SOURCE google (Google News RSS, the AWS default)
 * or sample (the embedded sample feed, the local default: docs/LOCAL-MODE.md §news).
 */
export function parseNewsConfig(env: Record<string, string | undefined>): NewsConfig {
  ensureLocale();
  const schema = z.object({
    VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
    NEWS_SOURCE: z.optional(z.enum(['google', 'sample'])),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  return { source: e.NEWS_SOURCE ?? (e.VIRALIZA_MODE === 'local' ? 'sample' : 'google') };
}

// ---- Transcripts (Viral Curto: YouTube's captions, or none locally) ---------------------

/** Where Viral Curto reads a video's transcript: YouTube's captions, or nowhere (the user pastes it). */
export type TranscriptConfig = { source: 'youtube' | 'none' };

/**
 * TRANSCRIPT_SOURCE: `youtube` on AWS, `none` locally (no internet: docs/LOCAL-MODE.md §viral-short).
 * Setting it to `youtube` locally reads real captions when the machine is online.
 */
export function parseTranscriptConfig(env: Record<string, string | undefined>): TranscriptConfig {
  ensureLocale();
  const schema = z.object({
    VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
    TRANSCRIPT_SOURCE: z.optional(z.enum(['youtube', 'none'])),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  return { source: e.TRANSCRIPT_SOURCE ?? (e.VIRALIZA_MODE === 'local' ? 'none' : 'youtube') };
}

// ---- Images (the image generator's model) -----------------------------------------------

export type ImageConfig =
  /** `delayMs`: OFFLINE_DELAY_MS × IMAGE_DELAY_MINUTES, the slow local setting (docs/LOCAL-MODE.md §image-renderer). */
  | { model: 'offline'; delayMs?: number }
  /** docs/ARCHITECTURE.md §bedrock-models: the model id comes from the stack's context, never from code. */
  | { model: 'bedrock'; modelId: string; region: string };

/**
 * Which image model draws (IMAGE_MODEL: offline | bedrock): the offline renderer by default in
 * local mode, Bedrock on AWS (IMAGE_MODEL_ID, Stable Image Core by default). Read only
 * by the generate route.
 */
/** With OFFLINE_DELAY_MS (ms per minute of video), an image takes as long as a 10-minute script streams. */
export const OFFLINE_IMAGE_DELAY_MINUTES = 10;

export function parseImageConfig(env: Record<string, string | undefined>): ImageConfig {
  ensureLocale();
  const schema = z.object({
    VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    IMAGE_MODEL: z.optional(z.enum(['offline', 'bedrock'])),
    IMAGE_MODEL_ID: z._default(z.string().check(z.minLength(1)), 'stability.stable-image-core-v1:1'),
    OFFLINE_DELAY_MS: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(60_000))),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const model = e.IMAGE_MODEL ?? (e.VIRALIZA_MODE === 'local' ? 'offline' : 'bedrock');
  if (model === 'bedrock') return { model, modelId: e.IMAGE_MODEL_ID, region: e.AWS_REGION };
  return e.OFFLINE_DELAY_MS ? { model, delayMs: e.OFFLINE_DELAY_MS * OFFLINE_IMAGE_DELAY_MINUTES } : { model };
}

// ---- Viral Finder (issue 32: YouTube Data API, or the local sample catalogue) ---------------

/** 'unconfigured': YouTube without a key (a stage deployed without `-c youtubeApiKey`): the search says so in pt-BR. */
export type FinderConfig =
  { source: 'youtube'; youtubeApiKey: string } | { source: 'sample' } | { source: 'unconfigured' };

/**
 * Where the finder's sync search reads content: FINDER_SOURCE youtube (the YouTube Data API v3
 * with YOUTUBE_API_KEY, the AWS default) or sample (the embedded catalogue, the local default:
 * docs/LOCAL-MODE.md §finder). Read only by the search route.
 */
export function parseFinderConfig(env: Record<string, string | undefined>): FinderConfig {
  ensureLocale();
  const schema = z.object({
    VIRALIZA_MODE: z._default(z.enum(['local', 'aws']), 'aws'),
    FINDER_SOURCE: z.optional(z.enum(['youtube', 'sample'])),
    YOUTUBE_API_KEY: z.optional(z.string().check(z.minLength(1))),
  });
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const source = e.FINDER_SOURCE ?? (e.VIRALIZA_MODE === 'local' ? 'sample' : 'youtube');
  if (source === 'sample') return { source };
  if (!e.YOUTUBE_API_KEY) return { source: 'unconfigured' };
  return { source, youtubeApiKey: e.YOUTUBE_API_KEY };
}

import * as path from 'node:path';
import type { Node } from 'constructs';
import { createHash } from 'node:crypto';
import { Token } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

/** The repository root; every path the stack points at is resolved from here, not from the cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Handler entries in routes.ts are relative to this folder. */
export const FUNCTIONS_SRC = path.join(REPO_ROOT, 'functions', 'src');
/** Where `npm run build:web` writes the SPA. */
export const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'dist', 'web');

export type StageName = 'dev' | 'prod';

export interface ThrottleLimits {
  /** Steady-state requests per second, across all callers. */
  rateLimit: number;
  burstLimit: number;
}

/** Everything that differs between stages, read once from the CDK context (cdk.json or `-c key=value`). */
export interface StageConfig {
  stage: StageName;
  /** RETAIN stateful resources (table, user pool, bucket) and turn on deletion protection. */
  retain: boolean;
  logRetention: RetentionDays;
  /**
   * Cognito hosted-domain prefix from context `authDomainPrefix`. Absent: derived from the stage
   * and the account (authDomainPrefixFor), so a second account never collides with the first.
   */
  authDomainPrefix?: string;
  /**
   * Google sign-in (context `googleSignIn`, default false): only once the Google secret exists
   * (docs/INFRA-NOTES.md §first-deploy). Without it the stage signs in by e-mail only.
   */
  googleSignIn: boolean;
  /** Secrets Manager secret holding `{ "clientId": "...", "clientSecret": "..." }` for Google sign-in. */
  googleSecretName: string;
  /** Also allow http://localhost:3000 as a CORS origin and OAuth callback (local web against this stage). Never in prod. */
  allowLocalhost: boolean;
  /** CloudFront edge locations: all of them in prod (South America is only in PriceClass_All). */
  priceClass: PriceClass;
  /**
   * Bedrock model ids or inference-profile ids (`us.…`, `global.…`). Every function gets them
   * as TEXT_MODEL_ID / IMAGE_MODEL_ID; IAM allows these and nothing else.
   */
  textModelId: string;
  imageModelId: string;
  /** Secrets Manager secret holding `{ "secretKey": "sk_…", "webhookSecret": "whsec_…" }` for Stripe. */
  stripeSecretName: string;
  /**
   * The four Stripe price ids (context `stripePriceProMonthly`, `stripePriceProYearly`,
   * `stripePriceEnterpriseMonthly`, `stripePriceEnterpriseYearly`; docs/INFRA-NOTES.md §stripe).
   * Absent ones are left out of the environment, and the billing routes then refuse to start,
   * naming the missing one, while the rest of the stage works.
   */
  stripePrices: Partial<Record<'proMonthly' | 'proYearly' | 'enterpriseMonthly' | 'enterpriseYearly', string>>;
  /** Secrets Manager secret whose string value signs the finder provider's webhooks. */
  finderWebhookSecretName: string;
  /** How long a finder job waits for its provider's webhook before taking the failure path. */
  finderJobTimeoutMinutes: number;
  /** Optional e-mail subscribed to the alarm topic (a confirmation mail is sent on deploy). */
  alarmEmail?: string;
  /**
   * A web ACL on the distribution (context `waf`, default on in prod, off in dev), with
   * `wafRateLimit` requests per IP in 5 minutes (default 2000) (docs/INFRA-NOTES.md §waf).
   */
  waf: { enabled: boolean; rateLimit: number };
  /**
   * Cognito's mail through SES (context `sesFromAddress`, an address or domain verified in SES,
   * optional `sesRegion` when the identity lives in another Region). Absent: Cognito's own sender,
   * about 50 e-mails a day (docs/INFRA-NOTES.md §mail).
   */
  ses?: { fromAddress: string; region?: string };
  throttle: {
    http: ThrottleLimits;
    /** Routes marked `throttle: 'generation'` in routes.ts (each call costs model time). */
    generation: ThrottleLimits;
    websocket: ThrottleLimits;
  };
}

export const LOCAL_ORIGIN = 'http://localhost:3000';

function contextString(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  return value;
}

/** `-c key=false` arrives as the string "false"; cdk.json gives a real boolean. */
function contextBoolean(node: Node, key: string, fallback: boolean): boolean {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context "${key}" must be true or false, got ${JSON.stringify(value)}`);
}

function contextPositiveInt(node: Node, key: string, fallback: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`Context "${key}" must be a positive integer, got ${JSON.stringify(value)}`);
  return n;
}

/**
 * Model ids come from context (cdk.json or `-c`), never from code, and end up in IAM ARNs:
 * refuse a missing one and anything that could widen the grant (`*`, `/`, spaces).
 */
function modelId(node: Node, key: string): string {
  const id = contextString(node, key);
  if (id === undefined) throw new Error(`Context "${key}" is required (set it in cdk.json or pass -c ${key}=…)`);
  if (!/^[a-z0-9][a-z0-9.:-]*$/i.test(id))
    throw new Error(`Context "${key}" "${id}" is not a Bedrock model or inference-profile id`);
  return id;
}

function stripePricesFromContext(node: Node): StageConfig['stripePrices'] {
  const out: StageConfig['stripePrices'] = {};
  for (const key of ['proMonthly', 'proYearly', 'enterpriseMonthly', 'enterpriseYearly'] as const) {
    const ctxKey = `stripePrice${key[0]!.toUpperCase()}${key.slice(1)}`;
    const id = contextString(node, ctxKey);
    if (id === undefined) continue;
    if (!/^price_[A-Za-z0-9_]+$/.test(id)) throw new Error(`Context "${ctxKey}" "${id}" is not a Stripe price id`);
    out[key] = id;
  }
  return out;
}

/** The billing routes' environment: where checkout returns, and the price ids that are set. */
export function billingEnvironment(stage: StageConfig, appUrl: string): Record<string, string> {
  const names = {
    proMonthly: 'STRIPE_PRICE_PRO_MONTHLY',
    proYearly: 'STRIPE_PRICE_PRO_YEARLY',
    enterpriseMonthly: 'STRIPE_PRICE_ENTERPRISE_MONTHLY',
    enterpriseYearly: 'STRIPE_PRICE_ENTERPRISE_YEARLY',
  } as const;
  const env: Record<string, string> = { APP_URL: appUrl };
  for (const [key, name] of Object.entries(names)) {
    const id = stage.stripePrices[key as keyof typeof names];
    if (id) env[name] = id;
  }
  return env;
}

export function stageConfigFromContext(node: Node): StageConfig {
  const stage = contextString(node, 'stage') ?? 'dev';
  if (stage !== 'dev' && stage !== 'prod') throw new Error(`Context "stage" must be "dev" or "prod", got "${stage}"`);
  const prod = stage === 'prod';

  const authDomainPrefix = contextString(node, 'authDomainPrefix');
  if (authDomainPrefix !== undefined) checkAuthDomainPrefix(authDomainPrefix);

  // docs/INFRA-NOTES.md §first-deploy: prod never trusts a developer's machine.
  const allowLocalhost = contextBoolean(node, 'allowLocalhost', !prod);
  if (prod && allowLocalhost)
    throw new Error(
      'Context "allowLocalhost" cannot be true in prod: localhost never enters prod CORS or OAuth callbacks',
    );

  return {
    stage,
    retain: prod,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    ...(authDomainPrefix !== undefined ? { authDomainPrefix } : {}),
    googleSignIn: contextBoolean(node, 'googleSignIn', false),
    googleSecretName: contextString(node, 'googleSecretName') ?? `viraliza/${stage}/google-oauth`,
    allowLocalhost,
    priceClass: prod ? PriceClass.PRICE_CLASS_ALL : PriceClass.PRICE_CLASS_100,
    textModelId: modelId(node, 'textModelId'),
    imageModelId: modelId(node, 'imageModelId'),
    stripeSecretName: contextString(node, 'stripeSecretName') ?? `viraliza/${stage}/stripe`,
    stripePrices: stripePricesFromContext(node),
    finderWebhookSecretName: contextString(node, 'finderWebhookSecretName') ?? `viraliza/${stage}/finder-webhook`,
    finderJobTimeoutMinutes: contextPositiveInt(node, 'finderJobTimeoutMinutes', 15),
    alarmEmail: contextString(node, 'alarmEmail'),
    waf: { enabled: contextBoolean(node, 'waf', prod), rateLimit: contextPositiveInt(node, 'wafRateLimit', 2000) },
    ...sesFromContext(node),
    throttle: prod
      ? {
          http: { rateLimit: 100, burstLimit: 200 },
          generation: { rateLimit: 5, burstLimit: 10 },
          websocket: { rateLimit: 50, burstLimit: 100 },
        }
      : {
          http: { rateLimit: 20, burstLimit: 40 },
          generation: { rateLimit: 2, burstLimit: 4 },
          websocket: { rateLimit: 10, burstLimit: 20 },
        },
  };
}

function sesFromContext(node: Node): Pick<StageConfig, 'ses'> {
  const fromAddress = contextString(node, 'sesFromAddress');
  if (fromAddress === undefined) return {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fromAddress))
    throw new Error(`Context "sesFromAddress" "${fromAddress}" is not an e-mail address`);
  const region = contextString(node, 'sesRegion');
  return { ses: { fromAddress, ...(region !== undefined ? { region } : {}) } };
}

function checkAuthDomainPrefix(prefix: string): void {
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(prefix) || /aws|amazon|cognito/.test(prefix)) {
    throw new Error(`Context "authDomainPrefix" "${prefix}" is not a valid Cognito domain prefix`);
  }
}

/**
 * The hosted-domain prefix: the context override, else `viraliza-<stage>-<8 hex of sha256(account)>`.
 * Prefixes are global per Region, so a fixed one collides with any other account that deployed
 * it first (docs/INFRA-NOTES.md §first-deploy); the hash is stable, so redeploys keep the domain.
 */
export function authDomainPrefixFor(stage: Pick<StageConfig, 'stage' | 'authDomainPrefix'>, account: string): string {
  if (stage.authDomainPrefix !== undefined) return stage.authDomainPrefix;
  if (Token.isUnresolved(account))
    throw new Error(
      'The Cognito domain prefix is derived from the account, and this stack has none: give the stack an env or pass -c authDomainPrefix=…',
    );
  const hash = createHash('sha256').update(account).digest('hex').slice(0, 8);
  return `viraliza-${stage.stage}-${hash}`;
}

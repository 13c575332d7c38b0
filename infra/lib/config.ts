import * as path from 'node:path';
import type { Node } from 'constructs';
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
  /** Cognito hosted-domain prefix; unique per region across all AWS accounts. */
  authDomainPrefix: string;
  /** Secrets Manager secret holding `{ "clientId": "...", "clientSecret": "..." }` for Google sign-in. */
  googleSecretName: string;
  /** Also allow http://localhost:3000 as a CORS origin and OAuth callback (local web against this stage). */
  allowLocalhost: boolean;
  /** Bedrock model ids; unused until the generation routes land, kept here so they live in one place. */
  textModelId: string;
  imageModelId: string;
  throttle: {
    http: ThrottleLimits;
    /** Routes marked `throttle: 'generation'` in routes.ts (each call costs model time). */
    generation: ThrottleLimits;
    websocket: ThrottleLimits;
  };
}

export const LOCAL_ORIGIN = 'http://localhost:3000';

const DEFAULTS = {
  textModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  imageModelId: 'amazon.nova-canvas-v1:0',
};

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

export function stageConfigFromContext(node: Node): StageConfig {
  const stage = contextString(node, 'stage') ?? 'dev';
  if (stage !== 'dev' && stage !== 'prod') throw new Error(`Context "stage" must be "dev" or "prod", got "${stage}"`);
  const prod = stage === 'prod';

  const authDomainPrefix = contextString(node, 'authDomainPrefix') ?? `viraliza-${stage}`;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(authDomainPrefix) || /aws|amazon|cognito/.test(authDomainPrefix)) {
    throw new Error(`Context "authDomainPrefix" "${authDomainPrefix}" is not a valid Cognito domain prefix`);
  }

  return {
    stage,
    retain: prod,
    logRetention: prod ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    authDomainPrefix,
    googleSecretName: contextString(node, 'googleSecretName') ?? `viraliza/${stage}/google-oauth`,
    allowLocalhost: contextBoolean(node, 'allowLocalhost', true),
    textModelId: contextString(node, 'textModelId') ?? DEFAULTS.textModelId,
    imageModelId: contextString(node, 'imageModelId') ?? DEFAULTS.imageModelId,
    throttle: prod
      ? { http: { rateLimit: 100, burstLimit: 200 }, generation: { rateLimit: 5, burstLimit: 10 }, websocket: { rateLimit: 50, burstLimit: 100 } }
      : { http: { rateLimit: 20, burstLimit: 40 }, generation: { rateLimit: 2, burstLimit: 4 }, websocket: { rateLimit: 10, burstLimit: 20 } },
  };
}

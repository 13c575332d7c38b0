import * as z from 'zod';

/**
 * The functions' configuration, read from the environment once per process.
 * A missing required value stops start-up with a message that names it.
 */
const configSchema = z.object({
  VIRALIZA_MODE: z.enum(['local', 'aws']).default('aws'),
  TABLE_NAME: z.string().min(3),
  /** Local mode only: the DynamoDB Local endpoint. */
  DYNAMO_ENDPOINT: z.string().url().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  /** The token issuer: https://cognito-idp.{region}.amazonaws.com/{poolId} on AWS. */
  AUTH_ISSUER: z.string().min(1),
  /** Where the signing keys are; defaults to the issuer's well-known JWKS. */
  AUTH_JWKS_URL: z.string().url().optional(),
  AUTH_CLIENT_ID: z.string().min(1),
  /** The WebSocket management endpoint (https://{apiId}.execute-api.{region}.amazonaws.com/{stage}). */
  WS_MANAGEMENT_ENDPOINT: z.string().url().optional(),
});

export interface Config {
  mode: 'local' | 'aws';
  tableName: string;
  dynamoEndpoint?: string;
  region: string;
  auth: { issuer: string; jwksUrl: string; clientId: string };
  wsManagementEndpoint?: string;
}

export function parseConfig(env: Record<string, string | undefined>): Config {
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
  };
}

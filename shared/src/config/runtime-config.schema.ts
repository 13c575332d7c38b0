import * as z from 'zod/mini';

/**
 * The runtime configuration the SPA fetches from `/config.json` at boot.
 * Locally the dev server writes it; on AWS the deploy writes it next to the SPA,
 * so the same build runs in every stage.
 */
export const runtimeConfigSchema = z.object({
  mode: z.enum(['local', 'aws']),
  /** Base URL of the HTTP API, without a trailing slash ("/api" locally). */
  apiUrl: z.string(),
  /** WebSocket endpoint (ws:// or wss://). */
  wsUrl: z.string(),
  region: z.string(),
  auth: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Local mode only: cognito-local's endpoint, proxied through the app's own origin. */
    userPoolEndpoint: z.optional(z.string()),
    /** AWS only: the hosted UI domain for Google sign-in. */
    oauthDomain: z.optional(z.string()),
    googleEnabled: z.boolean(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

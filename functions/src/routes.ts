/**
 * The route table: the single list of what the API serves. The local server mounts it,
 * the CDK app wires each entry to a Lambda, and a test checks that every handler file
 * has a route and every route a handler. Entries are paths relative to functions/src.
 */
export type Throttle = 'default' | 'generation';

export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway path syntax: /api/scripts/{id} */
  path: string;
  entry: string;
  /** Public routes skip the JWT authorizer; their handlers check signatures themselves. */
  public?: boolean;
  throttle?: Throttle;
}

export const HTTP_ROUTES: readonly HttpRoute[] = [
  { method: 'GET', path: '/api/health', entry: 'health/health.handler.ts', public: true },
  { method: 'POST', path: '/api/webhooks/finder', entry: 'jobs/finder-webhook.handler.ts', public: true },
  { method: 'GET', path: '/api/subscription', entry: 'subscription/get-subscription.handler.ts' },
  { method: 'GET', path: '/api/profile', entry: 'profile/get-profile.handler.ts' },
  {
    method: 'POST',
    path: '/api/scripts/generate',
    entry: 'scripts/generate-script.handler.ts',
    throttle: 'generation',
  },
  { method: 'GET', path: '/api/scripts', entry: 'scripts/list-scripts.handler.ts' },
  { method: 'PATCH', path: '/api/scripts/{id}', entry: 'scripts/update-script.handler.ts' },
  { method: 'DELETE', path: '/api/scripts/{id}', entry: 'scripts/delete-script.handler.ts' },
  {
    method: 'POST',
    path: '/api/scripts/{id}/ai-edit',
    entry: 'scripts/ai-edit-script.handler.ts',
    throttle: 'generation',
  },
  {
    method: 'POST',
    path: '/api/scripts/diagnostics/model',
    entry: 'scripts/diagnostic-model.handler.ts',
    throttle: 'generation',
  },
  { method: 'POST', path: '/api/scripts/diagnostics/round-trip', entry: 'scripts/diagnostic-round-trip.handler.ts' },
];

export interface WebSocketRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  entry: string;
}

export const WEBSOCKET_ROUTES: readonly WebSocketRoute[] = [
  { routeKey: '$connect', entry: 'realtime/ws-connect.handler.ts' },
  { routeKey: '$disconnect', entry: 'realtime/ws-disconnect.handler.ts' },
];

/** Cognito triggers, by the name cognito-local uses to invoke them locally. */
export const COGNITO_TRIGGERS = {
  PostConfirmation: { name: 'postConfirmation', entry: 'accounts/post-confirmation.handler.ts' },
  CustomMessage: { name: 'customMessage', entry: 'accounts/custom-message.handler.ts' },
} as const;

/**
 * The route table: the single list of what the API serves and what each Lambda may touch.
 * The local server mounts it, the CDK app wires each entry to a Lambda and grants it exactly
 * its `access`, and tests check that every handler file has a route and every route a
 * handler. Entries are paths relative to functions/src. Plain data only: no CDK imports,
 * since the local server reads it too.
 */
import type { JOB_TASKS } from './jobs/job-tasks';

export type Throttle = 'default' | 'generation';

/** The secrets a function may read at run time, by key; infra maps each key to a Secrets Manager name. */
export type SecretKey = 'stripe' | 'finderWebhook';

/**
 * What a Lambda may touch beyond running. Infra grants this and nothing else
 * (docs/INFRA-NOTES.md, "Grants"). infra/test/grants.test.ts checks the template against a
 * table written by hand, and infra/test/bundle-contents.test.ts checks each declaration
 * against the AWS clients its bundle really holds, so neither can drift from the code.
 */
export interface Access {
  /**
   * The single table (getAccounts, getConnections, getScriptStore, the job store).
   * 'write' puts, updates and deletes without reading: a condition on a write needs no read right.
   */
  table: 'none' | 'read' | 'write' | 'readWrite';
  /** Pushes to WebSocket connections (getRealtime): WS_MANAGEMENT_ENDPOINT and execute-api:ManageConnections. */
  realtime: boolean;
  /** Secrets read at run time; the function gets each one's name, never its value. */
  secrets: readonly SecretKey[];
  /** Invokes the configured text model (TEXT_MODEL_ID): the Bedrock text writer. */
  textModel: boolean;
  /** Invokes the configured image model (IMAGE_MODEL_ID). */
  imageModel: boolean;
  /** Objects of the images bucket. */
  images: 'none' | 'read' | 'readWrite';
  /** The finder job state machine: start executions, or resume them with a task token. */
  jobs: 'none' | 'start' | 'callback';
  /**
   * The user pool's admin API (getAccountDeps): checks a password again (AdminInitiateAuth),
   * signs a user out everywhere and deletes the identity. Account deletion only.
   */
  identityAdmin: boolean;
  /**
   * Only checks a password again with the user pool (AdminInitiateAuth): cancelling a
   * subscription asks for it (issue 12). Nothing else of the admin API.
   */
  passwordCheck: boolean;
  /**
   * Only revokes every refresh token of the caller with the user pool (AdminUserGlobalSignOut):
   * the sign-out everywhere does it before its cut-off (docs/ARCHITECTURE.md §revocation).
   */
  globalSignOut: boolean;
  /**
   * Reads the caller's own attributes from the user pool with the caller's access token
   * (Cognito `GetUser`, the profile's e-mail sync). The token is the authorization, so nothing
   * is granted in IAM; declared so that the bundle test knows why the Cognito client is there.
   */
  ownIdentity: boolean;
}

/**
 * Exactly the rights listed. The table access is always stated; every other right left out
 * is denied, and the bundle test fails when the code reaches a client the route does not declare.
 */
export function access(rights: Pick<Access, 'table'> & Partial<Omit<Access, 'table'>>): Access {
  return {
    realtime: false,
    secrets: [],
    textModel: false,
    imageModel: false,
    images: 'none',
    jobs: 'none',
    identityAdmin: false,
    passwordCheck: false,
    globalSignOut: false,
    ownIdentity: false,
    ...rights,
  };
}

export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway path syntax: /api/scripts/{id} */
  path: string;
  entry: string;
  /** Public routes skip the JWT authorizer; their handlers check signatures themselves. */
  public?: boolean;
  throttle?: Throttle;
}

/** A route of the table: where it is served (all the local server needs) and what its Lambda may touch. */
export interface HttpRouteSpec extends HttpRoute {
  access: Access;
}

export const HTTP_ROUTES: readonly HttpRouteSpec[] = [
  // Answers from its configuration alone.
  {
    method: 'GET',
    path: '/api/health',
    entry: 'health/health.handler.ts',
    public: true,
    access: access({ table: 'none' }),
  },
  {
    method: 'POST',
    path: '/api/webhooks/finder',
    entry: 'jobs/finder-webhook.handler.ts',
    public: true,
    // Checks the signature with its secret, reads the job row for its task token and resumes
    // the waiting execution; it never writes the table nor pushes.
    access: access({ table: 'read', secrets: ['finderWebhook'], jobs: 'callback' }),
  },
  {
    method: 'POST',
    path: '/api/contact',
    entry: 'contact/send-contact-message.handler.ts',
    public: true,
    // The contact form (docs/PRODUCT.md §screens.contato): one transaction that counts the message in
    // its address's window and puts it (K1); it reads nothing and verifies no token.
    access: access({ table: 'write' }),
  },
  {
    method: 'GET',
    path: '/api/subscription',
    entry: 'subscription/get-subscription.handler.ts',
    // Gives back dead generations' credits (L6) and reads the row and the credits in use (L7).
    access: access({ table: 'readWrite' }),
  },
  // ---- Profile (issue 12, /perfil; docs/DATA-MODEL.md A3, A8, A9) ----
  {
    method: 'GET',
    path: '/api/profile',
    entry: 'profile/get-profile.handler.ts',
    // The row, and a short-lived signed URL of the uploaded picture (signing needs the read right).
    access: access({ table: 'read', images: 'read' }),
  },
  {
    method: 'PATCH',
    path: '/api/profile',
    entry: 'profile/update-profile.handler.ts',
    // Puts the new picture, updates the row (one conditional UpdateItem), deletes the replaced picture.
    access: access({ table: 'readWrite', images: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/profile/email',
    entry: 'profile/sync-email.handler.ts',
    // The verified e-mail read from the pool with the caller's own token (GetUser), written to the row;
    // the answer signs the picture's URL again.
    access: access({ table: 'readWrite', images: 'read', ownIdentity: true }),
  },
  {
    method: 'POST',
    path: '/api/account/sign-out-everywhere',
    entry: 'profile/sign-out-everywhere.handler.ts',
    // The pool revokes the refresh tokens (AdminUserGlobalSignOut), then one conditional UpdateItem
    // of tokensValidAfter on the profile row (docs/ARCHITECTURE.md §revocation).
    access: access({ table: 'readWrite', globalSignOut: true }),
  },
  {
    method: 'DELETE',
    path: '/api/account',
    entry: 'accounts/delete-account.handler.ts',
    // Checks the password with the pool, marks the account deleted, erases every row of the
    // user (a Query on its partition, batched deletes), deletes the identity and closes its sockets.
    // Billing: ends the user's Stripe subscription at once first (docs/ARCHITECTURE.md §account-deletion).
    // Objects: erases everything under the user's prefix (List + DeleteObjects).
    access: access({
      table: 'readWrite',
      realtime: true,
      identityAdmin: true,
      secrets: ['stripe'],
      images: 'readWrite',
    }),
  },
  // ---- Billing (issue 12; docs/DATA-MODEL.md B1–B5) ----
  {
    method: 'POST',
    path: '/api/webhooks/stripe',
    entry: 'billing/stripe-webhook.handler.ts',
    public: true,
    // Checks Stripe's signature with its secret, reads the subscription back from Stripe, marks the
    // event applied and writes the row in one transaction, and pushes subscription.updated.
    access: access({ table: 'readWrite', realtime: true, secrets: ['stripe'] }),
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    entry: 'billing/create-checkout.handler.ts',
    // Reads the row (the Stripe customer) and the profile (the e-mail); Stripe makes the session.
    access: access({ table: 'read', secrets: ['stripe'] }),
  },
  {
    method: 'POST',
    path: '/api/billing/portal',
    entry: 'billing/customer-portal.handler.ts',
    access: access({ table: 'read', secrets: ['stripe'] }),
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    entry: 'billing/cancel-subscription.handler.ts',
    // The password again with the pool, cancel_at_period_end at Stripe, the row and the feedback written, pushed.
    access: access({ table: 'readWrite', realtime: true, secrets: ['stripe'], passwordCheck: true }),
  },
  {
    method: 'POST',
    path: '/api/billing/renew',
    entry: 'billing/renew-subscription.handler.ts',
    access: access({ table: 'readWrite', realtime: true, secrets: ['stripe'] }),
  },
  {
    method: 'POST',
    path: '/api/scripts/generate',
    entry: 'scripts/generate-script.handler.ts',
    throttle: 'generation',
    // Refunds dead generations, charges, streams the text model's deltas over the WebSocket and saves.
    access: access({ table: 'readWrite', realtime: true, textModel: true }),
  },
  { method: 'GET', path: '/api/scripts', entry: 'scripts/list-scripts.handler.ts', access: access({ table: 'read' }) },
  {
    method: 'GET',
    path: '/api/scripts/{id}',
    entry: 'scripts/get-script.handler.ts',
    // One GetItem (S4) and, for a series, one Query on its id range (S8).
    access: access({ table: 'read' }),
  },
  {
    method: 'PATCH',
    path: '/api/scripts/{id}',
    entry: 'scripts/update-script.handler.ts',
    // Reads the script and the plan (a favorite's expiry depends on it), then updates the script.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'DELETE',
    path: '/api/scripts/{id}',
    entry: 'scripts/delete-script.handler.ts',
    // The account's standing (every token check reads it), then one conditional DeleteItem.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/ai-edit',
    entry: 'scripts/ai-edit-script.handler.ts',
    throttle: 'generation',
    access: access({ table: 'readWrite', realtime: true, textModel: true }),
  },
  {
    method: 'POST',
    path: '/api/scripts/{id}/undo',
    entry: 'scripts/undo-script.handler.ts',
    // Reads the script and writes its previous text back (one conditional UpdateItem); no credits.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/scripts/diagnostics/model',
    entry: 'scripts/diagnostic-model.handler.ts',
    throttle: 'generation',
    // A tiny prompt to the text writer; no credits. It reads the account's standing (every token
    // check does) and bumps a conditional daily counter (R2).
    access: access({ table: 'readWrite', textModel: true }),
  },
  // ---- Viral Curto (issue 13: an idea tool; docs/DATA-MODEL.md I1–I3) ----
  {
    method: 'POST',
    path: '/api/viral-short/generate',
    entry: 'viral-short/generate-viral-short.handler.ts',
    throttle: 'generation',
    // Refunds dead generations, reads the video's captions from YouTube (outbound HTTPS, no IAM
    // right), charges, streams the text model's deltas, keeps the result settling the charge (I1).
    access: access({ table: 'readWrite', realtime: true, textModel: true }),
  },
  {
    method: 'POST',
    path: '/api/viral-short/{operationId}/save',
    entry: 'viral-short/save-viral-short.handler.ts',
    // Reads the kept result (I2) and the plan, then puts the script with the result's mark in one transaction (I3).
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/viral-questions/generate',
    entry: 'viral-questions/generate-viral-questions.handler.ts',
    throttle: 'generation',
    // Refunds dead generations, charges, streams the model's JSON over the WebSocket and keeps the
    // result with the settled charge (docs/DATA-MODEL.md I1, I2).
    access: access({ table: 'readWrite', realtime: true, textModel: true }),
  },
  {
    method: 'POST',
    path: '/api/teleprompter/remote',
    entry: 'teleprompter/create-pairing.handler.ts',
    // The account's standing (every token check reads it), then one conditional PutItem of the
    // pairing (P1); it pushes nothing.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/scripts/diagnostics/round-trip',
    entry: 'scripts/diagnostic-round-trip.handler.ts',
    // Writes, reads back and deletes a throwaway item.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'GET',
    path: '/api/teleprompter/pace',
    entry: 'teleprompter/get-pace.handler.ts',
    // One GetItem of the user's pace totals (T2).
    access: access({ table: 'read' }),
  },
  {
    method: 'POST',
    path: '/api/teleprompter/pace',
    entry: 'teleprompter/record-pace.handler.ts',
    // The account's standing (every token check reads it), then one UpdateItem ADD on the pace totals (T1).
    access: access({ table: 'readWrite' }),
  },
  // ---- Últimas Notícias (issue 13; docs/PRODUCT.md §flows.news, docs/DATA-MODEL.md I1–I3) ----
  {
    method: 'POST',
    path: '/api/news/generate',
    entry: 'news/generate-news.handler.ts',
    throttle: 'generation',
    // Reads the niche's headlines first (Google News over outbound HTTPS: no AWS right, docs/INFRA-NOTES.md §news-feed),
    // then refunds dead generations, charges, streams the text model's JSON over the WebSocket and keeps the
    // result with its headlines, settling the charge (I1).
    access: access({ table: 'readWrite', realtime: true, textModel: true }),
  },
  {
    method: 'POST',
    path: '/api/news/{operationId}/save',
    entry: 'news/save-news-script.handler.ts',
    // Reads the kept result (I2) and the plan (the paid expiry), then one transaction: the script and its saved mark (I3).
    access: access({ table: 'readWrite' }),
  },
  // ---- Images (issue 14, /gerador-imagens; docs/DATA-MODEL.md IM1–IM7) ----
  {
    method: 'POST',
    path: '/api/images/generate',
    entry: 'images/generate-image.handler.ts',
    throttle: 'generation',
    // Refunds dead generations and frees their slots, charges and counts (one transaction), draws
    // with the image model, puts the PNG, saves the row settling the charge, signs its URL.
    access: access({ table: 'readWrite', imageModel: true, images: 'readWrite' }),
  },
  {
    method: 'GET',
    path: '/api/images',
    entry: 'images/list-images.handler.ts',
    // A Query of the history and the count; dead generations refunded and their slots freed first
    // (as GET /api/subscription does); each PNG's URL signed with the right to read it.
    access: access({ table: 'readWrite', images: 'read' }),
  },
  {
    method: 'GET',
    path: '/api/images/{id}',
    entry: 'images/get-image.handler.ts',
    // One GetItem and a signed URL (a script's cover).
    access: access({ table: 'read', images: 'read' }),
  },
  {
    method: 'DELETE',
    path: '/api/images/{id}',
    entry: 'images/delete-image.handler.ts',
    // One DeleteItem (ALL_OLD: the object key), then the object.
    access: access({ table: 'readWrite', images: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/images/{id}/cover',
    entry: 'images/set-cover.handler.ts',
    // Reads the image, then one transaction: the image checked, the script's coverImageId set.
    access: access({ table: 'readWrite' }),
  },
  {
    method: 'POST',
    path: '/api/images/improve-prompt',
    entry: 'images/improve-prompt.handler.ts',
    throttle: 'generation',
    // The text model rewrites the prompt, free of credits: a conditional daily counter (R2) first.
    access: access({ table: 'readWrite', textModel: true }),
  },
];

export interface WebSocketRoute {
  routeKey: '$connect' | '$disconnect' | '$default';
  entry: string;
  access: Access;
}

export const WEBSOCKET_ROUTES: readonly WebSocketRoute[] = [
  // Verifies the token and reads the account's standing, then puts the two connection rows; or,
  // for a phone remote (?pair=), reads its failed attempts, the pairing and the owner's standing,
  // then puts the remote's two rows (or counts a failure).
  { routeKey: '$connect', entry: 'realtime/ws-connect.handler.ts', access: access({ table: 'readWrite' }) },
  // Reads the connection row to find its user (or pairing), then deletes both rows.
  { routeKey: '$disconnect', entry: 'realtime/ws-disconnect.handler.ts', access: access({ table: 'readWrite' }) },
  // Frames from clients (the teleprompter remote): reads the sender's connection row and the
  // pairing, and pushes to the owner's connections or the pairing's phones. It writes only when a
  // push finds a connection gone (C2).
  {
    routeKey: '$default',
    entry: 'realtime/ws-message.handler.ts',
    access: access({ table: 'readWrite', realtime: true }),
  },
];

/** Cognito triggers, by the name cognito-local uses to invoke them locally. */
export const COGNITO_TRIGGERS = {
  // Creates the profile and subscription rows with one conditional transaction; reads nothing.
  PostConfirmation: {
    name: 'postConfirmation',
    entry: 'accounts/post-confirmation.handler.ts',
    access: access({ table: 'write' }),
  },
  // Only rewrites the e-mail text.
  CustomMessage: {
    name: 'customMessage',
    entry: 'accounts/custom-message.handler.ts',
    access: access({ table: 'none' }),
  },
} as const;

/**
 * What each Step Functions task may touch. Typed over every key of JOB_TASKS, so a task added
 * there does not compile until someone decides its rights here.
 */
export const JOB_TASK_ACCESS: Readonly<Record<keyof typeof JOB_TASKS, Access>> = {
  // Stores the task token under the job (one conditional PutItem); it reads nothing.
  StartFinderJob: access({ table: 'write' }),
};

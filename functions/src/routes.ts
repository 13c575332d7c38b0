/**
 * The route table: the single list of what the API serves and what each Lambda may touch.
 * The local server mounts it, the CDK app wires each entry to a Lambda and grants it exactly
 * its `access`, and tests check that every handler file has a route and every route a
 * handler. Entries are paths relative to functions/src. Plain data only: no CDK imports,
 * since the local server reads it too.
 */
import * as accountsApi from '@shared/accounts/accounts.api';
import * as billingApi from '@shared/billing/billing.api';
import * as contactApi from '@shared/contact/contact.api';
import * as finderApi from '@shared/finder/finder.api';
import * as generationsApi from '@shared/generations/generations.api';
import * as healthApi from '@shared/health/health.api';
import * as hubApi from '@shared/hub/hub.api';
import type { ApiRoute, HttpMethod } from '@shared/api/api-route';
import * as imagesApi from '@shared/images/images.api';
import * as jobsApi from '@shared/jobs/jobs.api';
import * as newsApi from '@shared/news/news.api';
import * as profileApi from '@shared/profile/profile.api';
import * as scriptsApi from '@shared/scripts/scripts.api';
import * as subscriptionApi from '@shared/subscription/subscription.api';
import * as teleprompterApi from '@shared/teleprompter/teleprompter.api';
import * as viralQuestionsApi from '@shared/viral-questions/viral-questions.api';
import * as viralShortApi from '@shared/viral-short/viral-short.api';
import type { JOB_TASKS } from './jobs/job-tasks';
import { WORKER_MAX_EVENT_AGE_S, WORKER_TIMEOUT_S } from './generation/job-timing';

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
   * The single table (accountsOf, connectionsOf, scriptStoreOf, the job store).
   * 'write' puts, updates and deletes without reading: a condition on a write needs no read right.
   */
  table: 'none' | 'read' | 'write' | 'readWrite';
  /** Pushes to WebSocket connections (realtimeOf): WS_MANAGEMENT_ENDPOINT and execute-api:ManageConnections. */
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
   * The user pool's admin API (accountDeletionOf): checks a password again (AdminInitiateAuth),
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
   * Starts the generation worker (docs/ARCHITECTURE.md §generation-jobs): an asynchronous
   * lambda:InvokeFunction on it, its name in GENERATION_WORKER_FUNCTION.
   */
  generationWorker: boolean;
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
    generationWorker: false,
    ...rights,
  };
}

export interface HttpRoute {
  method: HttpMethod;
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

/** Every contract path is relative to the API's base; API Gateway and the local server serve it under /api. */
const API_BASE = '/api';

/**
 * One HTTP route: the contract's method and path (shared/src/<feature>/<feature>.api.ts,
 * docs/ARCHITECTURE.md §api-contract), the handler that serves it and what its Lambda may touch.
 */
function serve(
  route: ApiRoute,
  entry: string,
  rights: Access,
  options: Pick<HttpRoute, 'public' | 'throttle'> = {},
): HttpRouteSpec {
  return { method: route.method, path: `${API_BASE}${route.path}`, entry, ...options, access: rights };
}

/**
 * The access most routes share, by what the route does. A right a route alone needs stays
 * written out at its entry, so that reading the table still shows every grant.
 */
const NOTHING = access({ table: 'none' });
/** Reads its rows; the account's standing is read by every token check anyway. */
const READS = access({ table: 'read' });
/** Puts without reading (a condition on a write needs no read right). */
const WRITES_ONLY = access({ table: 'write' });
/** Reads and writes its rows: every signed-in route that changes something and touches nothing else. */
const READS_WRITES = access({ table: 'readWrite' });
/** Reads the row and signs picture URLs (signing needs the read right). */
const READS_IMAGES = access({ table: 'read', images: 'read' });
/** Writes its rows and puts or deletes image objects. */
const WRITES_IMAGES = access({ table: 'readWrite', images: 'readWrite' });
/** Reads the row, then asks Stripe for a page to open. */
const STRIPE_READS = access({ table: 'read', secrets: ['stripe'] });
/** Writes the subscription row after Stripe, and pushes subscription.updated. */
const STRIPE_WRITES = access({ table: 'readWrite', realtime: true, secrets: ['stripe'] });
/**
 * The generation worker's work, whatever the job's kind: claims and ends the record, writes with the
 * text model and streams over the WebSocket, or draws with the image model and puts the PNG; saves
 * settling the charge, or refunds it (and frees an image's slot).
 */
const GENERATION_WORK = access({
  table: 'readWrite',
  realtime: true,
  textModel: true,
  imageModel: true,
  images: 'readWrite',
});
/**
 * A paid generation run as a job: charges and records it, then starts the worker (an asynchronous invoke of it
 * alone). The writing, drawing and streaming are the worker's: a Lambda bundle leaves the in-process worker out
 * (composition/generation-dispatcher.ts), so the route holds no model, realtime or bucket right.
 */
const GENERATION_JOB = access({ table: 'readWrite', generationWorker: true });
/** A free call to the text model behind a conditional daily counter (R2); nothing streamed. */
const FREE_TEXT_MODEL = access({ table: 'readWrite', textModel: true });

const GENERATION = { throttle: 'generation' } as const;
const PUBLIC = { public: true } as const;

export const HTTP_ROUTES: readonly HttpRouteSpec[] = [
  // Answers from its configuration alone.
  serve(healthApi.get, 'handlers/health/health.handler.ts', NOTHING, PUBLIC),
  // Checks the signature with its secret and every item, reads the job row (J2), stores the new reels with the
  // job's count in one transaction (J6) or ends it (J8), pushes 'new-reel' and the job's status to its owner,
  // and resumes the waiting execution with the task token after the last delivery.
  serve(
    jobsApi.finderWebhook,
    'handlers/jobs/finder-webhook.handler.ts',
    access({ table: 'readWrite', realtime: true, secrets: ['finderWebhook'], jobs: 'callback' }),
    PUBLIC,
  ),
  // The contact form (docs/PRODUCT.md §screens.contato): one transaction that counts the message in
  // its address's window and puts it (K1); it reads nothing and verifies no token.
  serve(contactApi.send, 'handlers/contact/send-contact-message.handler.ts', WRITES_ONLY, PUBLIC),
  // Gives back dead generations' credits (L6) and reads the row and the credits in use (L7).
  serve(subscriptionApi.get, 'handlers/subscription/get-subscription.handler.ts', READS_WRITES),
  // ---- Profile (issue 12, /perfil; docs/DATA-MODEL.md A3, A8, A9) ----
  // The row, and a short-lived signed URL of the uploaded picture.
  serve(profileApi.get, 'handlers/profile/get-profile.handler.ts', READS_IMAGES),
  // Puts the new picture, updates the row (one conditional UpdateItem), deletes the replaced picture.
  serve(profileApi.update, 'handlers/profile/update-profile.handler.ts', WRITES_IMAGES),
  // The verified e-mail read from the pool with the caller's own token (GetUser), written to the row;
  // the answer signs the picture's URL again.
  serve(
    profileApi.syncEmail,
    'handlers/profile/sync-email.handler.ts',
    access({ table: 'readWrite', images: 'read', ownIdentity: true }),
  ),
  // The pool revokes the refresh tokens (AdminUserGlobalSignOut), then one conditional UpdateItem
  // of tokensValidAfter on the profile row (docs/ARCHITECTURE.md §revocation).
  serve(
    profileApi.signOutEverywhere,
    'handlers/profile/sign-out-everywhere.handler.ts',
    access({ table: 'readWrite', globalSignOut: true }),
  ),
  // Checks the password with the pool, marks the account deleted, erases every row of the
  // user (a Query on its partition, batched deletes), deletes the identity and closes its sockets.
  // Billing: ends the user's Stripe subscription at once first (docs/ARCHITECTURE.md §account-deletion).
  // Objects: erases everything under the user's prefix (List + DeleteObjects).
  serve(
    accountsApi.remove,
    'handlers/accounts/delete-account.handler.ts',
    access({ table: 'readWrite', realtime: true, identityAdmin: true, secrets: ['stripe'], images: 'readWrite' }),
  ),
  // ---- Billing (issue 12; docs/DATA-MODEL.md B1–B5) ----
  // Checks Stripe's signature with its secret, reads the subscription back from Stripe, marks the
  // event applied and writes the row in one transaction, and pushes subscription.updated.
  serve(billingApi.stripeWebhook, 'handlers/billing/stripe-webhook.handler.ts', STRIPE_WRITES, PUBLIC),
  // Reads the row (the Stripe customer) and the profile (the e-mail); Stripe makes the session.
  serve(billingApi.checkout, 'handlers/billing/create-checkout.handler.ts', STRIPE_READS),
  serve(billingApi.portal, 'handlers/billing/customer-portal.handler.ts', STRIPE_READS),
  // The password again with the pool, cancel_at_period_end at Stripe, the row and the feedback written, pushed.
  serve(
    billingApi.cancel,
    'handlers/billing/cancel-subscription.handler.ts',
    access({ table: 'readWrite', realtime: true, secrets: ['stripe'], passwordCheck: true }),
  ),
  serve(billingApi.renew, 'handlers/billing/renew-subscription.handler.ts', STRIPE_WRITES),
  // ---- Scripts ----
  // Refunds dead generations, charges, streams the text model's deltas over the WebSocket and saves.
  // Refunds dead generations, charges and records the job (one transaction, G1) and starts the
  // generation worker: 202 at once (docs/ARCHITECTURE.md §generation-jobs). Its rights still cover the
  // writing too: locally the worker runs inside this function's process (composition/generation-dispatcher.ts).
  serve(scriptsApi.generate, 'handlers/scripts/generate-script.handler.ts', GENERATION_JOB, GENERATION),
  // The job's record (G2), its charge (L4), the saved scripts once done (S4) or the image (IM4, its
  // URL signed) and the balance.
  serve(generationsApi.get, 'handlers/generations/get-generation.handler.ts', READS_IMAGES),
  serve(scriptsApi.list, 'handlers/scripts/list-scripts.handler.ts', READS),
  // One GetItem (S4) and, for a series, one Query on its id range (S8).
  serve(scriptsApi.get, 'handlers/scripts/get-script.handler.ts', READS),
  // Reads the script and the plan (a favorite's expiry depends on it), then updates the script.
  serve(scriptsApi.update, 'handlers/scripts/update-script.handler.ts', READS_WRITES),
  // The account's standing (every token check reads it), then one conditional DeleteItem.
  serve(scriptsApi.remove, 'handlers/scripts/delete-script.handler.ts', READS_WRITES),
  serve(scriptsApi.aiEdit, 'handlers/scripts/ai-edit-script.handler.ts', GENERATION_JOB, GENERATION),
  // Reads the script and writes its previous text back (one conditional UpdateItem); no credits.
  serve(scriptsApi.undo, 'handlers/scripts/undo-script.handler.ts', READS_WRITES),
  // A tiny prompt to the text writer; no credits. It reads the account's standing (every token
  // check does) and bumps a conditional daily counter (R2).
  serve(scriptsApi.diagnoseModel, 'handlers/scripts/diagnostic-model.handler.ts', FREE_TEXT_MODEL, GENERATION),
  // ---- Viral Curto (issue 13: an idea tool; docs/DATA-MODEL.md I1–I3) ----
  // Refunds dead generations, reads the video's captions from YouTube (outbound HTTPS, no IAM
  // right), charges and records the job (G1) and starts its worker, which streams the model's deltas
  // and keeps the result settling the charge (I1).
  serve(viralShortApi.generate, 'handlers/viral-short/generate-viral-short.handler.ts', GENERATION_JOB, GENERATION),
  // Reads the kept result (I2) and the plan, then puts the script with the result's mark in one transaction (I3).
  serve(viralShortApi.save, 'handlers/viral-short/save-viral-short.handler.ts', READS_WRITES),
  // Refunds dead generations, charges and records the job (G1), starts its worker; the worker streams
  // the model's JSON and keeps the result with the settled charge (docs/DATA-MODEL.md I1, I2).
  serve(
    viralQuestionsApi.generate,
    'handlers/viral-questions/generate-viral-questions.handler.ts',
    GENERATION_JOB,
    GENERATION,
  ),
  // The account's standing (every token check reads it), then one conditional PutItem of the
  // pairing (P1); it pushes nothing.
  serve(teleprompterApi.createPairing, 'handlers/teleprompter/create-pairing.handler.ts', READS_WRITES),
  // Writes, reads back and deletes a throwaway item.
  serve(scriptsApi.diagnoseRoundTrip, 'handlers/scripts/diagnostic-round-trip.handler.ts', READS_WRITES),
  // One GetItem of the user's pace totals (T2).
  serve(teleprompterApi.getPace, 'handlers/teleprompter/get-pace.handler.ts', READS),
  // The account's standing (every token check reads it), then one UpdateItem ADD on the pace totals (T1).
  serve(teleprompterApi.recordPace, 'handlers/teleprompter/record-pace.handler.ts', READS_WRITES),
  // ---- Últimas Notícias (issue 13; docs/PRODUCT.md §flows.news, docs/DATA-MODEL.md I1–I3) ----
  // Reads the niche's headlines first (Google News over outbound HTTPS: no AWS right, docs/INFRA-NOTES.md §news-feed),
  // then refunds dead generations, charges and records the job (G1) and starts its worker, which streams the
  // model's JSON and keeps the result with its headlines, settling the charge (I1).
  serve(newsApi.generate, 'handlers/news/generate-news.handler.ts', GENERATION_JOB, GENERATION),
  // Reads the kept result (I2) and the plan (the paid expiry), then one transaction: the script and its saved mark (I3).
  serve(newsApi.save, 'handlers/news/save-news-script.handler.ts', READS_WRITES),
  // ---- Images (issue 14, /gerador-imagens; docs/DATA-MODEL.md IM1–IM7) ----
  // Refunds dead generations and frees their slots, charges, counts and records the job (one
  // transaction, IM1 with G1) and starts the generation worker: 202 at once
  // (docs/ARCHITECTURE.md §generation-jobs), which draws, puts the PNG and saves the row settling the charge.
  serve(imagesApi.generate, 'handlers/images/generate-image.handler.ts', GENERATION_JOB, GENERATION),
  // A Query of the history and the count; dead generations refunded and their slots freed first
  // (as GET /api/subscription does); each PNG's URL signed with the right to read it.
  serve(imagesApi.list, 'handlers/images/list-images.handler.ts', access({ table: 'readWrite', images: 'read' })),
  // One GetItem and a signed URL (a script's cover).
  serve(imagesApi.get, 'handlers/images/get-image.handler.ts', READS_IMAGES),
  // One DeleteItem (ALL_OLD: the object key), then the object.
  serve(imagesApi.remove, 'handlers/images/delete-image.handler.ts', WRITES_IMAGES),
  // Reads the image, then one transaction: the image checked, the script's coverImageId set.
  serve(imagesApi.setCover, 'handlers/images/set-cover.handler.ts', READS_WRITES),
  // The text model rewrites the prompt, free of credits: a conditional daily counter (R2) first.
  serve(imagesApi.improvePrompt, 'handlers/images/improve-prompt.handler.ts', FREE_TEXT_MODEL, GENERATION),
  // ---- Viral Finder (issue 32; docs/PRODUCT.md §screens.viral-finder, docs/DATA-MODEL.md J1–J8) ----
  // The search bucket (R1), then the cached answer or the content source (YouTube over outbound
  // HTTPS: no AWS right; the sample catalogue locally). No credits.
  serve(finderApi.search, 'handlers/finder/search-finder.handler.ts', READS_WRITES),
  // The deep-search bucket (R1), the jobs and the user's index in one transaction (J4), then a StartExecution
  // per job: the only route that may start the finder state machine (locally the local job runner instead).
  serve(
    finderApi.startDeepSearch,
    'handlers/finder/start-deep-search.handler.ts',
    access({ table: 'readWrite', jobs: 'start' }),
  ),
  // A Query of the user's job index and a BatchGet of the jobs (J5), a Query of the user's reels (J7).
  serve(finderApi.listJobs, 'handlers/finder/list-finder-jobs.handler.ts', READS),
  // ---- Missão Influencer (issue 31, the growth hub; docs/DATA-MODEL.md H1–H16) ----
  // Makes the profile on first use (H1), reads it, today's missions, goals, diary, coach notes, the days'
  // counts and the month's scripts (H2, H5, H8, H9, H12, H13, H16), and makes today's missions once (H4).
  serve(hubApi.get, 'handlers/hub/get-hub.handler.ts', READS_WRITES),
  // Reads the profile and the mission, then one transaction: the mission, the award and streak, the day (H7).
  serve(hubApi.completeMission, 'handlers/hub/complete-mission.handler.ts', GENERATION_JOB),
  // Counts the user's goals (H9), then one conditional PutItem (H10); a followers goal sets the follower count (H3).
  serve(hubApi.createGoal, 'handlers/hub/create-goal.handler.ts', READS_WRITES),
  // Reads the goal, then one conditional UpdateItem (H11); a followers goal sets the follower count (H3).
  serve(hubApi.updateGoalProgress, 'handlers/hub/update-goal-progress.handler.ts', READS_WRITES),
  // One PutItem (H12); the profile made on first use (H1).
  serve(hubApi.createDiaryEntry, 'handlers/hub/create-diary-entry.handler.ts', GENERATION_JOB),
  // The profile (its time zone: today) and one Query of the month's days (H8).
  serve(hubApi.calendar, 'handlers/hub/get-calendar.handler.ts', READS_WRITES),
  // One conditional UpdateItem of the profile: coins and the owned item together (H14).
  serve(hubApi.purchase, 'handlers/hub/purchase.handler.ts', READS_WRITES),
  // One conditional UpdateItem of the profile: the active avatar or theme (H15).
  serve(hubApi.activate, 'handlers/hub/activate.handler.ts', READS_WRITES),
  // One conditional UpdateItem of the profile: the follower count, the time zone (H3).
  serve(hubApi.updateProfile, 'handlers/hub/update-hub-profile.handler.ts', READS_WRITES),
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
  { routeKey: '$connect', entry: 'handlers/realtime/ws-connect.handler.ts', access: READS_WRITES },
  // Reads the connection row to find its user (or pairing), then deletes both rows.
  { routeKey: '$disconnect', entry: 'handlers/realtime/ws-disconnect.handler.ts', access: READS_WRITES },
  // Frames from clients (the teleprompter remote): reads the sender's connection row and the
  // pairing, and pushes to the owner's connections or the pairing's phones. It writes only when a
  // push finds a connection gone (C2).
  {
    routeKey: '$default',
    entry: 'handlers/realtime/ws-message.handler.ts',
    access: access({ table: 'readWrite', realtime: true }),
  },
];

/**
 * The generation worker (docs/ARCHITECTURE.md §generation-jobs): a Lambda the paying routes invoke
 * asynchronously (InvocationType Event). Its timeout is the longest generation allowed; Lambda keeps
 * an event at most `maxEventAgeSeconds` and never retries it (the record is the idempotency key anyway).
 */
export const GENERATION_WORKER = {
  entry: 'handlers/generations/run-generation.worker.ts',
  // Claims and ends the record (G3–G5), reads the script, the plan and the pace, streams the model's
  // deltas over the WebSocket or draws the image and puts its PNG, saves settling the charge, or refunds it.
  access: GENERATION_WORK,
  timeoutSeconds: WORKER_TIMEOUT_S,
  maxEventAgeSeconds: WORKER_MAX_EVENT_AGE_S,
} as const;

/** Cognito triggers, by the name cognito-local uses to invoke them locally. */
export const COGNITO_TRIGGERS = {
  // Creates the profile and subscription rows with one conditional transaction; reads nothing.
  PostConfirmation: {
    name: 'postConfirmation',
    entry: 'handlers/accounts/post-confirmation.handler.ts',
    access: WRITES_ONLY,
  },
  // Only rewrites the e-mail text.
  CustomMessage: {
    name: 'customMessage',
    entry: 'handlers/accounts/custom-message.handler.ts',
    access: NOTHING,
  },
} as const;

/**
 * What each Step Functions task may touch. Typed over every key of JOB_TASKS, so a task added
 * there does not compile until someone decides its rights here.
 */
export const JOB_TASK_ACCESS: Readonly<Record<keyof typeof JOB_TASKS, Access>> = {
  // Stores the task token on the job row (one conditional UpdateItem, J1), then asks the provider to start a run,
  // signed with the shared secret, over outbound HTTPS (no AWS right).
  StartFinderJob: access({ table: 'write', secrets: ['finderWebhook'] }),
};

import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { WebSocketServer, type WebSocket } from 'ws';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { DEFAULT_ERROR_MESSAGES } from '@shared/errors/api-error';
import { API_SECURITY_HEADERS, contentSecurityPolicy, siteSecurityHeaders } from '@shared/http/security-headers';
import { RUNTIME_CONFIG_FILE } from '@shared/http/static-hosting';
import { COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { matchRoute, toHttpApiEvent } from './lambda-events';
import { renderMailbox, type Mailbox } from './mailbox';
import { createStaticFiles } from './static-files';
import { CODE_MISMATCH, ChallengeGuard, isRefusal, type ChallengeAttempt } from './cognito-challenges';
import { loopbackRefusal } from './loopback-guard';
import { TokenBucket } from './token-bucket';
import type { PaymentsPages } from './payments-pages';
import {
  LocalObjectStore,
  LOCAL_OBJECTS_PATH,
  verifyObjectSignature,
} from '../../functions/src/adapters/objects/local-object-store';
import { refreshTokensInPoolFile } from '../../functions/src/adapters/identity/local-pool-file';

type HttpHandler = (event: APIGatewayProxyEventV2, context?: object) => Promise<APIGatewayProxyStructuredResultV2>;
type AnyHandler = (event: unknown, context?: object) => Promise<unknown>;

const FUNCTIONS_SRC = path.resolve(__dirname, '../../functions/src');
const MAX_BODY_BYTES = 6 * 1024 * 1024; // Lambda's synchronous payload limit
/** API Gateway's WebSocket frame limit: a larger frame closes the socket (1009), as there. */
const WS_MAX_FRAME_BYTES = 128 * 1024;
/** Frames per second a connection may send, and its burst (docs/LOCAL-MODE.md §websocket.limits). */
export const WS_FRAMES_PER_SECOND = 20;
export const WS_FRAME_BURST = 40;
/**
 * A connection's pushes the server holds unsent, at most: past it the client is not reading, and
 * the connection is ended as gone (docs/LOCAL-MODE.md §websocket.limits).
 */
export const WS_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Every connection is pinged this often; one that has not answered the last ping is ended. */
export const WS_HEARTBEAT_MS = 30_000;
/** What a client gets, once per throttled stretch, when its frames are dropped: API Gateway's throttle answer. */
export const WS_THROTTLED_FRAME = '{"message":"Too Many Requests"}';

/**
 * Loads a handler module the same way the Lambda runtime would: by its entry file. Given a deps
 * object, the handler is made with it instead (its `makeHandler`: docs/ARCHITECTURE.md §composition).
 */
async function loadHandler<T>(entry: string, deps?: object): Promise<T> {
  const mod = (await import(path.join(FUNCTIONS_SRC, entry))) as { handler?: T; makeHandler?: (deps: object) => T };
  if (deps && mod.makeHandler) return mod.makeHandler(deps);
  if (!mod.handler) throw new Error(`${entry} exports no handler`);
  return mod.handler;
}

/** A body over Lambda's limit: read on (up to this much) and discarded, so the 413 reaches the client. */
const MAX_DRAIN_BYTES = 8 * MAX_BODY_BYTES;

export const PAYLOAD_TOO_LARGE_MESSAGE = 'O corpo da requisição passa do limite de 6 MB.';

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: 'validation_failed' | 'forbidden' | 'unauthorized',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a request body up to Lambda's 6 MB. A larger body is a 413, answered once the rest has
 * been read and dropped: destroying the socket mid-upload would reach the client as a reset.
 */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => new HttpError(413, 'validation_failed', PAYLOAD_TOO_LARGE_MESSAGE);
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY_BYTES) chunks.push(c);
      else if (size > MAX_DRAIN_BYTES) {
        // Far over the limit: answer now and let the connection close after the answer.
        req.pause();
        reject(tooLarge());
      }
    });
    req.on('end', () => (size > MAX_BODY_BYTES ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** A path segment or key, percent-decoded; malformed escapes (`%ZZ`) are the caller's 400, never a URIError. */
function decodePath(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'validation_failed', 'Endereço malformado.');
  }
}

/** A JSON body, or undefined when it is not one. */
function tryJson(body: Buffer | undefined): unknown {
  try {
    return body ? JSON.parse(body.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

/** Parses a stand-in's JSON body; malformed JSON is the caller's fault (400), not ours. */
function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'validation_failed', 'O corpo da requisição não é um JSON válido.');
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The access key id of a SigV4 `Authorization` header (`… Credential=<id>/<date>/…`). */
export function sigV4AccessKeyId(authorization: string | undefined): string | undefined {
  return authorization?.match(/^AWS4-HMAC-SHA256\s+Credential=([^/,\s]+)\//)?.[1];
}

/**
 * The Cognito API targets the SPA sends through `/cognito` (aws-amplify v6 with
 * USER_PASSWORD_AUTH, and our REFRESH_TOKEN_AUTH refresher); every other target, the admin
 * API first of all, is refused (docs/LOCAL-MODE.md §cognito-local.proxy).
 */
export const COGNITO_PROXY_TARGETS: ReadonlySet<string> = new Set([
  'SignUp', // signUp
  'ConfirmSignUp', // confirmSignUp
  'ResendConfirmationCode', // resendSignUpCode: cognito-local lacks it, answered here from the mailbox (resendLocally)
  'InitiateAuth', // signIn (USER_PASSWORD_AUTH) and the local token refresher (REFRESH_TOKEN_AUTH)
  'ForgotPassword', // resetPassword
  'ConfirmForgotPassword', // confirmResetPassword
  'RevokeToken', // signOut
  'GlobalSignOut', // signOut({ global: true }): cognito-local lacks it, answered here (globalSignOutLocally)
  // /perfil (issue 12): each of these carries the user's access token, checked here first (ACCESS_TOKEN_TARGETS).
  'GetUser', // fetchUserAttributes, fetchMFAPreference
  'ChangePassword', // updatePassword
  'UpdateUserAttributes', // updateUserAttributes (the e-mail)
  'VerifyUserAttribute', // confirmUserAttribute
  'AssociateSoftwareToken', // setUpTOTP
  'VerifySoftwareToken', // verifyTOTPSetup
  'SetUserMFAPreference', // updateMFAPreference
  'RespondToAuthChallenge', // confirmSignIn with the TOTP code
]);

/**
 * Targets authorized by the user's access token. cognito-local only decodes that token, never
 * checks its signature, so the proxy verifies it against the pool's keys before forwarding:
 * a forged token cannot change another user's e-mail, password or MFA through it
 * (docs/LOCAL-MODE.md §cognito-local.proxy).
 */
export const ACCESS_TOKEN_TARGETS: ReadonlySet<string> = new Set([
  'GlobalSignOut',
  'GetUser',
  'ChangePassword',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);
const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
export const COGNITO_PROXY_REFUSED_MESSAGE =
  'Esta operação do Cognito não está disponível pelo navegador no modo local.';

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(
    result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body,
  );
}

/**
 * The SPA's CSP locally: CloudFront's, plus the local WebSocket origin (the API and Cognito are
 * same-origin here) and without `upgrade-insecure-requests`, which would make ws:// wss:// on
 * http://localhost.
 */
export function localContentSecurityPolicy(port: number): string {
  return contentSecurityPolicy(
    { connect: [`ws://localhost:${port}`, `ws://127.0.0.1:${port}`], img: [], form: [] },
    { upgradeInsecureRequests: false },
  );
}

export interface LocalServerOptions {
  port: number;
  host?: string;
  webDir: string;
  runtimeConfig: () => RuntimeConfig;
  cognitoEndpoint: string;
  /**
   * The issuer prefix cognito-local writes in its tokens (its `IssuerDomain`), fixed at start: the
   * SPA's `userPoolEndpoint` is relative, so it names no host (docs/LOCAL-MODE.md §cognito-local.tokens).
   */
  cognitoIssuerDomain: string;
  mailbox: Mailbox;
  /**
   * Per-start secret of the local stand-ins that call in (docs/LOCAL-MODE.md §local-callers):
   * cognito-local's Lambda client signs with it as its access key id, and the realtime
   * publisher's management endpoint carries it as a path prefix.
   */
  callerSecret: string;
  /** The simulated Stripe checkout and portal pages (docs/LOCAL-MODE.md §payments); absent, they are 404s. */
  payments?: PaymentsPages;
  /** The object store's folder and URL secret (docs/LOCAL-MODE.md §objects); absent, `/_objects/` is a 404. */
  objects?: { dir: string; secret: string };
  /** cognito-local's data file of the pool (`.cognito/db/<poolId>.json`), for the local GlobalSignOut. */
  cognitoPoolFile?: () => string;
  /** The clock of challenge sessions, used TOTP codes and the WebSocket frame limit (tests pass their own). */
  now?: () => number;
  /** Tests only: the one deps object the WebSocket routes' handlers are made with (absent, the process's parts). */
  wsDeps?: object;
  /** How often the WebSocket connections are pinged (WS_HEARTBEAT_MS; tests pass a shorter one). */
  wsHeartbeatMs?: number;
}

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One port for everything: the SPA, `/api/*` (the route table's handlers), the WebSocket
 * endpoint, cognito-local behind `/cognito`, the Lambda-invoke endpoint cognito-local
 * calls for triggers, the management API's `@connections`, and the local mailbox.
 */
export async function startLocalServer(opts: LocalServerOptions): Promise<LocalServer> {
  const host = opts.host ?? '127.0.0.1';
  const httpHandlers = new Map<string, HttpHandler>();
  for (const route of HTTP_ROUTES) httpHandlers.set(route.entry, await loadHandler<HttpHandler>(route.entry));
  const triggers = new Map<string, AnyHandler>();
  for (const t of Object.values(COGNITO_TRIGGERS)) triggers.set(t.name, await loadHandler<AnyHandler>(t.entry));
  const wsHandlers = new Map<string, AnyHandler>();
  for (const r of WEBSOCKET_ROUTES) wsHandlers.set(r.routeKey, await loadHandler<AnyHandler>(r.entry, opts.wsDeps));
  // A frame with no $default route is dropped, as API Gateway does.
  const onMessage = wsHandlers.get('$default') ?? (async () => {});
  const sockets = new Map<string, WebSocket>();
  const staticFiles = createStaticFiles(opts.webDir);
  const now = opts.now ?? Date.now;
  const challenges = new ChallengeGuard(now);
  /** The port the server listens on, known once it listens: the one `Host` and `Origin` must name. */
  let port = opts.port;

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = matchRoute(HTTP_ROUTES, req.method ?? 'GET', url.pathname);
    if (!match) {
      // Like API Gateway with a JWT authorizer: no token is a 401 before any 404.
      if (!/^Bearer\s+\S+/i.test(req.headers.authorization ?? ''))
        return sendJson(res, 401, { error: 'unauthorized', message: DEFAULT_ERROR_MESSAGES.unauthorized });
      return sendJson(res, 404, { error: 'not_found', message: 'Rota da API não encontrada.' });
    }
    const body = await readBody(req);
    const routeKey = `${match.route.method} ${match.route.path}`;
    const event = toHttpApiEvent(req, url, routeKey, match.pathParameters, body);
    const result = await httpHandlers.get(match.route.entry)!(event, { awsRequestId: event.requestContext.requestId });
    sendResult(res, result);
  }

  /** Only the local stand-ins may call in: from loopback, with this start's secret. */
  function assertLocalCaller(req: IncomingMessage, given: string | undefined): void {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || !sameSecret(given, opts.callerSecret))
      throw new HttpError(403, 'forbidden', DEFAULT_ERROR_MESSAGES.forbidden);
  }

  /** cognito-local's Lambda client: POST /2015-03-31/functions/<name>/invocations */
  async function handleInvoke(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    assertLocalCaller(req, sigV4AccessKeyId(req.headers.authorization));
    const trigger = triggers.get(name);
    if (!trigger) return sendJson(res, 404, { message: `Function not found: ${name}` });
    const event = parseJson(await readBody(req));
    try {
      sendJson(res, 200, await trigger(event, { awsRequestId: randomUUID() }));
    } catch (err) {
      // Lambda reports a function error with 200 and this header; Cognito then fails the call.
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: (err as Error).name, errorMessage: (err as Error).message }));
    }
  }

  /** The API Gateway management API, for the shared WebSocket publisher. */
  async function handleConnections(req: IncomingMessage, res: ServerResponse, connectionId: string): Promise<void> {
    const socket = sockets.get(connectionId);
    if (!socket) {
      // As API Gateway does, so the SDK raises a GoneException and the publisher forgets the id.
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      return void res.end('{"message":"Gone"}');
    }
    if (req.method === 'POST') {
      socket.send((await readBody(req)).toString('utf8'));
      if (socket.bufferedAmount > WS_MAX_BUFFERED_BYTES) {
        // A client that stopped reading: its pushes would pile up in this process.
        socket.terminate();
        res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
        return void res.end('{"message":"Gone"}');
      }
      res.writeHead(200).end();
    } else if (req.method === 'DELETE') {
      socket.close();
      res.writeHead(204).end();
    } else sendJson(res, 200, { connectedAt: new Date().toISOString() });
  }

  /**
   * Proxies the SPA's Cognito calls to cognito-local, so the browser talks to one origin:
   * POSTs whose target is in COGNITO_PROXY_TARGETS, and the pool's public keys. No CORS
   * headers: the SPA is same-origin, and no other page may call it.
   */
  async function proxyCognito(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const rest = url.pathname.replace(/^\/cognito/, '') || '/';
    const target = String(req.headers['x-amz-target'] ?? '');
    const allowed =
      req.method === 'POST'
        ? rest === '/' &&
          target.startsWith(COGNITO_TARGET_PREFIX) &&
          COGNITO_PROXY_TARGETS.has(target.slice(COGNITO_TARGET_PREFIX.length))
        : req.method === 'GET' && /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/.test(rest);
    if (!allowed) {
      if (req.method === 'POST') await readBody(req).catch(() => undefined);
      return sendJson(res, 403, { error: 'forbidden', message: COGNITO_PROXY_REFUSED_MESSAGE });
    }
    if (req.method === 'POST' && target === `${COGNITO_TARGET_PREFIX}ResendConfirmationCode`)
      return resendLocally(req, res);
    const upstreamUrl = new URL(rest, opts.cognitoEndpoint);
    upstreamUrl.search = url.search;
    const body = req.method === 'POST' ? await readBody(req) : undefined;
    const name = target.slice(COGNITO_TARGET_PREFIX.length);
    const request = tryJson(body);
    // cognito-local trusts any Session: only one the proxy saw issued may answer a challenge
    // (docs/LOCAL-MODE.md §cognito-local.challenges).
    let attempt: ChallengeAttempt | undefined;
    if (body && name === 'RespondToAuthChallenge') {
      const begun = challenges.begin(request);
      if (isRefusal(begun)) return sendJson(res, 400, begun);
      attempt = begun;
    }
    let setupCode: { user: string; code: string } | undefined;
    if (body && ACCESS_TOKEN_TARGETS.has(name)) {
      const claims = await verifiedAccessToken(body);
      if (!claims) return sendJson(res, 400, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
      if (name === 'GlobalSignOut') return globalSignOutLocally(res, claims);
      const code = (request as { UserCode?: unknown } | undefined)?.UserCode;
      if (name === 'VerifySoftwareToken' && typeof code === 'string') {
        // The same pool user name a sign-in challenge keys its codes by (USER_ID_FOR_SRP).
        setupCode = { user: String(claims.username ?? claims.sub), code };
        if (!challenges.reserveCode(setupCode.user, code)) return sendJson(res, 400, CODE_MISMATCH);
      }
    }
    let ok = false;
    try {
      ok = await forwardToCognito(req, res, upstreamUrl, body, (answer) => {
        ok = true; // settled here, even if sending the answer on fails
        if (attempt) challenges.settle(attempt, true, request, answer);
        else if (name === 'InitiateAuth') challenges.issued(request, answer);
      });
    } finally {
      if (!ok && attempt) challenges.settle(attempt, false, request, undefined);
      if (!ok && setupCode) challenges.releaseCode(setupCode.user, setupCode.code);
    }
  }

  /**
   * Sends the call on to cognito-local and its answer back, without CORS headers; true when it
   * succeeded, after `onSuccess` has seen its JSON.
   */
  async function forwardToCognito(
    req: IncomingMessage,
    res: ServerResponse,
    upstreamUrl: URL,
    body: Buffer | undefined,
    onSuccess: (answer: unknown) => void,
  ): Promise<boolean> {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers))
      if (v !== undefined && !['host', 'connection', 'content-length', 'origin', 'referer', 'cookie'].includes(k))
        headers[k] = Array.isArray(v) ? v.join(',') : v;
    const upstream = await fetch(upstreamUrl, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
    });
    const out: Record<string, string> = {};
    upstream.headers.forEach((v, k) => {
      if (
        !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(k) &&
        !k.startsWith('access-control-')
      )
        out[k] = v;
    });
    const answer = Buffer.from(await upstream.arrayBuffer());
    if (upstream.ok) onSuccess(tryJson(answer));
    res.writeHead(upstream.status, out);
    res.end(answer);
    return upstream.ok;
  }

  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  /** The body's AccessToken, when the pool signed it for our client and it has not expired; else null. */
  async function verifiedAccessToken(body: Buffer): Promise<JWTPayload | null> {
    const { auth } = opts.runtimeConfig();
    let token: unknown;
    try {
      token = (JSON.parse(body.toString('utf8')) as { AccessToken?: unknown }).AccessToken;
    } catch {
      return null;
    }
    if (typeof token !== 'string') return null;
    jwks ??= createRemoteJWKSet(new URL(`${opts.cognitoEndpoint}/${auth.userPoolId}/.well-known/jwks.json`));
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: `${opts.cognitoIssuerDomain.replace(/\/$/, '')}/${auth.userPoolId}`,
      });
      return payload.token_use === 'access' && payload.client_id === auth.userPoolClientId ? payload : null;
    } catch {
      return null;
    }
  }

  /**
   * GlobalSignOut, which cognito-local does not implement (docs/LOCAL-MODE.md §cognito-local.unsupported):
   * for the verified token's own user only, revokes every refresh token cognito-local keeps for
   * that user (read from its data file) with RevokeToken, the public call `signOut()` uses. No
   * admin call, and no other user's tokens can be reached.
   */
  async function globalSignOutLocally(res: ServerResponse, claims: JWTPayload): Promise<void> {
    const { auth } = opts.runtimeConfig();
    const file = opts.cognitoPoolFile?.();
    const tokens = file && typeof claims.sub === 'string' ? refreshTokensInPoolFile(file, { sub: claims.sub }) : [];
    for (const token of tokens)
      await fetch(opts.cognitoEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `${COGNITO_TARGET_PREFIX}RevokeToken`,
        },
        body: JSON.stringify({ ClientId: auth.userPoolClientId, Token: token }),
      });
    return sendJson(res, 200, {});
  }

  /** `/_objects/<key>?exp=…&sig=…`: an object of the local store, for a URL it signed and that has not expired. */
  async function serveObject(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (!opts.objects || !LOOPBACK.has(req.socket.remoteAddress ?? '') || req.method !== 'GET')
      return sendJson(res, 404, { error: 'not_found', message: 'Objeto não encontrado.' });
    const key = decodePath(url.pathname.slice(LOCAL_OBJECTS_PATH.length));
    const exp = url.searchParams.get('exp');
    if (!verifyObjectSignature(opts.objects.secret, key, exp, url.searchParams.get('sig'), Date.now()))
      return sendJson(res, 403, { error: 'forbidden', message: 'Link expirado ou inválido.' });
    const store = new LocalObjectStore({
      dir: opts.objects.dir,
      secret: opts.objects.secret,
      clock: { now: () => new Date() },
    });
    const object = await store.read(key).catch(() => null);
    if (!object) return sendJson(res, 404, { error: 'not_found', message: 'Objeto não encontrado.' });
    const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
    res.writeHead(200, { 'content-type': object.contentType, 'cache-control': `private, max-age=${maxAge}` });
    res.end(object.bytes);
  }

  /**
   * ResendConfirmationCode, which cognito-local does not implement
   * (docs/LOCAL-MODE.md §cognito-local.unsupported): re-delivers the user's current sign-up code to the local
   * mailbox, labelled as local mode, and answers as Cognito does. Loopback callers only, and
   * it reads nothing but the mailbox: no admin call, no code in the answer.
   */
  async function resendLocally(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req).catch(() => Buffer.alloc(0));
    if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
      return sendJson(res, 403, { error: 'forbidden', message: COGNITO_PROXY_REFUSED_MESSAGE });
    let username = '';
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { Username?: unknown };
      username = typeof parsed.Username === 'string' ? parsed.Username : '';
    } catch {
      // answered below as a missing user
    }
    const sent = username ? opts.mailbox.resendConfirmation(username) : null;
    if (!sent)
      return sendJson(res, 400, {
        __type: 'UserNotFoundException',
        message: 'Nenhum código de confirmação foi enviado para este e-mail (modo local).',
      });
    const [user, domain] = sent.to.split('@');
    return sendJson(res, 200, {
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: `${user?.[0] ?? ''}***@${domain ?? ''}`,
      },
    });
  }

  let siteHeaders: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    // A dropped connection must end that request only, never the process (docs/LOCAL-MODE.md §websocket.limits).
    req.on('error', () => {});
    res.on('error', () => {});
    // The Host is checked below, never trusted to build the URL.
    const url = new URL(req.url ?? '/', 'http://localhost');
    const p = url.pathname;
    // The same security headers as on AWS: CloudFront's policy for the SPA, the API's own for
    // everything else (docs/LOCAL-MODE.md §security-headers). An answer's own headers win.
    const api = /^\/(api|cognito|2015-03-31|_local|_objects)(\/|$)/.test(p);
    for (const [name, value] of Object.entries(api ? API_SECURITY_HEADERS : siteHeaders)) res.setHeader(name, value);
    // DNS rebinding and cross-site writes (docs/LOCAL-MODE.md §host-origin).
    const refusal = loopbackRefusal(req.headers, req.method, port);
    if (refusal) {
      req.resume();
      res.setHeader('connection', 'close');
      return sendJson(res, refusal.status, { error: 'forbidden', message: refusal.message });
    }
    const work = (async () => {
      if (p.startsWith('/api/')) return handleApi(req, res, url);
      if (p === '/cognito' || p.startsWith('/cognito/')) return proxyCognito(req, res, url);
      if (p.startsWith(LOCAL_OBJECTS_PATH)) return serveObject(req, res, url);
      const invoke = p.match(/^\/2015-03-31\/functions\/([^/]+)\/invocations$/);
      if (invoke && req.method === 'POST') return handleInvoke(req, res, decodePath(invoke[1]!));
      const conn = p.match(/^\/_local\/([^/]+)\/@connections\/([^/]+)$/);
      if (conn) {
        assertLocalCaller(req, conn[1]);
        return handleConnections(req, res, decodePath(conn[2]!));
      }
      // The management API without this start's secret in the path: the publisher never calls it so.
      if (p.startsWith('/@connections/')) throw new HttpError(403, 'forbidden', DEFAULT_ERROR_MESSAGES.forbidden);
      // Under the same rules as the config.json the deploy uploads (docs/ARCHITECTURE.md §hosting).
      if (p === `/${RUNTIME_CONFIG_FILE}`)
        return staticFiles.sendGenerated(
          req,
          res,
          RUNTIME_CONFIG_FILE,
          Buffer.from(JSON.stringify(opts.runtimeConfig())),
        );
      if (p === '/dev/emails.json') return sendJson(res, 200, opts.mailbox.list());
      if (opts.payments && (p.startsWith('/dev/checkout/') || p.startsWith('/dev/portal/'))) {
        // Only this machine's browser: the pages act on the simulated Stripe (docs/LOCAL-MODE.md §payments.safety).
        if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
          throw new HttpError(403, 'forbidden', DEFAULT_ERROR_MESSAGES.forbidden);
        if (await opts.payments.handle(req, res, url)) return;
      }
      if (p === '/dev/emails') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        return void res.end(renderMailbox(opts.mailbox.list()));
      }
      return staticFiles.serve(req, res, p);
    })();
    work.catch((err: Error) => {
      if (!(err instanceof HttpError))
        console.error(
          JSON.stringify({
            level: 'error',
            message: 'local server error',
            path: p,
            errorName: err.name,
            errorMessage: err.message,
          }),
        );
      if (res.headersSent) return void res.end();
      if (err instanceof HttpError) {
        if (err.status === 413) res.setHeader('connection', 'close');
        return sendJson(res, err.status, { error: err.code, message: err.message });
      }
      sendJson(res, 500, { error: 'internal', message: DEFAULT_ERROR_MESSAGES.internal });
    });
  });

  // A malformed request (bad header, oversized head): a 400 on that connection only.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });

  /** Ends an upgrade with an HTTP answer (a JSON error body, if any), once written, as `ws` refuses a handshake. */
  function refuseUpgrade(socket: Duplex, status: number, body = ''): void {
    if (!socket.writable) return void socket.destroy();
    socket.once('finish', () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
        (body
          ? `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
          : '') +
        `\r\n${body}`,
    );
  }

  // WebSocket: the same $connect / $disconnect / $default handlers as the AWS WebSocket API,
  // fed the same event shapes (docs/LOCAL-MODE.md §websocket).
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_FRAME_BYTES });
  // Half-open connections (a peer gone without a close, or one that never answers pings) are
  // ended at the next beat, so they hold no memory (docs/LOCAL-MODE.md §websocket.limits).
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of sockets.values()) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, opts.wsHeartbeatMs ?? WS_HEARTBEAT_MS);
  heartbeat.unref();
  const disconnect = (connectionId: string) =>
    void wsHandlers.get('$disconnect')!({ requestContext: { connectionId, routeKey: '$disconnect' } }).catch(() => {});
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset before or during the handshake ends this socket only.
    socket.on('error', () => socket.destroy());
    const refusal = loopbackRefusal(req.headers, req.method, port, true);
    if (refusal)
      return refuseUpgrade(socket, refusal.status, JSON.stringify({ error: 'forbidden', message: refusal.message }));
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return socket.destroy();
    const connectionId = randomUUID();
    const query = Object.fromEntries(url.searchParams);
    const connect = wsHandlers.get('$connect')!;
    connect({
      requestContext: {
        connectionId,
        routeKey: '$connect',
        requestId: randomUUID(),
        identity: { sourceIp: req.socket.remoteAddress },
      },
      queryStringParameters: query,
    })
      .then((result) => {
        const { statusCode = 500, body } = result as { statusCode?: number; body?: string };
        // $connect's refusal as API Gateway sends it: its status and its pt-BR JSON body
        if (statusCode !== 200) return refuseUpgrade(socket, statusCode, body);
        // The client left while $connect ran: end what $connect recorded, as a close would.
        if (socket.destroyed) return disconnect(connectionId);
        wss.handleUpgrade(req, socket, head, (ws) => {
          sockets.set(connectionId, ws);
          alive.add(ws);
          ws.on('pong', () => alive.add(ws));
          // An oversized frame (1009) or invalid UTF-8 (1007): `ws` closes this connection with
          // that code and reports it here; unheard, the error would end the process.
          ws.on('error', () => {});
          // Frames over the rate are dropped before $default; the client hears it once per stretch.
          const bucket = new TokenBucket(WS_FRAMES_PER_SECOND, WS_FRAME_BURST, now);
          let throttled = false;
          // Frames in arrival order, one at a time, as API Gateway invokes $default per frame.
          let frames = Promise.resolve();
          ws.on('message', (data, isBinary) => {
            if (!bucket.take()) {
              if (!throttled) ws.send(WS_THROTTLED_FRAME);
              throttled = true;
              return;
            }
            throttled = false;
            const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
            frames = frames.then(() =>
              onMessage({
                requestContext: { connectionId, routeKey: '$default', requestId: randomUUID(), eventType: 'MESSAGE' },
                body,
                isBase64Encoded: isBinary,
              }).then(
                () => {},
                (err: Error) =>
                  console.error(
                    JSON.stringify({ level: 'error', message: 'local ws frame failed', errorName: err.name }),
                  ),
              ),
            );
          });
          ws.on('close', () => {
            sockets.delete(connectionId);
            disconnect(connectionId);
          });
        });
      })
      .catch(() => socket.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  port = address.port;
  siteHeaders = siteSecurityHeaders(localContentSecurityPolicy(address.port));
  return {
    url: `http://localhost:${address.port}`,
    async close() {
      clearInterval(heartbeat);
      for (const ws of sockets.values()) ws.terminate();
      wss.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

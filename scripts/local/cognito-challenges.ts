/**
 * What Cognito checks on a sign-in challenge and cognito-local does not
 * (docs/LOCAL-MODE.md §cognito-local.challenges): the `/cognito` proxy answers
 * `RespondToAuthChallenge` only for a Session it saw issued, for that challenge and that user,
 * within Cognito's 3 minutes and 5 attempts, once; and refuses a TOTP code already used.
 */

/** Cognito's sign-in session lifetime. */
export const CHALLENGE_SESSION_MS = 3 * 60_000;
/** Answers a challenge session takes before Cognito drops it. */
export const CHALLENGE_MAX_ATTEMPTS = 5;
/** A TOTP code passes for its 30 s step and cognito-local's 30 s tolerance either side: 90 s at most. */
export const TOTP_REUSE_WINDOW_MS = 90_000;

/** Cognito's answer to a refused call (status 400, its error name and message). */
export interface CognitoRefusal {
  __type: 'NotAuthorizedException' | 'CodeMismatchException';
  message: string;
}

export const INVALID_SESSION: CognitoRefusal = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user.',
};
export const EXPIRED_SESSION: CognitoRefusal = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user, session is expired.',
};
export const CODE_MISMATCH: CognitoRefusal = {
  __type: 'CodeMismatchException',
  message: 'Invalid code received for user',
};

interface Challenge {
  name: string;
  clientId: unknown;
  /** The names the user proved a password with or the pool gave back: any of them may answer. */
  usernames: ReadonlySet<string>;
  /** The pool's user name (USER_ID_FOR_SRP), the key of used TOTP codes. */
  user: string;
  expiresAt: number;
  attempts: number;
}

/** An answer to a challenge on its way to cognito-local; `settle` it with the upstream's answer. */
export interface ChallengeAttempt {
  session: string;
  challenge: Challenge;
  code?: string;
}

type Json = Record<string, unknown>;
const asRecord = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const asString = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export class ChallengeGuard {
  private readonly sessions = new Map<string, Challenge>();
  /** `<user>\n<code>` → when the code can no longer pass anyway. */
  private readonly usedCodes = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /**
   * Records the challenge an InitiateAuth or RespondToAuthChallenge answer issued. `request` is
   * the call that got it; `from`, the challenge it answered (its user names carry over).
   */
  issued(request: unknown, answer: unknown, from?: Challenge): void {
    const a = asRecord(answer);
    const session = asString(a.Session);
    const name = asString(a.ChallengeName);
    if (!session || !name) return;
    const req = asRecord(request);
    const params = asRecord(a.ChallengeParameters);
    const names = [
      asString(params.USER_ID_FOR_SRP),
      asString(params.USERNAME),
      asString(asRecord(req.AuthParameters).USERNAME),
      ...(from?.usernames ?? []),
    ].filter((n): n is string => !!n);
    const user = asString(params.USER_ID_FOR_SRP) ?? from?.user ?? names[0];
    if (!user) return;
    this.prune();
    this.sessions.set(session, {
      name,
      clientId: req.ClientId,
      usernames: new Set(names),
      user,
      expiresAt: this.now() + CHALLENGE_SESSION_MS,
      attempts: 0,
    });
  }

  /**
   * Takes the session a RespondToAuthChallenge names out of the book, so no second answer can
   * use it while this one is in flight; a refusal when it is not one the proxy saw issued for
   * this challenge and user, has expired or has used its attempts, or its TOTP code was used.
   */
  begin(request: unknown): ChallengeAttempt | CognitoRefusal {
    const req = asRecord(request);
    const session = asString(req.Session);
    const challenge = session ? this.sessions.get(session) : undefined;
    if (!session || !challenge) return INVALID_SESSION;
    this.sessions.delete(session);
    if (challenge.expiresAt <= this.now()) return EXPIRED_SESSION;
    challenge.attempts += 1;
    const responses = asRecord(req.ChallengeResponses);
    const username = asString(responses.USERNAME);
    if (
      req.ChallengeName !== challenge.name ||
      req.ClientId !== challenge.clientId ||
      !username ||
      !challenge.usernames.has(username)
    )
      return this.putBack(session, challenge, INVALID_SESSION);
    if (challenge.name !== 'SOFTWARE_TOKEN_MFA') return { session, challenge };
    const code = asString(responses.SOFTWARE_TOKEN_MFA_CODE);
    if (!code || !this.reserveCode(challenge.user, code)) return this.putBack(session, challenge, CODE_MISMATCH);
    return { session, challenge, code };
  }

  /**
   * After cognito-local answered: a success consumes the session (and the code stays used), and
   * any challenge it issued next is recorded; a failure gives the session back while it has
   * attempts left, and frees the code.
   */
  settle(attempt: ChallengeAttempt, ok: boolean, request: unknown, answer: unknown): void {
    if (ok) return this.issued(request, answer, attempt.challenge);
    if (attempt.code) this.releaseCode(attempt.challenge.user, attempt.code);
    this.putBack(attempt.session, attempt.challenge, undefined);
  }

  /** Marks a TOTP code used for this user; false when it already was, within the window it can pass in. */
  reserveCode(user: string, code: string): boolean {
    this.prune();
    const key = `${user}\n${code}`;
    if ((this.usedCodes.get(key) ?? 0) > this.now()) return false;
    this.usedCodes.set(key, this.now() + TOTP_REUSE_WINDOW_MS);
    return true;
  }

  /** A code the pool refused was not used. */
  releaseCode(user: string, code: string): void {
    this.usedCodes.delete(`${user}\n${code}`);
  }

  private putBack<T>(session: string, challenge: Challenge, refusal: T): T {
    if (challenge.attempts < CHALLENGE_MAX_ATTEMPTS && challenge.expiresAt > this.now())
      this.sessions.set(session, challenge);
    return refusal;
  }

  /** Drops what has expired, so the book stays as small as the sessions in use. */
  private prune(): void {
    const now = this.now();
    for (const [k, c] of this.sessions) if (c.expiresAt <= now) this.sessions.delete(k);
    for (const [k, until] of this.usedCodes) if (until <= now) this.usedCodes.delete(k);
  }
}

export const isRefusal = (v: ChallengeAttempt | CognitoRefusal): v is CognitoRefusal => '__type' in v;

import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Caller, TokenVerifier } from '../../core/ports';
import { UnauthorizedError } from '../../core/errors';

/**
 * Verifies Cognito access tokens with jose against the pool's JWKS. It works for the
 * real pool and for cognito-local (whose http JWKS aws-jwt-verify refuses).
 * Build it once per process so the key cache survives between calls.
 */
export class JoseTokenVerifier implements TokenVerifier {
  private readonly jwks: JWTVerifyGetKey;

  constructor(
    private readonly opts: { issuer: string; jwksUrl: string; clientId: string },
    jwks?: JWTVerifyGetKey,
  ) {
    this.jwks = jwks ?? createRemoteJWKSet(new URL(opts.jwksUrl), { cooldownDuration: 30_000 });
  }

  async verify(token: string): Promise<Caller> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer: this.opts.issuer });
      if (payload.token_use !== 'access') throw new Error('not an access token');
      if (payload.client_id !== this.opts.clientId) throw new Error('token issued to another client');
      if (!payload.sub) throw new Error('token without sub');
      const username = typeof payload.username === 'string' && payload.username ? payload.username : undefined;
      return {
        userId: payload.sub,
        ...(username ? { username } : {}),
        ...(typeof payload.iat === 'number' ? { issuedAt: payload.iat } : {}),
      };
    } catch (err) {
      throw new UnauthorizedError(undefined, { cause: err });
    }
  }
}

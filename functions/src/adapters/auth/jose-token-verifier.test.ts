import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  UnsecuredJWT,
  type JWTPayload,
  type KeyLike,
} from 'jose';
import { DomainError, UnauthorizedError } from '../../core/errors';
import { JoseTokenVerifier } from './jose-token-verifier';

const ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_TestPool';
const CLIENT_ID = 'web-client';
const KID = 'test-key-1';

let privateKey: KeyLike;
let otherPrivateKey: KeyLike;
let verifier: JoseTokenVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherPrivateKey = other.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  // No network: the key set is local, the URL is never fetched.
  verifier = new JoseTokenVerifier(
    { issuer: ISSUER, jwksUrl: `${ISSUER}/.well-known/jwks.json`, clientId: CLIENT_ID },
    createLocalJWKSet({ keys: [jwk] }),
  );
});

/** A Cognito-shaped access token; each test changes only what it is about. */
async function accessToken(
  opts: { claims?: JWTPayload; issuer?: string; expiresAt?: number | string; key?: KeyLike; kid?: string } = {},
): Promise<string> {
  const claims: JWTPayload = {
    sub: 'user-ana',
    token_use: 'access',
    client_id: CLIENT_ID,
    scope: 'aws.cognito.signin.user.admin',
    ...opts.claims,
  };
  for (const [k, v] of Object.entries(claims)) if (v === undefined) delete claims[k];
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? KID })
    .setIssuer(opts.issuer ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(opts.expiresAt ?? '1h')
    .sign(opts.key ?? privateKey);
}

async function rejection(token: string): Promise<unknown> {
  try {
    await verifier.verify(token);
  } catch (err) {
    return err;
  }
  throw new Error('the token was accepted');
}

describe('JoseTokenVerifier', () => {
  it('accepts a valid access token and returns its sub as the user id', async () => {
    // prepare
    const token = await accessToken();
    // act
    const caller = await verifier.verify(token);
    // assert
    expect(caller).toEqual({ userId: 'user-ana', issuedAt: expect.any(Number) });
  });

  const now = () => Math.floor(Date.now() / 1000);

  it('returns the pool user name and the issue time, which the standing check compares', async () => {
    // prepare
    const token = await accessToken({ claims: { username: 'b3c1-uuid' } });
    // act
    const caller = await verifier.verify(token);
    // assert
    expect(caller).toEqual({ userId: 'user-ana', username: 'b3c1-uuid', issuedAt: expect.any(Number) });
    expect(Math.abs(caller.issuedAt! - now())).toBeLessThanOrEqual(5);
  });

  it.each([
    {
      why: 'a token from another issuer',
      make: () => accessToken({ issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other' }),
    },
    { why: 'an expired token', make: () => accessToken({ expiresAt: now() - 60 }) },
    {
      why: 'an id token',
      make: () => accessToken({ claims: { token_use: 'id', aud: CLIENT_ID, client_id: undefined } }),
    },
    { why: 'an id token that also names the client', make: () => accessToken({ claims: { token_use: 'id' } }) },
    { why: 'a token without token_use', make: () => accessToken({ claims: { token_use: undefined } }) },
    { why: 'a token for another client', make: () => accessToken({ claims: { client_id: 'another-client' } }) },
    { why: 'a token without client_id', make: () => accessToken({ claims: { client_id: undefined } }) },
    { why: 'a token without sub', make: () => accessToken({ claims: { sub: undefined } }) },
    { why: 'a token with an empty sub', make: () => accessToken({ claims: { sub: '' } }) },
    { why: 'a token signed with another key under the same kid', make: () => accessToken({ key: otherPrivateKey }) },
    { why: 'a token signed with an unknown kid', make: () => accessToken({ kid: 'unknown-kid' }) },
    { why: 'a token whose payload was altered', make: async () => tamper(await accessToken()) },
    {
      why: 'an unsigned token (alg none)',
      make: async () =>
        new UnsecuredJWT({ sub: 'user-ana', token_use: 'access', client_id: CLIENT_ID })
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    },
    { why: 'a string that is not a JWT', make: async () => 'not-a-jwt' },
    { why: 'an empty string', make: async () => '' },
  ])('rejects $why as UnauthorizedError', async ({ make }) => {
    // act
    const err = await rejection(await make());
    // assert
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'unauthorized', message: 'Sua sessão expirou. Entre novamente.' });
    expect((err as Error).cause).toBeInstanceOf(Error);
  });
});

/** Swaps the payload for one naming another user, keeping the original signature. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as JWTPayload;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'user-admin' })).toString('base64url');
  return [header, forged, signature].join('.');
}

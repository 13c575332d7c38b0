import { CognitoServiceError, cognitoErrorName, createCognitoLocalTokenRefresher } from './cognito-local-refresher';

const b64url = (obj: object) => Buffer.from(JSON.stringify(obj)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'RS256', kid: 'CognitoLocal' })}.${b64url(payload)}.sig`;

const tokens = {
  accessToken: { payload: {}, toString: () => 'old' },
  refreshToken: 'refresh-1',
  clockDrift: 0,
  username: 'ana@x.com',
};

describe('createCognitoLocalTokenRefresher', () => {
  it('refreshes through InitiateAuth REFRESH_TOKEN_AUTH and maps the tokens like Amplify', async () => {
    const iat = 1_700_000_000;
    const accessToken = jwt({ sub: 'u1', iat, exp: iat + 3600, token_use: 'access' });
    const idToken = jwt({ sub: 'u1', email: 'ana@x.com', iat, exp: iat + 3600 });
    const fetchImpl = jest.fn(
      async () =>
        new Response(JSON.stringify({ AuthenticationResult: { AccessToken: accessToken, IdToken: idToken } }), {
          status: 200,
        }),
    );
    const refresh = createCognitoLocalTokenRefresher({
      endpoint: 'http://localhost:3000/cognito',
      clientId: 'client-1',
      fetchImpl,
      now: () => iat * 1000 - 5000,
    });

    const result = await refresh({ tokens, username: 'ana@x.com' } as never);

    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/cognito');
    expect(init.headers).toMatchObject({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(result.accessToken.toString()).toBe(accessToken);
    expect(result.accessToken.payload.exp).toBe(iat + 3600);
    expect(result.idToken?.payload.email).toBe('ana@x.com');
    expect(result.refreshToken).toBe('refresh-1'); // kept when the answer has none
    expect(result.clockDrift).toBe(5000);
    expect(result.username).toBe('ana@x.com');
  });

  it('throws a named error Amplify understands, so a dead refresh token clears the session', async () => {
    const fetchImpl = jest.fn(
      async () =>
        new Response(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' }), {
          status: 400,
        }),
    );
    const refresh = createCognitoLocalTokenRefresher({ endpoint: 'http://x/cognito', clientId: 'c', fetchImpl });
    await expect(refresh({ tokens, username: 'u' } as never)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
  });

  it('refuses to call the pool without a refresh token', async () => {
    const refresh = createCognitoLocalTokenRefresher({ endpoint: 'http://x', clientId: 'c', fetchImpl: jest.fn() });
    await expect(
      refresh({ tokens: { ...tokens, refreshToken: undefined }, username: 'u' } as never),
    ).rejects.toBeInstanceOf(CognitoServiceError);
  });
});

describe('cognitoErrorName', () => {
  it('strips the AWS namespace prefix', () => {
    expect(cognitoErrorName('com.amazonaws.cognito#NotAuthorizedException')).toBe('NotAuthorizedException');
    expect(cognitoErrorName('UserNotFoundException')).toBe('UserNotFoundException');
    expect(cognitoErrorName(undefined)).toBe('UnknownCognitoError');
  });
});

import { decodeJWT } from '@aws-amplify/core';
import type { TokenOrchestrator } from 'aws-amplify/auth/cognito';

/** Amplify's refresher signature, taken from the orchestrator so it tracks Amplify's types. */
export type TokenRefresher = Parameters<TokenOrchestrator['setTokenRefresher']>[0];

/** A Cognito-style failure; `name` carries the exception type, as Amplify expects. */
export class CognitoServiceError extends Error {
  constructor(name: string, message: string) {
    super(message);
    // Amplify's orchestrator treats a plain 'Error' as unknown; give it the service's name
    // so NotAuthorizedException clears the stored tokens as it does on AWS.
    this.name = name || 'UnknownCognitoError';
  }
}

/** "com.amazonaws.cognito#NotAuthorizedException" → "NotAuthorizedException" */
export function cognitoErrorName(type: unknown): string {
  if (typeof type !== 'string' || !type) return 'UnknownCognitoError';
  return type.includes('#') ? type.slice(type.lastIndexOf('#') + 1) : type;
}

export interface CognitoLocalRefresherOptions {
  /** cognito-local's endpoint (proxied at <origin>/cognito by the local server). */
  endpoint: string;
  clientId: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * docs/LOCAL-MODE.md §cognito-local.refresh: cognito-local does not implement
 * GetTokensFromRefreshToken, which Amplify 6.22 uses to refresh. This refresher asks for
 * the same thing through InitiateAuth REFRESH_TOKEN_AUTH, which cognito-local does support,
 * and maps the answer exactly as Amplify's own refresher does. Used in local mode only.
 */
export function createCognitoLocalTokenRefresher(options: CognitoLocalRefresherOptions): TokenRefresher {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;

  return async ({ tokens, username }) => {
    const refreshToken = tokens.refreshToken;
    if (!refreshToken) throw new CognitoServiceError('NotAuthorizedException', 'Sem refresh token');

    const response = await fetchImpl(options.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: options.clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    if (!response.ok) {
      throw new CognitoServiceError(cognitoErrorName(body.__type), body.message ?? `HTTP ${response.status}`);
    }
    const result = body.AuthenticationResult;
    if (!result?.AccessToken) throw new CognitoServiceError('NotAuthorizedException', 'Resposta sem AccessToken');

    const accessToken = decodeJWT(result.AccessToken);
    const idToken = result.IdToken ? decodeJWT(result.IdToken) : undefined;
    const iat = accessToken.payload.iat;
    if (!iat) throw new CognitoServiceError('iatNotFoundException', 'iat not found in access token');
    return {
      accessToken,
      idToken,
      clockDrift: iat * 1000 - now(),
      refreshToken: result.RefreshToken ?? refreshToken,
      username,
    };
  };
}

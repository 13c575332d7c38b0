import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The user pool's client: the Region's Cognito on AWS, or cognito-local's endpoint in local mode,
 * which wants some credentials to sign with and checks none (docs/LOCAL-MODE.md §cognito-local).
 */
export function cognitoClient(opts: { region: string; endpoint?: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: opts.region,
    ...(opts.endpoint
      ? { endpoint: opts.endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
}

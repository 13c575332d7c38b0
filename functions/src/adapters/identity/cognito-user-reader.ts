import { type CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { UnauthorizedError } from '../../core/errors';
import type { IdentityReader } from '../../profile/ports';
import { cognitoClient } from './cognito-client';

const REFUSED = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidParameterException']);

/**
 * Reads the caller's own attributes from the pool with the caller's access token (Cognito
 * `GetUser`): the token is the authorization, so the function needs no IAM right on the pool,
 * and it can only ever read the token's own user. Locally, cognito-local's endpoint.
 */
export class CognitoUserReader implements IdentityReader {
  private readonly client: CognitoIdentityProviderClient;

  constructor(opts: { region: string; endpoint?: string }, client?: CognitoIdentityProviderClient) {
    this.client = client ?? cognitoClient(opts);
  }

  async verifiedEmail(accessToken: string): Promise<string | null> {
    try {
      const res = await this.client.send(new GetUserCommand({ AccessToken: accessToken }));
      const attr = (name: string) => res.UserAttributes?.find((a) => a.Name === name)?.Value;
      const email = attr('email');
      return email && attr('email_verified') === 'true' ? email : null;
    } catch (err) {
      if (REFUSED.has((err as { name?: string }).name ?? '')) throw new UnauthorizedError();
      throw err;
    }
  }
}

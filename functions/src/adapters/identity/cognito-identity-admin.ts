import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityAdmin } from '../../accounts/ports';
import { cognitoClient } from './cognito-client';
import { refreshTokensInPoolFile } from './local-pool-file';

const nameOf = (err: unknown) => (err as { name?: string }).name;
const WRONG_PASSWORD = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/**
 * The user pool's admin API with the function's own credentials (IAM on AWS; cognito-local
 * accepts any locally, through its own endpoint, never the browser's /cognito proxy).
 * cognito-local has no AdminUserGlobalSignOut: locally `localPoolFile` names its data file,
 * and each refresh token kept there for the user is revoked with RevokeToken instead
 * (docs/LOCAL-MODE.md §cognito-local.unsupported).
 */
export class CognitoIdentityAdmin implements IdentityAdmin {
  private readonly client: CognitoIdentityProviderClient;

  constructor(
    private readonly opts: {
      userPoolId: string;
      clientId: string;
      region: string;
      /** cognito-local's endpoint, in local mode. */
      endpoint?: string;
      /** Local mode: cognito-local's data file of the pool, whose refresh tokens a sign-out everywhere revokes. */
      localPoolFile?: string;
      /** false: no sign-out everywhere at all (a local pool without its data file). */
      globalSignOut?: boolean;
    },
    client?: CognitoIdentityProviderClient,
  ) {
    this.client = client ?? cognitoClient(opts);
  }

  async verifyPassword(username: string, password: string): Promise<boolean> {
    try {
      const res = await this.client.send(
        new AdminInitiateAuthCommand({
          UserPoolId: this.opts.userPoolId,
          ClientId: this.opts.clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: username, PASSWORD: password },
        }),
      );
      // A challenge (TOTP) still proves the password: Cognito asks for it only after the password matched.
      return Boolean(res.AuthenticationResult || res.ChallengeName);
    } catch (err) {
      // Cognito says NotAuthorized to a wrong password; cognito-local says InvalidPassword.
      if (WRONG_PASSWORD.has(nameOf(err) ?? '')) return false;
      throw err;
    }
  }

  async signOutEverywhere(username: string): Promise<void> {
    if (this.opts.localPoolFile) {
      for (const token of refreshTokensInPoolFile(this.opts.localPoolFile, { username })) {
        try {
          await this.client.send(new RevokeTokenCommand({ ClientId: this.opts.clientId, Token: token }));
        } catch (err) {
          // Revoked meanwhile (the browser's own sign-out): what was asked for holds.
          if (nameOf(err) !== 'NotAuthorizedException') throw err;
        }
      }
      return;
    }
    if (this.opts.globalSignOut === false) return;
    try {
      await this.client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.opts.userPoolId, Username: username }),
      );
    } catch (err) {
      if (nameOf(err) !== 'UserNotFoundException') throw err;
    }
  }

  async deleteUser(username: string): Promise<void> {
    try {
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.opts.userPoolId, Username: username }));
    } catch (err) {
      if (nameOf(err) !== 'UserNotFoundException') throw err;
    }
  }

  async disableUser(username: string): Promise<void> {
    await this.client.send(new AdminDisableUserCommand({ UserPoolId: this.opts.userPoolId, Username: username }));
  }
}

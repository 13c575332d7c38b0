import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityAdmin } from '../../core/ports';
import { cognitoClient } from './cognito-client';

const nameOf = (err: unknown) => (err as { name?: string }).name;
const WRONG_PASSWORD = new Set(['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException']);

/**
 * The user pool's admin API with the function's own credentials (IAM on AWS; cognito-local
 * accepts any locally, through its own endpoint, never the browser's /cognito proxy).
 * cognito-local has no AdminUserGlobalSignOut: locally `globalSignOut: false` skips it, and
 * the deletion that follows ends the refresh tokens there as on AWS.
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

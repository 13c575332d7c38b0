import {
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  NotAuthorizedException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { CognitoIdentityAdmin } from './cognito-identity-admin';

const cognito = mockClient(CognitoIdentityProviderClient);
const client = new CognitoIdentityProviderClient({ region: 'us-east-1' });
const POOL = { userPoolId: 'us-east-1_Pool', clientId: 'web', region: 'us-east-1' };
const admin = new CognitoIdentityAdmin(POOL, client);

beforeEach(() => cognito.reset());

const notAuthorized = () => new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} });
const notFound = () => new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });

describe('CognitoIdentityAdmin', () => {
  it('checks a password with the admin password flow of the pool and client', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: 'x' } });
    await expect(admin.verifyPassword('user-ana', 'segredo1')).resolves.toBe(true);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Pool',
      ClientId: 'web',
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'user-ana', PASSWORD: 'segredo1' },
    });
  });

  it('takes an MFA challenge as a matching password', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's' });
    await expect(admin.verifyPassword('user-ana', 'segredo1')).resolves.toBe(true);
  });

  it.each([
    ['a wrong password', notAuthorized],
    ['a user that is gone', notFound],
    [
      'a wrong password as cognito-local says it',
      () => Object.assign(new Error('Invalid password'), { name: 'InvalidPasswordException' }),
    ],
  ])('answers false for %s', async (_why, error) => {
    cognito.on(AdminInitiateAuthCommand).rejects(error());
    await expect(admin.verifyPassword('user-ana', 'errada')).resolves.toBe(false);
  });

  it('answers false when Cognito returns neither tokens nor a challenge', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({});
    await expect(admin.verifyPassword('user-ana', 'segredo1')).resolves.toBe(false);
  });

  it('lets any other failure through (throttling must not read as a wrong password)', async () => {
    cognito
      .on(AdminInitiateAuthCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'TooManyRequestsException' }));
    await expect(admin.verifyPassword('user-ana', 'segredo1')).rejects.toThrow('slow down');
  });

  it('signs the user out everywhere and deletes it, by pool user name', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    cognito.on(AdminDeleteUserCommand).resolves({});
    await admin.signOutEverywhere('user-ana');
    await admin.deleteUser('user-ana');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Pool',
      Username: 'user-ana',
    });
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Pool',
      Username: 'user-ana',
    });
  });

  it('takes a user already gone as signed out and deleted (a retried deletion)', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).rejects(notFound());
    cognito.on(AdminDeleteUserCommand).rejects(notFound());
    await expect(admin.signOutEverywhere('user-ana')).resolves.toBeUndefined();
    await expect(admin.deleteUser('user-ana')).resolves.toBeUndefined();
  });

  it('lets a failed deletion through', async () => {
    cognito.on(AdminDeleteUserCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));
    await expect(admin.deleteUser('user-ana')).rejects.toThrow('denied');
  });

  it('skips the global sign-out where the pool has none (cognito-local)', async () => {
    const local = new CognitoIdentityAdmin({ ...POOL, globalSignOut: false }, client);
    await local.signOutEverywhere('user-ana');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('disables a user', async () => {
    cognito.on(AdminDisableUserCommand).resolves({});
    await admin.disableUser('user-ana');
    expect(cognito.commandCalls(AdminDisableUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: 'us-east-1_Pool',
      Username: 'user-ana',
    });
  });
});

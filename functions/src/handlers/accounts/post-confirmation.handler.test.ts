process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { Subscription } from '@shared/subscription/subscription.schema';
import { fixedClock } from '../../core/clock';
import type { AccountStore, NewAccount } from '../../core/ports';
import { recordingLogger } from '../../../test/support/logger';
import { makeHandler } from './post-confirmation.handler';

let created: Array<{ account: NewAccount; subscription: Subscription; joinDate: string }>;
let alreadyExists: boolean;
let handler: ReturnType<typeof makeHandler>;
let lines: Array<Record<string, unknown>>;
const signUpLines = () => lines.filter((l) => l.message === 'sign-up metrics');

beforeEach(() => {
  created = [];
  alreadyExists = false;
  const accounts: AccountStore = {
    async createAccount(account, subscription, joinDate) {
      created.push({ account, subscription, joinDate });
      return { created: !alreadyExists };
    },
    getProfile: async () => null,
    getSubscription: async () => null,
    putSubscription: async () => {},
  };
  lines = [];
  handler = makeHandler({
    clock: fixedClock('2026-03-15T09:30:00.000Z'),
    logger: recordingLogger(lines),
    accounts,
    config: { stage: 'prod' },
  });
});

function confirmation(
  triggerSource: PostConfirmationTriggerEvent['triggerSource'],
  userAttributes: Record<string, string>,
): PostConfirmationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_pool',
    triggerSource,
    userName: 'user-ana',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'client' },
    request: { userAttributes },
    response: {},
  } as PostConfirmationTriggerEvent;
}

describe('post-confirmation trigger', () => {
  it('ignores a confirmed password reset and hands the event back', async () => {
    // prepare
    const event = confirmation('PostConfirmation_ConfirmForgotPassword', { sub: 'user-ana', email: 'ana@teste.com' });
    // act
    const result = await handler(event);
    // assert
    expect(result).toBe(event);
    expect(created).toEqual([]);
  });

  it('creates the account of a confirmed sign-up and hands the event back', async () => {
    // prepare
    const event = confirmation('PostConfirmation_ConfirmSignUp', {
      sub: 'user-ana',
      email: 'ana@teste.com',
      name: 'Ana Souza',
    });
    // act
    const result = await handler(event);
    // assert
    expect(result).toBe(event);
    expect(created).toEqual([
      {
        account: { userId: 'user-ana', email: 'ana@teste.com', name: 'Ana Souza', avatarUrl: null },
        subscription: expect.objectContaining({
          userId: 'user-ana',
          plan: 'free',
          creditsRemaining: 200,
          creditsTotal: 200,
          creditsResetAt: '2026-04-15T09:30:00.000Z',
        }),
        joinDate: '2026-03-15T09:30:00.000Z',
      },
    ]);
  });

  it.each<{ attrs: Record<string, string>; name: string; why: string }>([
    { attrs: { name: 'Ana Souza', given_name: 'Ana' }, name: 'Ana Souza', why: 'the name attribute first' },
    { attrs: { given_name: 'Ana' }, name: 'Ana', why: 'the given name without a name' },
    { attrs: {}, name: 'ana.souza', why: "the e-mail's local part without either" },
  ])('takes $why', async ({ attrs, name }) => {
    await handler(
      confirmation('PostConfirmation_ConfirmSignUp', { sub: 'user-ana', email: 'ana.souza@teste.com', ...attrs }),
    );
    expect(created[0]?.account.name).toBe(name);
  });

  it("keeps the provider's picture as the avatar", async () => {
    await handler(
      confirmation('PostConfirmation_ConfirmSignUp', {
        sub: 'user-ana',
        email: 'ana@teste.com',
        picture: 'https://example.com/ana.png',
      }),
    );
    expect(created[0]?.account.avatarUrl).toBe('https://example.com/ana.png');
  });

  it('still hands the event back when the account already exists (a retried trigger)', async () => {
    alreadyExists = true;
    const event = confirmation('PostConfirmation_ConfirmSignUp', { sub: 'user-ana', email: 'ana@teste.com' });
    await expect(handler(event)).resolves.toBe(event);
  });

  it('counts a new account once as a sign-up (an EMF line with the stage; docs/INFRA-NOTES.md §operations)', async () => {
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { sub: 'user-ana', email: 'ana@teste.com' }));
    expect(signUpLines()).toEqual([
      expect.objectContaining({
        _aws: {
          Timestamp: Date.parse('2026-03-15T09:30:00.000Z'),
          CloudWatchMetrics: [
            { Namespace: 'Viraliza/Business', Dimensions: [['Stage']], Metrics: [{ Name: 'SignUps', Unit: 'Count' }] },
          ],
        },
        Stage: 'prod',
        SignUps: 1,
      }),
    ]);
    alreadyExists = true; // the retried trigger
    await handler(confirmation('PostConfirmation_ConfirmSignUp', { sub: 'user-ana', email: 'ana@teste.com' }));
    await handler(confirmation('PostConfirmation_ConfirmForgotPassword', { sub: 'user-ana' }));
    expect(signUpLines()).toHaveLength(1);
  });

  it('fails, so that Cognito fails the confirmation, when the event has no sub', async () => {
    await expect(handler(confirmation('PostConfirmation_ConfirmSignUp', { email: 'ana@teste.com' }))).rejects.toThrow(
      'post-confirmation event without sub',
    );
    expect(created).toEqual([]);
  });
});

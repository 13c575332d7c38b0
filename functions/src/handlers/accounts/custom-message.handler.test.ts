import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler } from './custom-message.handler';
import { AUTH_EMAILS, authEmailFor, CODE_PLACEHOLDER } from '../../accounts/custom-message';

function customMessage(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_pool',
    triggerSource,
    userName: 'user-ana',
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'client' },
    request: {
      userAttributes: { email: 'ana@teste.com' },
      codeParameter: '{####}',
      linkParameter: '{##Click Here##}',
      usernameParameter: triggerSource === 'CustomMessage_AdminCreateUser' ? '{username}' : null,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as CustomMessageTriggerEvent;
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('custom-message trigger', () => {
  it.each([
    { source: 'CustomMessage_SignUp', subject: 'Viraliza: confirme seu e-mail' },
    { source: 'CustomMessage_ForgotPassword', subject: 'Viraliza: código para redefinir sua senha' },
    { source: 'CustomMessage_ResendCode', subject: 'Viraliza: seu novo código de confirmação' },
    { source: 'CustomMessage_UpdateUserAttribute', subject: 'Viraliza: confirme seu novo e-mail' },
    { source: 'CustomMessage_VerifyUserAttribute', subject: 'Viraliza: confirme seu e-mail' },
  ] as const)(
    'writes the pt-BR subject "$subject" and a body with the code placeholder for $source',
    async ({ source, subject }) => {
      // prepare
      const event = customMessage(source);
      // act
      const result = await handler(event);
      // assert
      expect(result).toBe(event);
      expect(result.response.emailSubject).toBe(subject);
      expect(count(result.response.emailMessage ?? '', event.request.codeParameter)).toBe(1);
      expect(result.response.smsMessage).toBeNull();
    },
  );

  it('greets a new user in Portuguese', async () => {
    const result = await handler(customMessage('CustomMessage_SignUp'));
    expect(result.response.emailMessage).toContain('Bem-vindo ao Viraliza!');
    expect(result.response.emailMessage).toContain('confirmar seu e-mail');
  });

  it('explains the password reset in Portuguese', async () => {
    const result = await handler(customMessage('CustomMessage_ForgotPassword'));
    expect(result.response.emailMessage).toContain('Redefinir senha');
  });

  it('leaves a source it does not know (MFA codes) to Cognito', async () => {
    const event = customMessage('CustomMessage_Authentication');
    const result = await handler(event);
    expect(result.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });

  it('leaves the admin invitation to Cognito, whose message must carry the {username} placeholder', async () => {
    // Cognito requires request.usernameParameter in an AdminCreateUser message and sends a
    // temporary password, not a confirmation code: the sign-up e-mail would be wrong there.
    const event = customMessage('CustomMessage_AdminCreateUser');
    const result = await handler(event);
    expect(result.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });
});

describe('AUTH_EMAILS', () => {
  it.each(Object.entries(AUTH_EMAILS))('%s has a Viraliza subject and exactly one code placeholder', (_kind, email) => {
    expect(email.subject).toMatch(/^Viraliza: /);
    expect(count(email.html, CODE_PLACEHOLDER)).toBe(1);
    expect(email.html).toContain('Equipe Viraliza');
  });

  it("uses Cognito's {####} placeholder", () => {
    expect(CODE_PLACEHOLDER).toBe('{####}');
  });

  it.each(['', 'PreSignUp_SignUp', 'customMessage_SignUp', 'toString'])('has no e-mail for %p', (source) => {
    expect(authEmailFor(source)).toBeNull();
  });
});

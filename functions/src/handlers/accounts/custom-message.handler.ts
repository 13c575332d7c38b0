import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { authEmailFor } from '../../accounts/custom-message';

/** Cognito custom-message trigger: every auth e-mail in pt-BR. Unknown sources keep Cognito's default. */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = authEmailFor(event.triggerSource);
  if (email) {
    event.response.emailSubject = email.subject;
    event.response.emailMessage = email.html;
  }
  return event;
};

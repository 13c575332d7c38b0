import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { accountsOf, clockOf, configOf, lazyDeps, loggerOf } from '../../composition/core';
import type { Config } from '../../config';
import { BUSINESS_METRICS, businessMetric } from '../../core/metrics';
import type { AccountStore, Clock, InvocationContext, Logger } from '../../core/ports';
import { createAccount } from '../../accounts/create-account';

/**
 * Cognito post-confirmation trigger. Only a confirmed sign-up creates an account
 * (a confirmed password reset fires the same trigger with another source).
 * Cognito expects the event back.
 */
export const makeHandler =
  (deps: { accounts: AccountStore; clock: Clock; logger: Logger; config: Pick<Config, 'stage'> }) =>
  async (event: PostConfirmationTriggerEvent, context?: InvocationContext): Promise<PostConfirmationTriggerEvent> => {
    if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
    if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const attrs = event.request.userAttributes;
    const userId = attrs.sub;
    if (!userId) throw new Error('post-confirmation event without sub');
    const { created } = await createAccount(
      { accounts: deps.accounts, clock: deps.clock },
      {
        userId,
        email: attrs.email ?? '',
        name: attrs.name ?? attrs.given_name ?? (attrs.email ?? '').split('@')[0] ?? '',
        avatarUrl: attrs.picture ?? null,
      },
    );
    deps.logger.info('account confirmed', { userId, created });
    // Counted once per account: a repeated trigger finds it created.
    if (created)
      deps.logger.info(
        'sign-up metrics',
        businessMetric(BUSINESS_METRICS.signUps, 1, deps.clock.now(), deps.config.stage),
      );
    return event;
  };

export const handler = makeHandler(
  lazyDeps({ accounts: accountsOf, clock: clockOf, logger: loggerOf, config: configOf }),
);

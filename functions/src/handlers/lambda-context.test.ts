import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import type { InvocationContext, Logger } from '../core/ports';
import { lambdaContext } from '../../test/support/logger';
import { silentLogger } from '../../test/support/deps';
import { makeHandler as worker } from './generations/run-generation.worker';
import { makeHandler as postConfirmation } from './accounts/post-confirmation.handler';
import { makeHandler as startFinderJob } from './jobs/start-finder-job.task';
import { makeHandler as wsConnect } from './realtime/ws-connect.handler';
import { makeHandler as wsMessage } from './realtime/ws-message.handler';

/**
 * The handlers outside the HTTP wrapper hand their Lambda context to the logger, so every line of
 * the invocation names it (docs/INFRA-NOTES.md §operations.logs); the HTTP wrapper's own tests are in
 * http/http-handler.test.ts. Each is called on a path that ends early: only the marking matters here.
 */
const invocations: InvocationContext[] = [];
const logger: Logger = { ...silentLogger, invocation: (context) => void invocations.push(context) };
const fail = () => Promise.reject(new Error('not reached'));

const calls: Array<[string, (context: InvocationContext) => Promise<unknown>]> = [
  ['the generation worker', (c) => worker({ logger } as never)({ malformed: true }, c)],
  [
    'the post-confirmation trigger',
    (c) =>
      postConfirmation({ logger } as never)(
        { triggerSource: 'PostConfirmation_ConfirmForgotPassword' } as PostConfirmationTriggerEvent,
        c,
      ),
  ],
  ['the finder job task', (c) => startFinderJob({ logger } as never)({}, c).catch(() => 'refused')],
  ['$connect', (c) => wsConnect({ logger } as never)({ requestContext: { connectionId: 'c1' } }, c)],
  [
    '$default',
    (c) =>
      wsMessage({ logger, pairings: { get: fail }, remotes: { get: fail } } as never)(
        { requestContext: { connectionId: 'c1' }, body: '{}' },
        c,
      ),
  ],
];

beforeEach(() => void invocations.splice(0));

it.each(calls)('%s marks the logs with its Lambda invocation', async (_name, call) => {
  await call(lambdaContext('req-1'));
  expect(invocations).toEqual([lambdaContext('req-1')]);
});

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  Choice,
  Condition,
  DefinitionBody,
  Errors,
  Fail,
  IntegrationPattern,
  JsonPath,
  LogLevel,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Timeout,
} from 'aws-cdk-lib/aws-stepfunctions';
import { DynamoAttributeValue, DynamoUpdateItem, LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { FINDER_MESSAGES } from '../../../shared/src/finder/finder-options';
import { keys } from '../../../functions/src/adapters/dynamo/keys';
import { JOB_TASKS } from '../../../functions/src/jobs/job-tasks';
import { JOB_TASK_ACCESS } from '../../../functions/src/routes';
import { createWithAccess, type GrantTargets } from '../access-grants';
import type { StageConfig } from '../config';
import type { FunctionFactory } from '../function-factory';
import { acknowledge, wildcardResource } from '../nag';

export interface JobsProps {
  stage: StageConfig;
  functions: FunctionFactory;
  /** The state machine's own DynamoDB steps update job rows here. */
  table: ITableV2;
  /** What the task's declared access may name (built before the API, so never `realtime` or `jobs`). */
  grants: GrantTargets;
  /** AUTH_ISSUER and AUTH_CLIENT_ID (functions/src/config.ts requires them everywhere). */
  authEnvironment: Record<string, string>;
}

/**
 * The deep search's provider (docs/ARCHITECTURE.md §finder.deep-search), from the context: its endpoint
 * that starts a run, and our webhook's public URL it posts to. Without them the start task fails every
 * job, which the state machine marks failed with the pt-BR message.
 */
function providerEnvironment(scope: Construct): Record<string, string> {
  const url = scope.node.tryGetContext('finderProviderUrl') as string | undefined;
  const callback = scope.node.tryGetContext('finderCallbackUrl') as string | undefined;
  return url && callback ? { FINDER_PROVIDER_URL: url, FINDER_CALLBACK_URL: callback } : {};
}

/** The environment variable naming the finder state machine, for the route that starts jobs. */
export const FINDER_STATE_MACHINE_ENV = 'FINDER_STATE_MACHINE_ARN';

/**
 * Async finder jobs as a Standard state machine (the only type that can wait on a task token),
 * one execution per deep-search job (docs/ARCHITECTURE.md §finder.deep-search).
 * Input: `{ jobId, userId, request: { platform, niche, minViews } }`.
 *
 *   StartAndWait (Lambda, .waitForTaskToken, timeout) ── ok ──▶ MarkDone ▶ Done
 *        │ any error
 *        ▼
 *   TimedOutOrFailed ── States.Timeout ──▶ MarkTimedOut ─┐
 *        └─────────── otherwise ─────────▶ MarkFailed ───┴▶ JobFailed (Fail)
 *
 * The start task stores the token on the job and asks the provider for a run; the provider's
 * signed webhook (`POST /api/webhooks/finder`) stores each delivery's reels, and with the last one
 * hands the token back with SendTaskSuccess (SendTaskFailure when the provider failed).
 */
export class Jobs extends Construct {
  readonly stateMachine: StateMachine;
  readonly startTask: LambdaFunction;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { stage } = props;

    this.startTask = createWithAccess(
      props.functions,
      this,
      {
        entry: JOB_TASKS.StartFinderJob.entry,
        description: 'Finder job: store the task token, ask the provider',
        environment: { ...props.authEnvironment, ...providerEnvironment(this) },
        timeout: Duration.seconds(30),
        access: JOB_TASK_ACCESS.StartFinderJob,
      },
      props.grants,
    );

    const jobKey = {
      pk: DynamoAttributeValue.fromString(JsonPath.format(`${keys.jobPkPrefix}{}`, JsonPath.stringAt('$.jobId'))),
      sk: DynamoAttributeValue.fromString(keys.jobSk),
    };
    // J3 (docs/DATA-MODEL.md): the state machine ends the job row itself. A job the webhook already ended
    // (its last delivery, or the provider's failure) keeps its status: only a running job is marked here.
    const open = {
      ':running': DynamoAttributeValue.fromString('running'),
      ':partial': DynamoAttributeValue.fromString('partial'),
    };
    const markEnded = (id: string, status: 'failed' | 'timed_out', message: string) =>
      new DynamoUpdateItem(this, id, {
        table: props.table,
        key: jobKey,
        // Never creates a row: a job whose start failed before it was recorded has none.
        conditionExpression: 'attribute_exists(pk) AND #status IN (:running, :partial)',
        updateExpression: 'SET #status = :status, finishedAt = :at, message = :message, failure = :failure',
        expressionAttributeNames: { '#status': 'status' },
        expressionAttributeValues: {
          ...open,
          ':status': DynamoAttributeValue.fromString(status),
          ':at': DynamoAttributeValue.fromString(JsonPath.stateEnteredTime),
          ':message': DynamoAttributeValue.fromString(message),
          ':failure': DynamoAttributeValue.fromString(JsonPath.stringAt('$.error.Error')),
        },
        resultPath: JsonPath.DISCARD,
      });

    const failed = new Fail(this, 'JobFailed', { errorPath: '$.error.Error', causePath: '$.error.Cause' });
    const markFailed = markEnded('MarkFailed', 'failed', FINDER_MESSAGES.jobFailed);
    const markTimedOut = markEnded('MarkTimedOut', 'timed_out', FINDER_MESSAGES.timedOut);
    for (const mark of [markFailed, markTimedOut]) {
      // the job had already ended (the webhook marked it): fail all the same
      mark.addCatch(failed, { errors: [Errors.ALL], resultPath: '$.markError' });
      mark.next(failed);
    }
    // States.Timeout: no last delivery within the stage's timeout (FINDER_MESSAGES.timedOut, in pt-BR, for the page).
    const whyEnded = new Choice(this, 'TimedOutOrFailed')
      .when(Condition.stringEquals('$.error.Error', Errors.TIMEOUT), markTimedOut)
      .otherwise(markFailed);

    const startAndWait = new LambdaInvoke(this, 'StartAndWaitForWebhook', {
      lambdaFunction: this.startTask,
      integrationPattern: IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      payload: TaskInput.fromObject({
        taskToken: JsonPath.taskToken,
        jobId: JsonPath.stringAt('$.jobId'),
        userId: JsonPath.stringAt('$.userId'),
        request: JsonPath.objectAt('$.request'),
      }),
      taskTimeout: Timeout.duration(Duration.minutes(stage.finderJobTimeoutMinutes)),
      resultPath: '$.result',
    });
    startAndWait.addCatch(whyEnded, { errors: [Errors.ALL], resultPath: '$.error' });

    // The webhook stored the reels, counted them and marked the job done with its last delivery (J6), then
    // resumed this execution with the count: MarkDone only makes sure of the status (idempotent).
    const markDone = new DynamoUpdateItem(this, 'MarkDone', {
      table: props.table,
      key: jobKey,
      conditionExpression: 'attribute_exists(pk)',
      updateExpression: 'SET #status = :done, finishedAt = if_not_exists(finishedAt, :at)',
      expressionAttributeNames: { '#status': 'status' },
      expressionAttributeValues: {
        ':done': DynamoAttributeValue.fromString('done'),
        ':at': DynamoAttributeValue.fromString(JsonPath.stateEnteredTime),
      },
      resultPath: JsonPath.DISCARD,
    });

    const definition = startAndWait.next(markDone).next(new Succeed(this, 'Done'));

    const logGroup = new LogGroup(this, 'FinderJobLogs', {
      retention: stage.logRetention,
      removalPolicy: stage.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stateMachine = new StateMachine(this, 'FinderJob', {
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(definition),
      // The whole execution outlives the waiting step, so the failure path always runs.
      timeout: Duration.minutes(stage.finderJobTimeoutMinutes + 5),
      // Every state transition (docs/INFRA-NOTES.md §cdk-nag), without the execution data: the input
      // carries the task token and the user's request.
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
      comment:
        'Viraliza async finder job: wait for the provider webhook (task token), with a timeout and a failure path',
    });
    acknowledge(
      this.stateMachine,
      'Log delivery (logs:CreateLogDelivery and the rest) and X-Ray (PutTraceSegments) take no resource: AWS requires "*".',
      'AwsSolutions-IAM5[Resource::*]',
    );
    acknowledge(
      this.stateMachine,
      'CDK’s LambdaInvoke task grants the start task’s versions too (`:*`): this one function only.',
      wildcardResource(this, `${this.startTask.functionArn}:*`),
    );
  }

  /** For the webhook route: SendTaskSuccess / SendTaskFailure / SendTaskHeartbeat on this state machine only. */
  allowCallback(fn: IGrantable): void {
    this.stateMachine.grantTaskResponse(fn);
  }

  /** For the route that starts a job: StartExecution, and the ARN in its environment. */
  allowStart(fn: IGrantable & { addEnvironment(key: string, value: string): unknown }): void {
    this.stateMachine.grantStartExecution(fn);
    fn.addEnvironment(FINDER_STATE_MACHINE_ENV, this.stateMachine.stateMachineArn);
  }
}

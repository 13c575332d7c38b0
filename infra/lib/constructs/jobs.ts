import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import {
  DefinitionBody,
  Errors,
  Fail,
  IntegrationPattern,
  JsonPath,
  LogLevel,
  Pass,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  Timeout,
} from 'aws-cdk-lib/aws-stepfunctions';
import { DynamoAttributeValue, DynamoUpdateItem, LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
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

/** The environment variable naming the finder state machine, for the route that starts jobs. */
export const FINDER_STATE_MACHINE_ENV = 'FINDER_STATE_MACHINE_ARN';

/**
 * Async finder jobs as a Standard state machine (the only type that can wait on a task token).
 * Input: `{ jobId, userId, request }`.
 *
 *   StartAndWait (Lambda, .waitForTaskToken, timeout) ── ok ──▶ Results (placeholder) ▶ MarkSucceeded ▶ Done
 *        │ any error, States.Timeout included
 *        ▼
 *   MarkFailed (DynamoDB UpdateItem) ▶ JobFailed (Fail)
 *
 * The start task stores the token under the job; the provider's signed webhook
 * (`POST /api/webhooks/finder`) hands it back with SendTaskSuccess or SendTaskFailure.
 * The finder feature replaces the Results placeholder with its own steps.
 */
export class Jobs extends Construct {
  readonly stateMachine: StateMachine;
  readonly startTask: NodejsFunction;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { stage } = props;

    this.startTask = createWithAccess(
      props.functions,
      this,
      {
        entry: JOB_TASKS.StartFinderJob.entry,
        description: 'Finder job: store the task token, ask the provider',
        environment: props.authEnvironment,
        timeout: Duration.seconds(30),
        access: JOB_TASK_ACCESS.StartFinderJob,
      },
      props.grants,
    );

    const jobKey = {
      pk: DynamoAttributeValue.fromString(JsonPath.format(`${keys.jobPkPrefix}{}`, JsonPath.stringAt('$.jobId'))),
      sk: DynamoAttributeValue.fromString(keys.jobSk),
    };
    const markStatus = (id: string, status: 'succeeded' | 'failed', failure?: string) =>
      new DynamoUpdateItem(this, id, {
        table: props.table,
        key: jobKey,
        // Never creates a row: a job whose start task failed before writing has none.
        conditionExpression: 'attribute_exists(pk)',
        updateExpression: failure
          ? 'SET #status = :status, finishedAt = :at, failure = :failure'
          : 'SET #status = :status, finishedAt = :at',
        expressionAttributeNames: { '#status': 'status' },
        expressionAttributeValues: {
          ':status': DynamoAttributeValue.fromString(status),
          ':at': DynamoAttributeValue.fromString(JsonPath.stateEnteredTime),
          ...(failure ? { ':failure': DynamoAttributeValue.fromString(JsonPath.stringAt(failure)) } : {}),
        },
        resultPath: JsonPath.DISCARD,
      });

    const failed = new Fail(this, 'JobFailed', { errorPath: '$.error.Error', causePath: '$.error.Cause' });
    const markFailed = markStatus('MarkFailed', 'failed', '$.error.Error');
    markFailed.addCatch(failed, { errors: [Errors.ALL], resultPath: '$.markError' });
    markFailed.next(failed);

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
    startAndWait.addCatch(markFailed, { errors: [Errors.ALL], resultPath: '$.error' });

    // TODO(finder): replace with the steps that store the reels and publish 'new-reel'.
    const results = new Pass(this, 'Results', { comment: 'Placeholder: the finder feature fills in its steps here.' });

    const definition = startAndWait
      .next(results)
      .next(markStatus('MarkSucceeded', 'succeeded'))
      .next(new Succeed(this, 'Done'));

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

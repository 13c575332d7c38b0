import { Duration } from 'aws-cdk-lib';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { GENERATION_WORKER } from '../../../functions/src/routes';
import { createWithAccess, type GrantTargets, type WorkerGrant } from '../access-grants';
import type { FunctionFactory } from '../function-factory';
import { acknowledge } from '../nag';

export interface GenerationWorkerProps {
  functions: FunctionFactory;
  /** The worker writes, streams and saves: the table, the text model and the realtime API. */
  grants: GrantTargets;
  /** AUTH_ISSUER and AUTH_CLIENT_ID: the functions' configuration requires them. */
  authEnvironment: Record<string, string>;
}

/**
 * The generation worker (docs/ARCHITECTURE.md §generation-jobs): a Lambda the paying routes invoke
 * asynchronously. Its timeout is the longest generation allowed (functions/src/generation/job-timing.ts);
 * Lambda keeps an event at most `maxEventAgeSeconds` and never retries it (a retry finds the record
 * taken anyway); an event that failed or aged out lands in a queue kept 14 days, and the stale sweep
 * refunds its charge (docs/DATA-MODEL.md L6).
 */
export class GenerationWorker extends Construct implements WorkerGrant {
  readonly fn: LambdaFunction;
  readonly failedEvents: Queue;
  readonly timeout = Duration.seconds(GENERATION_WORKER.timeoutSeconds);

  constructor(scope: Construct, id: string, props: GenerationWorkerProps) {
    super(scope, id);
    this.failedEvents = new Queue(this, 'FailedEvents', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    // docs/INFRA-NOTES.md §cdk-nag
    acknowledge(
      this.failedEvents,
      'This queue is itself the dead-letter target (the worker’s on-failure destination); nothing consumes it to fail again.',
      'AwsSolutions-SQS3',
      'Serverless-SQSRedrivePolicy',
    );
    this.fn = createWithAccess(
      props.functions,
      this,
      {
        entry: GENERATION_WORKER.entry,
        description: 'generation worker (async)',
        environment: props.authEnvironment,
        timeout: this.timeout,
        // An image job decodes, resizes and re-encodes a ~2.4 MP PNG in JavaScript: more memory is more CPU.
        memorySize: 1024,
        access: GENERATION_WORKER.access,
        asyncFailures: 'on-failure destination',
      },
      props.grants,
    );
    this.fn.configureAsyncInvoke({
      maxEventAge: Duration.seconds(GENERATION_WORKER.maxEventAgeSeconds),
      retryAttempts: 0,
      onFailure: new SqsDestination(this.failedEvents),
    });
  }

  /**
   * A paying route may start the worker: lambda:InvokeFunction on it, and its name in the environment.
   * The unqualified ARN only: the routes invoke $LATEST by name (CDK's grantInvoke would add `:*`, every version).
   */
  allowInvoke(fn: LambdaFunction): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.fn.functionArn] }));
    fn.addEnvironment('GENERATION_WORKER_FUNCTION', this.fn.functionName);
  }
}

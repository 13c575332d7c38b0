import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi, WebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  type IMetric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { GENERATION_METRICS } from '../../../functions/src/core/metrics';
import type { StageConfig } from '../config';

export interface ObservabilityProps {
  stage: StageConfig;
  httpApi: HttpApi;
  webSocketApi: WebSocketApi;
  webSocketStageName: string;
  /** Every Lambda of the stack (FunctionFactory.created). */
  functions: readonly NodejsFunction[];
  table: ITableV2;
  stateMachine: IStateMachine;
  modelIds: readonly string[];
  /** Functions whose runs may be long (the generation worker): an alarm when one nears its timeout. */
  longRunning?: ReadonlyArray<{ fn: NodejsFunction; timeout: Duration }>;
}

/** A long-running function's slowest run above this share of its timeout raises its duration alarm. */
export const NEAR_TIMEOUT_SHARE = 0.8;

const PERIOD = Duration.minutes(5);

/** `ApiGetProfileFn`: the construct area and the function, unique within the stack. */
const nameOf = (fn: NodejsFunction) => `${fn.node.scope?.node.id ?? ''}${fn.node.id}`;
/** Above this share of 5xx answers over 5 minutes, the API alarm fires. */
export const SERVER_ERROR_RATE_PERCENT = 5;

/**
 * What operators look at: one CloudWatch dashboard (API, Lambdas, DynamoDB, Bedrock,
 * Step Functions, WebSocket) and alarms on the 5xx rate, each Lambda's errors and failed
 * finder jobs, all sent to one SNS topic.
 */
export class Observability extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];
  /** The dashboard in the CloudWatch console (also a stack output). */
  readonly dashboardUrl: string;

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    const { stage } = props;
    const region = Stack.of(this).region;

    // enforceSSL: a topic policy that denies publishing over plain HTTP (aws:SecureTransport). A topic policy
    // replaces SNS's default one, so it names the one publisher too: this account's CloudWatch alarms.
    this.topic = new Topic(this, 'AlarmTopic', { displayName: `Viraliza ${stage.stage} alarms`, enforceSSL: true });
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowThisAccountsAlarms',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    if (stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(stage.alarmEmail));
    const action = new SnsAction(this.topic);
    const alarm = (alarmId: string, a: ConstructorParameters<typeof Alarm>[2]) => {
      const created = new Alarm(this, alarmId, { treatMissingData: TreatMissingData.NOT_BREACHING, ...a });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };

    // API Gateway (HTTP)
    const api4xx = props.httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' });
    const api5xx = props.httpApi.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' });
    const apiCount = props.httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'requests' });
    const serverErrorRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { errors: api5xx, requests: apiCount },
      period: PERIOD,
      label: '5xx rate (%)',
    });
    alarm('Api5xxRate', {
      alarmDescription: `More than ${SERVER_ERROR_RATE_PERCENT}% of HTTP API answers were 5xx over 5 minutes`,
      metric: serverErrorRate,
      threshold: SERVER_ERROR_RATE_PERCENT,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });

    // Lambda: one alarm per function (unhandled errors and timeouts only; handled 4xx are not errors).
    for (const fn of props.functions) {
      alarm(`${nameOf(fn)}Errors`, {
        alarmDescription: `${nameOf(fn)} threw or timed out`,
        metric: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    }

    // A generation worker near its timeout: generations are outgrowing it (docs/ARCHITECTURE.md §generation-jobs).
    for (const { fn, timeout } of props.longRunning ?? []) {
      alarm(`${nameOf(fn)}NearTimeout`, {
        alarmDescription: `${nameOf(fn)} ran over ${NEAR_TIMEOUT_SHARE * 100}% of its ${timeout.toSeconds()} s timeout`,
        metric: fn.metricDuration({ period: PERIOD, statistic: 'Maximum' }),
        threshold: timeout.toMilliseconds() * NEAR_TIMEOUT_SHARE,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    }

    // Step Functions
    const jobsFailed = props.stateMachine.metricFailed({ period: PERIOD, statistic: 'Sum', label: 'failed' });
    const jobsTimedOut = props.stateMachine.metricTimedOut({ period: PERIOD, statistic: 'Sum', label: 'timed out' });
    const jobsAborted = props.stateMachine.metricAborted({ period: PERIOD, statistic: 'Sum', label: 'aborted' });
    alarm('FinderJobsFailed', {
      alarmDescription: 'A finder job execution failed or timed out',
      metric: new MathExpression({
        expression: 'failed + timedOut',
        usingMetrics: { failed: jobsFailed, timedOut: jobsTimedOut },
        period: PERIOD,
        label: 'failed executions',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    });

    // Bedrock, per configured model id (profiles report under the id the caller used).
    const bedrock = (metricName: string, statistic: string) =>
      [...new Set(props.modelIds)].map(
        (modelId) =>
          new Metric({
            namespace: 'AWS/Bedrock',
            metricName,
            dimensionsMap: { ModelId: modelId },
            period: PERIOD,
            statistic,
            label: `${modelId} ${metricName}`,
          }),
      );

    const ws = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.webSocketApi.apiId, Stage: props.webSocketStageName },
        period: PERIOD,
        statistic: 'Sum',
        label: metricName,
      });

    const perFunction = (m: (fn: NodejsFunction) => IMetric) => props.functions.map(m);
    const table = (metricName: string) =>
      props.table.metric(metricName, { period: PERIOD, statistic: 'Sum', label: metricName });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `viraliza-${stage.stage}`,
      defaultInterval: Duration.hours(3),
    });
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: 8, height: 6 });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Viraliza ${stage.stage}\nAlarms (5xx rate, Lambda errors, failed finder jobs) go to the stack's AlarmTopic. Handler logs are JSON lines with requestId and userId: query them in Logs Insights.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API: 4xx and 5xx', [api4xx, api5xx], [apiCount]),
      graph('API: latency (ms)', [
        props.httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
        props.httpApi.metricLatency({ period: PERIOD, statistic: 'p90', label: 'p90' }),
        props.httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
      ]),
      graph('API: 5xx rate (%)', [serverErrorRate]),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda: errors',
        perFunction((fn) => fn.metricErrors({ period: PERIOD, statistic: 'Sum', label: nameOf(fn) })),
      ),
      graph(
        'Lambda: duration p90 (ms)',
        perFunction((fn) => fn.metricDuration({ period: PERIOD, statistic: 'p90', label: nameOf(fn) })),
      ),
      graph(
        'Lambda: throttles',
        perFunction((fn) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum', label: nameOf(fn) })),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'Lambda: concurrency (max)',
        perFunction((fn) =>
          fn.metric('ConcurrentExecutions', { period: PERIOD, statistic: 'Maximum', label: nameOf(fn) }),
        ),
      ),
      graph('DynamoDB: throttles', [table('ReadThrottleEvents'), table('WriteThrottleEvents')]),
      graph(
        'Step Functions: finder jobs',
        [jobsFailed, jobsTimedOut, jobsAborted],
        [props.stateMachine.metricSucceeded({ period: PERIOD, statistic: 'Sum', label: 'succeeded' })],
      ),
    );
    this.dashboard.addWidgets(
      graph('Bedrock: latency (ms, avg)', bedrock('InvocationLatency', 'Average')),
      graph(
        'Bedrock: errors and throttles',
        [
          ...bedrock('InvocationClientErrors', 'Sum'),
          ...bedrock('InvocationServerErrors', 'Sum'),
          ...bedrock('InvocationThrottles', 'Sum'),
        ],
        bedrock('Invocations', 'Sum'),
      ),
      graph(
        'WebSocket: connections and messages',
        [ws('ConnectCount'), ws('MessageCount')],
        [ws('ClientError'), ws('ExecutionError')],
      ),
    );

    // The generation worker's own metrics, logged in embedded metric format (docs/ARCHITECTURE.md §generation-jobs.metrics).
    // Every set carries this stage's dimension (functions/src/core/metrics.ts): two stages in one account stay apart.
    const { namespace, duration, failed, writer, stage: stageDimension } = GENERATION_METRICS;
    const thisStage = { [stageDimension]: stage.stage };
    const generationDuration = (statistic: string) =>
      new Metric({
        namespace,
        metricName: duration,
        dimensionsMap: thisStage,
        period: PERIOD,
        statistic,
        label: statistic,
      });
    this.dashboard.addWidgets(
      graph('Generations: duration (ms)', [generationDuration('p50'), generationDuration('p95')]),
      graph(
        'Generations: failures per writer',
        [
          new MathExpression({
            expression: `SEARCH('{${namespace},${stageDimension},${writer}} ${stageDimension}="${stage.stage}" MetricName="${failed}"', 'Sum', ${PERIOD.toSeconds()})`,
            usingMetrics: {},
            label: 'failures',
            period: PERIOD,
          }),
        ],
        [
          new Metric({
            namespace,
            metricName: failed,
            dimensionsMap: thisStage,
            period: PERIOD,
            statistic: 'SampleCount',
            label: 'generations',
          }),
        ],
      ),
    );

    this.dashboardUrl = `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/viraliza-${stage.stage}`;
  }
}

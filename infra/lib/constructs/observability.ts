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
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { API_METRICS, BUSINESS_METRICS, GENERATION_METRICS } from '../../../functions/src/core/metrics';
import type { StageConfig } from '../config';

export interface ObservabilityProps {
  stage: StageConfig;
  httpApi: HttpApi;
  /** The HTTP routes' functions by route key, and which route keys call a model or are webhooks. */
  routes: {
    functions: Readonly<Record<string, LambdaFunction>>;
    model: readonly string[];
    webhooks: readonly string[];
  };
  webSocketApi: WebSocketApi;
  webSocketStageName: string;
  /** Every Lambda of the stack (FunctionFactory.created). */
  functions: readonly LambdaFunction[];
  table: ITableV2;
  stateMachine: IStateMachine;
  modelIds: readonly string[];
  /** Functions whose runs may be long (the generation worker): an alarm when one nears its timeout. */
  longRunning?: ReadonlyArray<{ fn: LambdaFunction; timeout: Duration }>;
}

/** A long-running function's slowest run above this share of its timeout raises its duration alarm. */
export const NEAR_TIMEOUT_SHARE = 0.8;

const PERIOD = Duration.minutes(5);

/** `ApiGetProfileFn`: the construct area and the function, unique within the stack. */
const nameOf = (fn: LambdaFunction) => `${fn.node.scope?.node.id ?? ''}${fn.node.id}`;
/** Above this share of 5xx answers over 5 minutes, the API alarm fires. */
export const SERVER_ERROR_RATE_PERCENT = 5;
/** A model route whose p95 duration stays at or above this, two 5-minute periods running, raises its alarm. */
export const MODEL_ROUTE_P95_MS = 10_000;

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

    // Lambda: unhandled errors and timeouts (handled 4xx are not errors), one alarm per group of functions: an
    // alarm's math takes at most 10 metrics, and one alarm per function cost a resource each against the stack's
    // 500 (docs/INFRA-NOTES.md §resource-limit). The description names the group; the dashboard shows which one.
    const errorGroups = chunks(props.functions, ALARM_METRICS_MAX);
    errorGroups.forEach((group, i) => {
      const names = group.map(nameOf);
      alarm(`LambdaErrors${i + 1}`, {
        alarmDescription: `One of these threw or timed out: ${names.join(', ')}`,
        metric: new MathExpression({
          expression: group.map((_, j) => `e${j}`).join(' + '),
          usingMetrics: Object.fromEntries(
            group.map((fn, j) => [`e${j}`, fn.metricErrors({ period: PERIOD, statistic: 'Sum' })]),
          ),
          label: `errors, group ${i + 1}`,
          period: PERIOD,
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    });

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

    // docs/INFRA-NOTES.md §operations: what a handled error, a slow model or a throttle looks like.
    const thisStage = { [GENERATION_METRICS.stage]: stage.stage };
    const answered = (metricName: string, routeKey: string) =>
      new Metric({
        namespace: API_METRICS.namespace,
        metricName,
        dimensionsMap: { [API_METRICS.stage]: stage.stage, [API_METRICS.route]: routeKey },
        period: PERIOD,
        statistic: 'Sum',
      });
    const atLeastOnce = {
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
    };
    // The handlers answer an error with a 500 (functions/src/http/http-handler.ts): Lambda's Errors never counts it.
    // One alarm on the stage's total (the EMF line's [Stage] set sums every route), not one per route: the
    // stack is near CloudFormation's 500 resources. The dashboard graphs it per route.
    const handled5xx = new Metric({
      namespace: API_METRICS.namespace,
      metricName: API_METRICS.serverErrors,
      dimensionsMap: { [API_METRICS.stage]: stage.stage },
      period: PERIOD,
      statistic: 'Sum',
    });
    alarm('Handled5xx', {
      alarmDescription: `An HTTP route answered a 5xx (a handled error: no crash); the dashboard's "API: handled 5xx per route" says which`,
      metric: handled5xx,
      ...atLeastOnce,
    });
    for (const routeKey of props.routes.webhooks) {
      const fn = props.routes.functions[routeKey]!;
      alarm(`${nameOf(fn)}Failures`, {
        alarmDescription: `${routeKey} refused or failed a delivery (4xx: a bad signature or a secret out of date; 5xx or a crash): the sender will retry`,
        metric: new MathExpression({
          expression: 'refused + failed + crashed',
          usingMetrics: {
            refused: answered(API_METRICS.clientErrors, routeKey),
            failed: answered(API_METRICS.serverErrors, routeKey),
            crashed: fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
          },
          period: PERIOD,
          label: `${routeKey} failed deliveries`,
        }),
        ...atLeastOnce,
      });
    }
    for (const routeKey of props.routes.model) {
      const fn = props.routes.functions[routeKey]!;
      alarm(`${nameOf(fn)}SlowP95`, {
        alarmDescription: `${routeKey}: p95 duration at or above ${MODEL_ROUTE_P95_MS / 1000} s for 10 minutes`,
        metric: fn.metricDuration({ period: PERIOD, statistic: 'p95' }),
        threshold: MODEL_ROUTE_P95_MS,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 2,
      });
    }
    // Concurrency is an account-wide quota (a new account may have only 10): any throttled invocation counts.
    alarm('LambdaThrottles', {
      alarmDescription: 'A Lambda of this account and Region was throttled (the account concurrency quota is reached)',
      metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: PERIOD, statistic: 'Sum' }),
      ...atLeastOnce,
    });
    const tableThrottles = ['ReadThrottleEvents', 'WriteThrottleEvents'].map((m) =>
      props.table.metric(m, { period: PERIOD, statistic: 'Sum' }),
    );
    alarm('TableThrottles', {
      alarmDescription: 'DynamoDB throttled reads or writes of the table',
      metric: new MathExpression({
        expression: 'reads + writes',
        usingMetrics: { reads: tableThrottles[0]!, writes: tableThrottles[1]! },
        period: PERIOD,
        label: 'throttle events',
      }),
      ...atLeastOnce,
    });
    const bedrockMetric = (modelId: string, metricName: string) =>
      new Metric({
        namespace: 'AWS/Bedrock',
        metricName,
        dimensionsMap: { ModelId: modelId },
        period: PERIOD,
        statistic: 'Sum',
      });
    for (const [i, modelId] of [...new Set(props.modelIds)].entries()) {
      alarm(`BedrockThrottles${i}`, {
        alarmDescription: `Bedrock throttled calls to ${modelId} (users got a 429)`,
        metric: bedrockMetric(modelId, 'InvocationThrottles'),
        ...atLeastOnce,
      });
      alarm(`BedrockErrors${i}`, {
        alarmDescription: `Bedrock refused or failed calls to ${modelId} (client errors include missing model access)`,
        metric: new MathExpression({
          expression: 'server + client',
          usingMetrics: {
            server: bedrockMetric(modelId, 'InvocationServerErrors'),
            client: bedrockMetric(modelId, 'InvocationClientErrors'),
          },
          period: PERIOD,
          label: `${modelId} errors`,
        }),
        ...atLeastOnce,
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

    const perFunction = (m: (fn: LambdaFunction) => IMetric) => props.functions.map(m);
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
      graph('API: handled 5xx per route', [
        new MathExpression({
          expression: `SEARCH('{${API_METRICS.namespace},${API_METRICS.stage},${API_METRICS.route}} ${API_METRICS.stage}="${stage.stage}" MetricName="${API_METRICS.serverErrors}"', 'Sum', ${PERIOD.toSeconds()})`,
          usingMetrics: {},
          label: 'handled 5xx',
          period: PERIOD,
        }),
      ]),
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

    // The business figures the use cases log (functions/src/core/metrics.ts BUSINESS_METRICS), per day.
    const DAY = Duration.days(1);
    const perDay = (metricName: string, label: string) =>
      new Metric({
        namespace: BUSINESS_METRICS.namespace,
        metricName,
        dimensionsMap: { [BUSINESS_METRICS.stage]: stage.stage },
        period: DAY,
        statistic: 'Sum',
        label,
      });
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Business: sign-ups and checkouts per day',
        left: [perDay(BUSINESS_METRICS.signUps, 'sign-ups'), perDay(BUSINESS_METRICS.checkouts, 'checkouts')],
        width: 12,
        height: 6,
        period: DAY,
      }),
      new GraphWidget({
        title: 'Business: credits spent per day',
        left: [perDay(BUSINESS_METRICS.creditsSpent, 'credits')],
        width: 12,
        height: 6,
        period: DAY,
      }),
    );

    this.dashboardUrl = `https://${region}.console.aws.amazon.com/cloudwatch/home?region=${region}#dashboards/dashboard/viraliza-${stage.stage}`;
  }
}

/** CloudWatch's limit on the metrics one alarm's math expression may use. */
const ALARM_METRICS_MAX = 10;

function chunks<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

import { Stack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage, type WebSocketRouteOptions } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { WEBSOCKET_ROUTES, type WebSocketRoute } from '../../../functions/src/routes';
import { createWithAccess, type GrantTargets } from '../access-grants';
import type { StageConfig } from '../config';
import { accessLog, apiGatewayLogsRole, WEBSOCKET_ACCESS_LOG_FIELDS } from './access-logs';
import type { FunctionFactory } from '../function-factory';
import { acknowledge, wildcardResource } from '../nag';
import { WEBSOCKET_PATH } from './hosting';

export interface RealtimeProps {
  stage: StageConfig;
  functions: FunctionFactory;
  /** What the routes' declared access may name (built before this API, so never `realtime` itself or `jobs`). */
  grants: GrantTargets;
  /** AUTH_ISSUER and AUTH_CLIENT_ID: $connect verifies the token itself. */
  authEnvironment: Record<string, string>;
  routes?: readonly WebSocketRoute[];
}

/**
 * The WebSocket API the server pushes progress and results through. WebSocket APIs take
 * no JWT authorizer, so `$connect` checks the token in its handler and stores the
 * connection; HTTP handlers publish through the management endpoint.
 */
export class Realtime extends Construct {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly functions: Partial<Record<WebSocketRoute['routeKey'], LambdaFunction>> = {};

  constructor(scope: Construct, id: string, props: RealtimeProps) {
    super(scope, id);
    const options: Partial<Record<WebSocketRoute['routeKey'], WebSocketRouteOptions>> = {};
    const publishers: LambdaFunction[] = [];

    for (const route of props.routes ?? WEBSOCKET_ROUTES) {
      const fn = createWithAccess(
        props.functions,
        this,
        {
          entry: route.entry,
          description: `WebSocket ${route.routeKey}`,
          environment: props.authEnvironment,
          // This API does not exist yet: a route of its own that pushes is granted below, once it does.
          access: { ...route.access, realtime: false },
          // Only the upgrade is checked: the other routes run on a connection $connect accepted.
          checksOrigin: route.routeKey === '$connect',
        },
        props.grants,
      );
      if (route.access.realtime) publishers.push(fn);
      this.functions[route.routeKey] = fn;
      options[route.routeKey] = {
        integration: new WebSocketLambdaIntegration(`${route.routeKey.slice(1)}Integration`, fn),
      };
    }

    this.api = new WebSocketApi(this, 'Api', {
      apiName: `viraliza-${props.stage.stage}-realtime`,
      connectRouteOptions: options.$connect,
      disconnectRouteOptions: options.$disconnect,
      defaultRouteOptions: options.$default,
    });
    acknowledge(
      this.api,
      'WebSocket APIs take no JWT authorizer: $connect verifies the Cognito token itself and refuses the upgrade, and the later routes only run on a connection it accepted.',
      'AwsSolutions-APIG4',
    );

    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      // The distribution's /ws behaviour forwards the path as is, and API Gateway takes a
      // connection on the stage's own path only (docs/INFRA-NOTES.md §edge).
      stageName: WEBSOCKET_PATH.slice(1),
      autoDeploy: true,
      throttle: props.stage.throttle.websocket,
      accessLogSettings: accessLog(this, 'AccessLogs', props.stage, WEBSOCKET_ACCESS_LOG_FIELDS),
    });
    // A WebSocket stage writes its access logs with the API Gateway account's CloudWatch role, which a new account
    // lacks (the deploy fails: "CloudWatch Logs role ARN must be set in account settings"). docs/INFRA-NOTES.md §cdk-nag
    this.stage.node.addDependency(apiGatewayLogsRole(this));

    // $default relays the teleprompter remote's frames through this very API.
    for (const fn of publishers) this.allowPublish(fn);
  }

  /** wss://{apiId}.execute-api.{region}.amazonaws.com/ws: the API itself, not through the distribution. */
  get url(): string {
    return this.stage.url;
  }

  /** {apiId}.execute-api.{region}.amazonaws.com, the distribution's origin for /ws. */
  get domainName(): string {
    return `${this.api.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** https://{apiId}.execute-api.{region}.amazonaws.com/ws, what PostToConnection calls. */
  get managementEndpoint(): string {
    return this.stage.callbackUrl;
  }

  /** Lets a function push to connections: the endpoint in its environment, and the IAM right. */
  allowPublish(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addEnvironment('WS_MANAGEMENT_ENDPOINT', this.managementEndpoint);
    // This stage's connections only (CDK's grantManageConnections names every stage and method).
    const connections = Stack.of(this).formatArn({
      service: 'execute-api',
      resource: this.api.apiId,
      resourceName: `${this.stage.stageName}/*/@connections/*`,
    });
    fn.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }));
    acknowledge(
      fn,
      'Connection ids are made at run time: every connection of this stage, for PostToConnection, GetConnection and DeleteConnection.',
      wildcardResource(this, connections),
    );
  }
}

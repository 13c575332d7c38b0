import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat, CfnAccount } from 'aws-cdk-lib/aws-apigateway';
import { type IAccessLogSettings, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';

/**
 * One JSON line per request (docs/INFRA-NOTES.md §cdk-nag): who called what and how it ended. No token
 * claims: the handlers' own logs carry the user id.
 */
export const HTTP_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
} as const;

export const WEBSOCKET_ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  connectionId: '$context.connectionId',
  eventType: '$context.eventType',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
} as const;

/** An API stage's access logs: their own log group, kept as long as the functions' logs. */
export function accessLog(
  scope: Construct,
  id: string,
  stage: Pick<StageConfig, 'logRetention' | 'retain'>,
  fields: Record<string, string>,
): IAccessLogSettings {
  const logGroup = new LogGroup(scope, id, {
    retention: stage.logRetention,
    removalPolicy: stage.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  return { destination: new LogGroupLogDestination(logGroup), format: AccessLogFormat.custom(JSON.stringify(fields)) };
}

/**
 * The API Gateway account setting (one per account and Region) naming the role that writes WebSocket
 * logs. The role is kept when the stack goes: another stage of the same account may be using it.
 */
export function apiGatewayLogsRole(scope: Construct): CfnAccount {
  const role = new Role(scope, 'ApiGatewayLogsRole', {
    assumedBy: new ServicePrincipal('apigateway.amazonaws.com'),
    managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
  });
  role.applyRemovalPolicy(RemovalPolicy.RETAIN);
  acknowledge(
    role,
    'The AWS managed policy API Gateway documents for this account setting (it creates and writes the API log groups).',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
  );
  const account = new CfnAccount(scope, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
  account.node.addDependency(role);
  return account;
}

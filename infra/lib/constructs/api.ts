import { Duration, Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  CorsHttpMethod,
  type CorsPreflightOptions,
  HttpApi,
  HttpMethod,
  HttpStage,
  type HttpRoute as CdkHttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { HTTP_ROUTES, type HttpRouteSpec } from '../../../functions/src/routes';
import { createWithAccess, type GrantTargets } from '../access-grants';
import type { StageConfig } from '../config';
import { accessLog, HTTP_ACCESS_LOG_FIELDS } from './access-logs';
import type { FunctionFactory } from '../function-factory';
import { acknowledge } from '../nag';

export interface ApiProps {
  stage: StageConfig;
  functions: FunctionFactory;
  /** What the routes' declared access may name: every resource of the stack. */
  grants: Required<GrantTargets>;
  /** The pool's token issuer and the SPA client id (the JWT audience). */
  issuer: string;
  clientId: string;
  /** AUTH_ISSUER and AUTH_CLIENT_ID for the handlers' own token check. */
  authEnvironment: Record<string, string>;
  /** More environment for every HTTP function (billing's APP_URL and Stripe price ids). */
  environment?: Record<string, string>;
  /**
   * CORS allow-list. The site calls the API through its own distribution (same origin, no CORS), so
   * only a local web build against this stage needs one: localhost, when the stage allows it.
   */
  allowedOrigins: string[];
  /** Defaults to HTTP_ROUTES; tests pass their own table. */
  routes?: readonly HttpRouteSpec[];
}

/**
 * The HTTP API: one Lambda per entry of HTTP_ROUTES, granted exactly the access the entry
 * declares; a Cognito JWT authorizer on every route that is not public; CORS only for the
 * origins named (none in prod: the site reaches the API as `/api` on its own origin); and stage-level throttling with a stricter per-route limit for model-backed
 * (`throttle: 'generation'`) routes.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Keyed by `METHOD /path`, the API Gateway route key. */
  readonly functions: Record<string, LambdaFunction> = {};
  /** Route keys of the routes that call a model or start a generation (their p95 latency is alarmed). */
  readonly modelRoutes: string[] = [];
  /** Route keys of the webhooks (a refused delivery is alarmed). */
  readonly webhookRoutes: string[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stage } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `viraliza-${stage.stage}`,
      createDefaultStage: false,
      // docs/INFRA-NOTES.md §edge: the browser reaches the API through the distribution.
      ...(props.allowedOrigins.length > 0 ? { corsPreflight: corsFor(props.allowedOrigins) } : {}),
    });

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuer, { jwtAudience: [props.clientId] });

    const generationRoutes: CdkHttpRoute[] = [];
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

    for (const route of props.routes ?? HTTP_ROUTES) {
      const routeKey = `${route.method} ${route.path}`;
      const generation = route.throttle === 'generation';
      const { access } = route;
      const fn = createWithAccess(
        props.functions,
        this,
        {
          entry: route.entry,
          description: routeKey,
          environment: { ...props.environment, ...props.authEnvironment },
          // Model calls are slow; API Gateway stops waiting at 30 s anyway.
          timeout: generation || access.textModel || access.imageModel ? Duration.seconds(29) : Duration.seconds(10),
          access,
          checksOrigin: true,
        },
        props.grants,
      );

      const cdkRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${fn.node.id}Integration`, fn),
        ...(route.public ? {} : { authorizer }),
      });
      this.functions[routeKey] = fn;
      if (generation || access.textModel || access.imageModel) this.modelRoutes.push(routeKey);
      if (route.path.startsWith('/api/webhooks/')) this.webhookRoutes.push(routeKey);
      if (route.public)
        for (const r of cdkRoutes)
          acknowledge(
            r,
            'Public by design (routes.ts `public`): health, the contact form, and webhooks that check their own signature.',
            'AwsSolutions-APIG4',
          );

      if (generation) {
        generationRoutes.push(...cdkRoutes);
        routeSettings[routeKey] = {
          ThrottlingRateLimit: stage.throttle.generation.rateLimit,
          ThrottlingBurstLimit: stage.throttle.generation.burstLimit,
        };
      }
    }

    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stage.throttle.http,
      accessLogSettings: accessLog(this, 'AccessLogs', stage, HTTP_ACCESS_LOG_FIELDS),
    });

    if (generationRoutes.length > 0) {
      const cfnStage = this.stage.node.defaultChild as CfnStage;
      cfnStage.routeSettings = routeSettings;
      // Route settings name route keys; CloudFormation rejects keys of routes that don't exist yet.
      for (const route of generationRoutes) this.stage.node.addDependency(route);
    }
  }

  /** The API origin, no trailing slash: https://{apiId}.execute-api.{region}.amazonaws.com */
  get endpoint(): string {
    return this.httpApi.apiEndpoint;
  }

  /** {apiId}.execute-api.{region}.amazonaws.com, the distribution's origin for /api/*. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }
}

function corsFor(allowOrigins: string[]): CorsPreflightOptions {
  return {
    allowOrigins,
    allowMethods: [
      CorsHttpMethod.GET,
      CorsHttpMethod.POST,
      CorsHttpMethod.PUT,
      CorsHttpMethod.PATCH,
      CorsHttpMethod.DELETE,
      CorsHttpMethod.OPTIONS,
    ],
    allowHeaders: ['authorization', 'content-type'],
    maxAge: Duration.hours(1),
  };
}

import { Duration } from 'aws-cdk-lib';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  type HttpRoute as CdkHttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { HTTP_ROUTES, type HttpRoute } from '../../../functions/src/routes';
import type { StageConfig } from '../config';
import type { FunctionFactory } from '../function-factory';
import type { Images } from './images';
import type { Jobs } from './jobs';
import type { Models } from './models';
import type { Realtime } from './realtime';
import type { SecretKey, Secrets } from './secrets';

/** What a route's Lambda may do beyond running. */
export interface RouteAccess {
  table: 'none' | 'read' | 'readWrite';
  /** May push to WebSocket connections (gets WS_MANAGEMENT_ENDPOINT and execute-api:ManageConnections). */
  realtime: boolean;
  /** May invoke the configured Bedrock models (and only those). */
  bedrock: boolean;
  /** Access to the images bucket (objects only). */
  images: 'none' | 'read' | 'readWrite';
  /** Secrets Manager secrets it may read (their names arrive in the environment). */
  secrets: readonly SecretKey[];
  /** Finder jobs: start executions, or resume them with a task token (webhook). */
  jobs: 'none' | 'start' | 'callback';
}

/**
 * Exceptions to the derived default, keyed by entry and merged over it. A test fails when
 * a key names no route. TODO(routes): move this onto HttpRoute in routes.ts so one file says it all.
 */
export const ROUTE_ACCESS_OVERRIDES: Readonly<Record<string, Partial<RouteAccess>>> = {
  'health/health.handler.ts': { table: 'none', realtime: false },
  // Reads the job row for its task token; resumes the state machine; never writes, never pushes.
  'jobs/finder-webhook.handler.ts': { table: 'read', realtime: false, secrets: ['finderWebhook'], jobs: 'callback' },
};

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Least privilege by default, derived from the route:
 * - a GET only reads the table and pushes nothing; any other method may write and publish;
 * - `throttle: 'generation'` routes, and writes under /api/images, may call Bedrock;
 * - routes under /api/images read (GET) or read and write the images bucket;
 * - routes under /api/billing and /api/webhooks/stripe read the Stripe secret.
 */
export function routeAccess(route: HttpRoute): RouteAccess {
  const read = route.method === 'GET';
  const images = under(route.path, '/api/images');
  const derived: RouteAccess = {
    table: read ? 'read' : 'readWrite',
    realtime: !read,
    bedrock: route.throttle === 'generation' || (images && !read),
    images: images ? (read ? 'read' : 'readWrite') : 'none',
    secrets: under(route.path, '/api/billing') || under(route.path, '/api/webhooks/stripe') ? ['stripe'] : [],
    jobs: 'none',
  };
  return { ...derived, ...ROUTE_ACCESS_OVERRIDES[route.entry] };
}

export interface ApiProps {
  stage: StageConfig;
  functions: FunctionFactory;
  table: ITableV2;
  realtime: Realtime;
  images: Images;
  secrets: Secrets;
  models: Models;
  jobs: Jobs;
  /** The pool's token issuer and the SPA client id (the JWT audience). */
  issuer: string;
  clientId: string;
  /** AUTH_ISSUER and AUTH_CLIENT_ID for the handlers' own token check. */
  authEnvironment: Record<string, string>;
  /** CORS allow-list: the site's origin (and localhost when the stage allows it). */
  allowedOrigins: string[];
  /** Defaults to HTTP_ROUTES; tests pass their own table. */
  routes?: readonly HttpRoute[];
}

/**
 * The HTTP API: one Lambda per entry of HTTP_ROUTES, a Cognito JWT authorizer on every
 * route that is not public, CORS for the app's origins, and stage-level throttling with a
 * stricter per-route limit for model-backed (`throttle: 'generation'`) routes.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** Keyed by `METHOD /path`, the API Gateway route key. */
  readonly functions: Record<string, NodejsFunction> = {};

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const { stage } = props;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `viraliza-${stage.stage}`,
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: props.allowedOrigins,
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
      },
    });

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuer, { jwtAudience: [props.clientId] });

    const generationRoutes: CdkHttpRoute[] = [];
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};

    for (const route of props.routes ?? HTTP_ROUTES) {
      const routeKey = `${route.method} ${route.path}`;
      const generation = route.throttle === 'generation';
      const access = routeAccess(route);
      const fn = props.functions.create(this, {
        entry: route.entry,
        description: routeKey,
        environment: props.authEnvironment,
        // Model calls are slow; API Gateway stops waiting at 30 s anyway.
        timeout: generation || access.bedrock ? Duration.seconds(29) : Duration.seconds(10),
        readsSecrets: access.secrets.length > 0,
      });

      if (access.table === 'read') props.table.grantReadData(fn);
      if (access.table === 'readWrite') props.table.grantReadWriteData(fn);
      if (access.realtime) props.realtime.allowPublish(fn);
      if (access.bedrock) props.models.grantInvoke(fn);
      if (access.images === 'read') props.images.grantRead(fn);
      if (access.images === 'readWrite') props.images.grantReadWrite(fn);
      props.secrets.grant(fn, access.secrets);
      if (access.jobs === 'start') props.jobs.allowStart(fn);
      if (access.jobs === 'callback') props.jobs.allowCallback(fn);

      const cdkRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${fn.node.id}Integration`, fn),
        ...(route.public ? {} : { authorizer }),
      });
      this.functions[routeKey] = fn;

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
}

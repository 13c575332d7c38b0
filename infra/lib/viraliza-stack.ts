import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { HttpRouteSpec, WebSocketRoute } from '../../functions/src/routes';
import type { GrantTargets } from './access-grants';
import { runtimeConfigSchema, type RuntimeConfig } from '../../shared/src/config/runtime-config.schema';
import { billingEnvironment, DEFAULT_WEB_DIST, LOCAL_ORIGIN, type StageConfig } from './config';
import { FunctionFactory } from './function-factory';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { MissionTemplatesSeed } from './constructs/mission-templates-seed';
import { API_PATH, Hosting, WEBSOCKET_PATH } from './constructs/hosting';
import { Images } from './constructs/images';
import { LogBucket } from './constructs/log-bucket';
import { Jobs } from './constructs/jobs';
import { Models } from './constructs/models';
import { Observability } from './constructs/observability';
import { GenerationWorker } from './constructs/generation-worker';
import { Realtime } from './constructs/realtime';
import { Secrets } from './constructs/secrets';
import { OriginSecret } from './constructs/origin-secret';
import { WEB_ACL_REGION } from './constructs/web-acl';

export interface ViralizaStackProps extends StackProps {
  config: StageConfig;
  /**
   * The SPA build to upload (defaults to dist/web); synth fails when it has no index.html
   * (docs/INFRA-NOTES.md §first-deploy). `false` leaves the site out: tests of the rest of the stack only.
   */
  webDistDir?: string | false;
  /**
   * The CLOUDFRONT-scope web ACL made in us-east-1 by the edge stack (infra/lib/app.ts); required
   * when `waf` is on (docs/INFRA-NOTES.md §waf).
   */
  webAclArn?: string;
  /** Route tables; default to the ones in functions/src/routes.ts. Tests pass their own. */
  httpRoutes?: readonly HttpRouteSpec[];
  webSocketRoutes?: readonly WebSocketRoute[];
}

/** The whole Viraliza backend and web hosting for one stage (dev or prod). */
/** The route that reads YouTube (functions/src/routes.ts). */
export const FINDER_SEARCH_ROUTE = 'POST /api/finder/search';

export class ViralizaStack extends Stack {
  readonly data: Data;
  readonly images: Images;
  /** Access logs of the distribution and the buckets. */
  readonly logs: LogBucket;
  readonly secrets: Secrets;
  /** The header the distribution sends the APIs (docs/INFRA-NOTES.md §origin-secret). */
  readonly originSecret: OriginSecret;
  readonly models: Models;
  readonly hosting: Hosting;
  readonly auth: Auth;
  readonly realtime: Realtime;
  readonly jobs: Jobs;
  readonly api: Api;
  readonly observability: Observability;
  readonly generationWorker: GenerationWorker;
  readonly functions: FunctionFactory;
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: ViralizaStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.data = new Data(this, 'Data', { retain: config.retain });
    // the table's seed rows, written on deploy (docs/INFRA-NOTES.md §seed-data)
    new MissionTemplatesSeed(this, 'MissionTemplatesSeed', {
      table: this.data.table,
      logRetention: config.logRetention,
      retain: config.retain,
    });
    this.logs = new LogBucket(this, 'AccessLogs', config);
    this.images = new Images(this, 'Images', { retain: config.retain, logBucket: this.logs.bucket });
    this.secrets = new Secrets(this, 'Secrets', config);
    this.originSecret = new OriginSecret(this, 'OriginSecret');
    this.models = new Models(this, { textModelId: config.textModelId, imageModelId: config.imageModelId });
    // Every function gets the same configuration; IAM decides what each may actually touch.
    const functions = new FunctionFactory({
      stage: config,
      environment: {
        VIRALIZA_MODE: 'aws',
        // the custom metrics' Stage dimension (functions/src/core/metrics.ts)
        STAGE: config.stage,
        TABLE_NAME: this.data.table.tableName,
        IMAGES_BUCKET: this.images.bucket.bucketName,
        TEXT_WRITER: 'bedrock',
        TEXT_MODEL_ID: config.textModelId,
        IMAGE_MODEL_ID: config.imageModelId,
      },
    });
    this.functions = functions;

    // What a function's declared access may name; Realtime and Jobs join once they exist.
    const grants = {
      table: this.data.table,
      models: this.models,
      images: this.images,
      secrets: this.secrets,
      origin: this.originSecret,
    } satisfies GrantTargets;

    this.hosting = new Hosting(this, 'Hosting', {
      retain: config.retain,
      priceClass: config.priceClass,
      logBucket: this.logs.bucket,
      webAclArn: this.webAclArn(props),
    });
    const appOrigins = [this.hosting.siteUrl, ...(config.allowLocalhost ? [LOCAL_ORIGIN] : [])];

    this.auth = new Auth(this, 'Auth', { stage: config, functions, grants, appOrigins });
    const authEnvironment = { AUTH_ISSUER: this.auth.issuer, AUTH_CLIENT_ID: this.auth.client.userPoolClientId };

    this.realtime = new Realtime(this, 'Realtime', {
      stage: config,
      functions,
      grants,
      authEnvironment,
      routes: props.webSocketRoutes,
    });

    this.jobs = new Jobs(this, 'Jobs', {
      stage: config,
      functions,
      table: this.data.table,
      grants,
      authEnvironment,
    });

    this.generationWorker = new GenerationWorker(this, 'Generations', {
      functions,
      grants: { ...grants, realtime: this.realtime },
      authEnvironment,
    });

    this.api = new Api(this, 'Api', {
      stage: config,
      functions,
      grants: {
        ...grants,
        realtime: this.realtime,
        jobs: this.jobs,
        userPool: this.auth.userPool,
        generationWorker: this.generationWorker,
      },
      issuer: this.auth.issuer,
      clientId: this.auth.client.userPoolClientId,
      authEnvironment,
      // Checkout and the portal come back to the site. Price ids from the context (docs/INFRA-NOTES.md §stripe).
      environment: billingEnvironment(config, this.hosting.siteUrl),
      // The site calls /api on its own origin; only a local web build needs CORS (docs/INFRA-NOTES.md §edge).
      allowedOrigins: config.allowLocalhost ? [LOCAL_ORIGIN] : [],
      routes: props.httpRoutes,
    });

    // The Viral Finder's sync search reads YouTube with the key from the context; without it the search
    // answers a pt-BR 503 saying what is missing (docs/INFRA-NOTES.md §finder).
    const youtubeApiKey = this.node.tryGetContext('youtubeApiKey') as string | undefined;
    if (youtubeApiKey) this.api.functions[FINDER_SEARCH_ROUTE]?.addEnvironment('YOUTUBE_API_KEY', youtubeApiKey);

    // One origin for the browser: /api/* and /ws go through the distribution (docs/INFRA-NOTES.md §edge),
    // which alone knows the header the APIs' functions ask for (docs/INFRA-NOTES.md §origin-secret).
    const originHeader = this.originSecret.headerValue;
    this.hosting.routeApi(this.api.domainName, originHeader);
    this.hosting.routeWebSocket(this.realtime.domainName, originHeader);

    // CSP: what the SPA talks to besides its own origin ('self' covers /api and the wss:// of /ws):
    // Cognito's sign-in endpoint and hosted UI stay cross-origin.
    const region = this.region;
    this.hosting.allowConnect(`https://cognito-idp.${region}.amazonaws.com`, `https://${this.auth.oauthDomain}`);
    this.hosting.allowForms(`https://${this.auth.oauthDomain}`);
    // Presigned image URLs; Google profile pictures (Cognito maps the `picture` claim).
    this.hosting.allowImages(this.images.origin, 'https://*.googleusercontent.com');
    // The image generator fetches a presigned PNG to download it under its name.
    this.hosting.allowConnect(this.images.origin);

    this.observability = new Observability(this, 'Observability', {
      stage: config,
      httpApi: this.api.httpApi,
      routes: {
        functions: this.api.functions,
        model: this.api.modelRoutes,
        webhooks: this.api.webhookRoutes,
      },
      webSocketApi: this.realtime.api,
      webSocketStageName: this.realtime.stage.stageName,
      functions: functions.created,
      table: this.data.table,
      stateMachine: this.jobs.stateMachine,
      modelIds: this.models.modelIds,
      longRunning: [{ fn: this.generationWorker.fn, timeout: this.generationWorker.timeout }],
    });

    // Checked with the SPA's own schema, so a renamed field fails synth rather than the app at boot.
    this.runtimeConfig = runtimeConfigSchema.parse({
      mode: 'aws',
      // On the site's own origin, as in local mode (docs/INFRA-NOTES.md §edge); the web client
      // appends the route path after /api, and makes /ws a wss:// URL of the page's host.
      apiUrl: API_PATH,
      wsUrl: WEBSOCKET_PATH,
      region: this.region,
      auth: {
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        oauthDomain: this.auth.oauthDomain,
        googleEnabled: this.auth.googleEnabled,
      },
    } satisfies RuntimeConfig);
    if (props.webDistDir !== false) this.hosting.deployWebApp(props.webDistDir ?? DEFAULT_WEB_DIST, this.runtimeConfig);

    new CfnOutput(this, 'SiteUrl', { value: this.hosting.siteUrl });
    new CfnOutput(this, 'ApiUrl', { value: `${this.hosting.siteUrl}${API_PATH}` });
    new CfnOutput(this, 'WebSocketUrl', {
      value: `wss://${this.hosting.distribution.distributionDomainName}${WEBSOCKET_PATH}`,
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'OAuthDomain', { value: this.auth.oauthDomain });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.hosting.bucket.bucketName });
    new CfnOutput(this, 'ImagesBucketName', { value: this.images.bucket.bucketName });
    new CfnOutput(this, 'FinderStateMachineArn', { value: this.jobs.stateMachine.stateMachineArn });
    // Through the distribution too: the API's own host refuses what lacks the origin header (docs/INFRA-NOTES.md §origin-secret).
    new CfnOutput(this, 'StripeWebhookUrl', { value: `${this.hosting.siteUrl}${API_PATH}/webhooks/stripe` });
    new CfnOutput(this, 'FinderWebhookUrl', { value: `${this.hosting.siteUrl}${API_PATH}/webhooks/finder` });
    new CfnOutput(this, 'DashboardUrl', { value: this.observability.dashboardUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.observability.topic.topicArn });
    // What the deploy writes to /config.json, with the hosts a local web build pointed at this stage
    // needs (its page is on localhost: dev's CORS allows it, docs/INFRA-NOTES.md §edge).
    new CfnOutput(this, 'RuntimeConfig', {
      value: this.toJsonString({
        ...this.runtimeConfig,
        apiUrl: `${this.hosting.siteUrl}${API_PATH}`,
        wsUrl: `wss://${this.hosting.distribution.distributionDomainName}${WEBSOCKET_PATH}`,
      }),
    });
  }

  /** The edge stack's web ACL; a stage with `waf` on is built by buildApp, which makes it (docs/INFRA-NOTES.md §waf). */
  private webAclArn(props: ViralizaStackProps): string | undefined {
    if (props.config.waf.enabled && props.webAclArn === undefined)
      throw new Error(
        `Context "waf" is on: the CloudFront web ACL lives in ${WEB_ACL_REGION}, in the edge stack; build the app with buildApp (infra/lib/app.ts), or pass -c waf=false`,
      );
    return props.webAclArn;
  }
}

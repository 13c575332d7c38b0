import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, IgnoreMode, Lazy } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  type PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, type BucketDeploymentProps, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { DEFAULT_SITE_ORIGIN } from '../../../shared/src/navigation/prerendered-routes';
import { ORIGIN_HEADER } from '../../../functions/src/http/origin';
import type { Policy } from 'aws-cdk-lib/aws-iam';
import { acknowledge, wildcardsOf } from '../nag';
import { LOG_PREFIXES } from './log-bucket';
import { privateBucketProps } from './private-bucket';
import type { RuntimeConfig } from '../../../shared/src/config/runtime-config.schema';
import { contentSecurityPolicy, SITE_HEADERS } from '../../../shared/src/http/security-headers';
import {
  ASSETS_DIR,
  CACHE_CONTROL,
  type CacheClass,
  extensionOf,
  FALLBACK_HTML_FILE,
  pageRouting,
  RUNTIME_CONFIG_FILE,
  staticFileRule,
} from '../../../shared/src/http/static-hosting';

export interface HostingProps {
  retain: boolean;
  /** PriceClass_All in prod: the only class with South American edges (docs/INFRA-NOTES.md §region). */
  priceClass: PriceClass;
  /** Where the distribution's standard logs and the site bucket's access logs go (constructs/log-bucket.ts). */
  logBucket: IBucket;
  /** The CLOUDFRONT-scope web ACL's ARN (constructs/web-acl.ts); none when the stage runs without WAF. */
  webAclArn?: string;
}

/**
 * Paths the distribution sends to the APIs (routeApi, routeWebSocket): the page-routing function
 * never rewrites them, so an API's 403 or 404 reaches the browser as the API answered it.
 */
export const API_PATH = '/api';
export const WEBSOCKET_PATH = '/ws';

/** What synth says when there is no web build to upload (docs/INFRA-NOTES.md §first-deploy). */
export function missingWebBuildMessage(webDistDir: string): string {
  return `No web build in ${webDistDir} (index.html is missing): run \`npm run build:web\` before \`cdk synth\` or \`cdk deploy\`, so the deploy never ships an empty site.`;
}

/**
 * The extensions whose content type the upload (`aws s3 sync`, Python's mimetypes) gets right by
 * itself; any other file is uploaded with the shared rules' type (the manifest's
 * application/manifest+json).
 */
const TYPES_THE_UPLOAD_KNOWS = new Set(['html', 'js', 'css', 'json', 'svg', 'png', 'jpg', 'jpeg', 'txt', 'xml', 'ico']);

/** The deployment each cache class is uploaded by; a file of an unknown type gets its own beside it. */
const DEPLOYMENT_OF: Record<CacheClass, string> = {
  immutable: 'DeployAssets',
  public: 'DeployPublic',
  revalidate: 'DeployEntry',
};

interface UploadGroup {
  id: string;
  cacheClass: CacheClass;
  contentType?: string;
  files: string[];
}

/**
 * Every file of the build the bucket gets, relative and `/`-separated. Source maps carry the full
 * source text: the build writes them (local debugging) but they never reach the public bucket,
 * and prune removes any an older deployment left there. config.json is the stage's own.
 */
function deployableFiles(webDistDir: string): string[] {
  return fs
    .readdirSync(webDistDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(webDistDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => extensionOf(f) !== 'map' && f !== RUNTIME_CONFIG_FILE)
    .sort();
}

/** The build's files by upload: one per cache class, and one per extension the upload cannot type. */
function uploadGroups(files: string[]): UploadGroup[] {
  const groups = new Map<string, UploadGroup>();
  for (const cacheClass of Object.keys(DEPLOYMENT_OF) as CacheClass[])
    groups.set(DEPLOYMENT_OF[cacheClass], { id: DEPLOYMENT_OF[cacheClass], cacheClass, files: [] });
  for (const file of files) {
    const rule = staticFileRule(file);
    const ext = extensionOf(file);
    const typed = !TYPES_THE_UPLOAD_KNOWS.has(ext);
    const id = DEPLOYMENT_OF[rule.cacheClass] + (typed ? ext.replace(/^./, (c) => c.toUpperCase()) : '');
    const group = groups.get(id) ?? { id, cacheClass: rule.cacheClass, contentType: rule.contentType, files: [] };
    group.files.push(file);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Only these files of the build folder, as a git-style exclude list (the default glob mode cannot reach into folders). */
function onlyFiles(files: string[]): { ignoreMode: IgnoreMode; exclude: string[] } {
  const literal = (f: string) => f.replace(/[\\*?[\]!#]/g, (c) => `\\${c}`);
  return { ignoreMode: IgnoreMode.GIT, exclude: ['*', '!*/', ...files.map((f) => `!/${literal(f)}`)] };
}

/**
 * The viewer-request function (cloudfront-js-2.0) that routes page paths as the local server does
 * (docs/ARCHITECTURE.md §hosting): a path whose last segment has an extension is a file and goes
 * to the bucket as is (a missing one is S3's 404); a pre-rendered route, with or without a
 * trailing slash, gets its page; any other path gets the shell. Generated from
 * shared/src/http/static-hosting.ts at synth, so the route list lives in one place.
 */
export function viewerRequestFunctionCode(routing: { routes: Record<string, string>; shell: string }): string {
  const routes = Object.fromEntries(Object.entries(routing.routes).map(([route, file]) => [route, `/${file}`]));
  return [
    '// Generated at synth from shared/src/http/static-hosting.ts (docs/ARCHITECTURE.md §hosting).',
    `var ROUTES = ${JSON.stringify(routes)};`,
    `var SHELL = ${JSON.stringify(`/${routing.shell}`)};`,
    `var APIS = ${JSON.stringify([API_PATH, WEBSOCKET_PATH])};`,
    'function handler(event) {',
    '  var request = event.request;',
    '  var uri = request.uri;',
    // Their own behaviours take these paths first; should one ever land here, it is still never a page.
    '  for (var i = 0; i < APIS.length; i++)',
    "    if (uri === APIS[i] || uri.indexOf(APIS[i] + '/') === 0) return request;",
    "  var last = uri.slice(uri.lastIndexOf('/') + 1);",
    "  if (last.lastIndexOf('.') > 0) return request;",
    "  var page = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;",
    '  request.uri = Object.prototype.hasOwnProperty.call(ROUTES, page) ? ROUTES[page] : SHELL;',
    '  return request;',
    '}',
    '',
  ].join('\n');
}

/**
 * The SPA: a private, encrypted bucket read by CloudFront through Origin Access Control, served
 * by the rules of shared/src/http/static-hosting.ts, which the local server follows too
 * (docs/ARCHITECTURE.md §hosting): a viewer-request function maps page paths to their
 * pre-rendered HTML or the shell; `/assets/*` is cached a year at the edge, everything else as
 * its Cache-Control says; both compress (brotli, else gzip). Every answer carries the security
 * headers policy: CSP, HSTS, nosniff, DENY framing, Referrer-Policy and a Permissions-Policy that
 * keeps the camera and microphone (teleprompter) to this origin, all defined in
 * shared/src/http/security-headers.ts, which the local server sends too
 * (docs/LOCAL-MODE.md §security-headers). The CSP comes from the sources the rest of the stack
 * registers with allowConnect / allowImages / allowForms.
 * TODO: custom domain + certificate.
 */
export class Hosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  private readonly cspSources = { connect: [] as string[], img: [] as string[], form: [] as string[] };
  /** The files of the build deployWebApp uploads; until then (no build) every page is assumed built. */
  private builtFiles?: ReadonlySet<string>;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketProps(props.retain),
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.siteBucket,
    });

    this.headersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Viraliza SPA security headers',
      securityHeadersBehavior: {
        // Resolved at synth time, after the API, WebSocket and auth endpoints are registered.
        contentSecurityPolicy: {
          contentSecurityPolicy: Lazy.string({
            produce: () => contentSecurityPolicy(this.cspSources, { upgradeInsecureRequests: true }),
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SITE_HEADERS.hstsMaxAgeSeconds),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[SITE_HEADERS.frameOptions], override: true },
        referrerPolicy: { referrerPolicy: SITE_HEADERS.referrerPolicy as HeadersReferrerPolicy, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: SITE_HEADERS.permissionsPolicy,
            override: true,
          },
        ],
      },
    });

    // LIST lets S3 answer a missing key with 404 rather than 403: a missing /assets/* file is a real 404.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      'No request can list the bucket: the function sends / to index.html and no query string reaches S3',
    );
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const viewerRequest = new CloudFrontFunction(this, 'PageRouting', {
      comment: 'Viraliza: page paths to their pre-rendered HTML or the shell',
      runtime: FunctionRuntime.JS_2_0,
      // Resolved at synth, once deployWebApp knows which pages the build has.
      code: FunctionCode.fromInline(
        Lazy.string({
          produce: () => viewerRequestFunctionCode(pageRouting((file) => this.builtFiles?.has(file) ?? true)),
        }),
      ),
    });
    // The pages, config.json and the public files: the edge keeps each as long as its
    // Cache-Control says (no-cache: revalidated with S3 every time), brotli and gzip apart.
    const pagesCache = new CachePolicy(this, 'PagesCache', {
      comment: 'Viraliza pages: the origin Cache-Control decides',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Viraliza web app',
      defaultRootObject: FALLBACK_HTML_FILE,
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: pagesCache,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Hashed names: a year at the edge and in the browser (their Cache-Control says so too).
        [`/${ASSETS_DIR}/*`]: {
          origin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.headersPolicy,
          compress: true,
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: LOG_PREFIXES.cloudFront,
    });
    // docs/INFRA-NOTES.md §cdk-nag
    acknowledge(
      this.distribution,
      'The site is served on the default *.cloudfront.net certificate, where CloudFront fixes the security policy (TLSv1); a minimum of TLSv1.2_2021 needs a custom domain and its certificate.',
      'AwsSolutions-CFR4',
    );
    acknowledge(
      this.distribution,
      'No geo restriction by design: users are in Brazil, but travelling users and link previews come from anywhere.',
      'AwsSolutions-CFR1',
    );
    if (!props.webAclArn)
      acknowledge(
        this.distribution,
        'No web ACL in this stage: context `waf` is off (the default in dev, docs/INFRA-NOTES.md §waf); prod has one.',
        'AwsSolutions-CFR2',
      );
  }

  /**
   * `/api/*` to the HTTP API through this distribution, so the browser talks to one origin: no
   * CORS, and the CSP's connect-src is 'self' (docs/INFRA-NOTES.md §edge). Nothing is cached; every
   * viewer header but Host goes through (API Gateway routes on its own host name), with the query
   * string and cookies; all methods.
   */
  routeApi(apiDomainName: string, originHeader: string): void {
    this.distribution.addBehavior(`${API_PATH}/*`, apiOrigin(apiDomainName, originHeader), {
      ...API_BEHAVIOUR,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      responseHeadersPolicy: this.headersPolicy,
    });
  }

  /**
   * `/ws` to the WebSocket API's stage of the same name: CloudFront proxies the upgrade, and API
   * Gateway accepts a connection on the stage's path only (a longer path is a 403), so the path
   * pattern is the stage and the origin has no path (docs/INFRA-NOTES.md §edge).
   */
  routeWebSocket(apiDomainName: string, originHeader: string): void {
    this.distribution.addBehavior(WEBSOCKET_PATH, apiOrigin(apiDomainName, originHeader), {
      ...API_BEHAVIOUR,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    });
  }

  /** Origins the SPA may fetch from or open sockets to (CSP connect-src). */
  allowConnect(...sources: string[]): void {
    this.cspSources.connect.push(...sources);
  }

  /** Origins images may load from (CSP img-src), e.g. the images bucket's presigned URLs. */
  allowImages(...sources: string[]): void {
    this.cspSources.img.push(...sources);
  }

  /** Origins a form may post to (CSP form-action), e.g. the Cognito hosted UI. */
  allowForms(...sources: string[]): void {
    this.cspSources.form.push(...sources);
  }

  /** https://{id}.cloudfront.net, no trailing slash: the app's origin. */
  get siteUrl(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Uploads the web build with a `/config.json` for this stage. A folder without index.html
   * fails synth, naming the command that builds it: a deploy never ships an empty site.
   * Each file goes up with its class's Cache-Control (docs/ARCHITECTURE.md §hosting): the hashed
   * assets first (that deployment also prunes what no upload of this build owns, old source maps
   * included), then the public files, and the pages and config.json last, so a new page never
   * points at assets not yet uploaded. Source maps are left out (deployableFiles).
   */
  deployWebApp(webDistDir: string, runtimeConfig: RuntimeConfig): BucketDeployment {
    if (!fs.existsSync(path.join(webDistDir, FALLBACK_HTML_FILE))) throw new Error(missingWebBuildMessage(webDistDir));

    const files = deployableFiles(webDistDir);
    this.builtFiles = new Set(files);
    const groups = uploadGroups(files);
    const upload = (group: UploadGroup, extra: Partial<BucketDeploymentProps>) =>
      new BucketDeployment(this, group.id, {
        destinationBucket: this.bucket,
        sources: [Source.asset(webDistDir, onlyFiles(group.files))],
        cacheControl: [CacheControl.fromString(CACHE_CONTROL[group.cacheClass])],
        ...(group.contentType ? { contentType: group.contentType } : {}),
        prune: false,
        memoryLimit: 512, // the same for every upload, so they share one handler Lambda
        ...extra,
      });

    const assetsGroup = groups.find((g) => g.id === DEPLOYMENT_OF.immutable)!;
    const rest = groups.filter((g) => g !== assetsGroup);
    const others = rest.flatMap((g) => g.files);
    const assets = upload(assetsGroup, { prune: true, exclude: [...others, RUNTIME_CONFIG_FILE] });
    const entryGroup = rest.find((g) => g.id === DEPLOYMENT_OF.revalidate)!;
    const middle = rest
      .filter((g) => g !== entryGroup && g.files.length > 0)
      .map((g) => {
        const deployment = upload(g, {});
        deployment.node.addDependency(assets);
        return deployment;
      });
    // The pages name the site in their canonical and Open Graph URLs: the build wrote the local
    // default, replaced here by the distribution's URL at deploy time (docs/ARCHITECTURE.md §hosting).
    const pages = entryGroup.files.filter((f) => f.endsWith('.html'));
    const entry = upload(entryGroup, {
      sources: [
        Source.asset(webDistDir, onlyFiles(entryGroup.files.filter((f) => !pages.includes(f)))),
        ...pages.map((file) =>
          Source.data(
            file,
            fs.readFileSync(path.join(webDistDir, file), 'utf8').split(DEFAULT_SITE_ORIGIN).join(this.siteUrl),
          ),
        ),
        Source.jsonData(RUNTIME_CONFIG_FILE, runtimeConfig),
      ],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(assets, ...middle);
    acknowledgeUploadHandler(entry);
    return entry;
  }
}

/**
 * API Gateway answers HTTPS only; CloudFront's 30 s origin timeout is above API Gateway's own 29-30 s. Every
 * request gets the origin header, the WebSocket upgrade too (a viewer's own header of that name is replaced),
 * its value a dynamic reference to the stack's secret.
 */
function apiOrigin(domainName: string, originHeader: string): HttpOrigin {
  return new HttpOrigin(domainName, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: { [ORIGIN_HEADER]: originHeader },
  });
}

/**
 * What the API behaviours share: HTTPS only (a redirected POST would arrive as a GET), nothing cached. The
 * managed AllViewerExceptHostHeader sends every viewer header but Host, and CloudFront's own viewer headers,
 * CloudFront-Viewer-Address among them: the functions take the viewer's IP from it (docs/INFRA-NOTES.md §viewer-address).
 */
const API_BEHAVIOUR = {
  viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
  cachePolicy: CachePolicy.CACHING_DISABLED,
  originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
  compress: false,
} as const;

/**
 * The uploads share one handler Lambda that CDK builds and owns (its runtime, its role): it runs only
 * during a deploy, as a CloudFormation custom resource. docs/INFRA-NOTES.md §cdk-nag
 */
function acknowledgeUploadHandler(deployment: BucketDeployment): void {
  const handler = deployment.handlerRole.node.scope!;
  const policy = deployment.handlerRole.node.tryFindChild('DefaultPolicy') as Policy;
  acknowledge(
    handler,
    'CDK’s BucketDeployment handler: CDK picks its runtime and writes its role (the asset bucket, this site bucket’s objects, the invalidation).',
    'AwsSolutions-L1',
    'Serverless-LambdaLatestVersion',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    ...wildcardsOf(policy),
  );
  acknowledge(
    handler,
    'A CloudFormation custom resource handler that runs during deploys only: a failure fails the deployment, which CloudFormation reports and rolls back.',
    'Serverless-LambdaDLQ',
    'Serverless-LambdaTracing',
  );
}

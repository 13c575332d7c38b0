import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, Duration, Lazy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { privateBucketProps } from './private-bucket';
import type { RuntimeConfig } from '../../../shared/src/config/runtime-config.schema';
import { contentSecurityPolicy, SITE_HEADERS } from '../../../shared/src/http/security-headers';

export interface HostingProps {
  retain: boolean;
}

/** Served with `no-cache`: they name the current build and the stage's endpoints. */
const ENTRY_FILES = ['index.html', 'config.json'];
/**
 * Source maps carry the full source text: the build writes them (local debugging) but they
 * never reach the public bucket, and prune removes any an older deployment left there.
 */
export const SOURCE_MAP_FILES = ['*.map', '**/*.map'];

/**
 * The SPA: a private, encrypted bucket read by CloudFront through Origin Access Control.
 * Unknown paths fall back to /index.html so client-side routes survive a reload. Every
 * answer carries the security headers policy: CSP, HSTS, nosniff, DENY framing,
 * Referrer-Policy and a Permissions-Policy that keeps the camera and microphone
 * (teleprompter) to this origin, all defined in shared/src/http/security-headers.ts, which the
 * local server sends too (docs/LOCAL-MODE.md §security-headers). The CSP comes from the sources
 * the rest of the stack registers with allowConnect / allowImages / allowForms.
 * TODO: custom domain + certificate.
 */
export class Hosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  private readonly cspSources = { connect: [] as string[], img: [] as string[], form: [] as string[] };

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'SiteBucket', {
      ...privateBucketProps(props.retain),
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

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Viraliza web app',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
      },
      // S3 answers 403 for a missing key when the caller may not list the bucket.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
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
   * Uploads the web build with a `/config.json` for this stage. Skipped when the build
   * folder is absent, so the stack synthesizes without a web build.
   * Hashed assets go first and are cached for a year; index.html and config.json follow
   * with `no-cache`, so a new index.html never points at assets not yet uploaded. Source
   * maps are left out (SOURCE_MAP_FILES).
   */
  deployWebApp(webDistDir: string, runtimeConfig: RuntimeConfig): BucketDeployment | undefined {
    if (!fs.existsSync(webDistDir)) return undefined;
    if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'viraliza:hosting:no-index',
        `${webDistDir} has no index.html; the web app is not deployed`,
      );
      return undefined;
    }

    const assets = new BucketDeployment(this, 'DeployAssets', {
      destinationBucket: this.bucket,
      sources: [Source.asset(webDistDir, { exclude: [...ENTRY_FILES, ...SOURCE_MAP_FILES] })],
      exclude: ENTRY_FILES, // also keeps prune from deleting them
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });

    const entry = new BucketDeployment(this, 'DeployEntry', {
      destinationBucket: this.bucket,
      sources: [
        Source.asset(webDistDir, { exclude: ['*', '!index.html'] }),
        Source.jsonData('config.json', runtimeConfig),
      ],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512, // same as the assets deployment, so both share one handler Lambda
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(assets);
    return entry;
  }
}

import { Duration } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Bucket, HttpMethods, type IBucket, StorageClass } from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { acknowledge, wildcardResource } from '../nag';
import { LOG_PREFIXES } from './log-bucket';
import { privateBucketProps } from './private-bucket';

export interface ImagesProps {
  /** Keep the bucket and its objects when the stack goes away (prod). */
  retain: boolean;
  /** Where the bucket's server access logs go (constructs/log-bucket.ts). */
  logBucket: IBucket;
}

/** Key prefix for uploads or renders that are only needed for a day. */
export const IMAGES_TMP_PREFIX = 'tmp/';

/**
 * The image history: a private, encrypted bucket. The browser never reads it directly;
 * functions hand out short-lived presigned GET URLs (so the site's CSP allows this
 * bucket's host in img-src). Lifecycle: abandoned multipart uploads and `tmp/` go after
 * a day; images older than 30 days move to Intelligent-Tiering (most are viewed in the
 * first days, all are kept).
 */
export class Images extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: ImagesProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps(props.retain),
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: LOG_PREFIXES.imagesBucket,
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'expire-tmp', prefix: IMAGES_TMP_PREFIX, expiration: Duration.days(1) },
        {
          id: 'tier-old-images',
          transitions: [{ storageClass: StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(30) }],
        },
      ],
      // The image generator downloads a PNG with fetch() to name the file (a cross-origin <a download>
      // is ignored). GET only, any origin: a presigned URL is itself the permission, and naming the
      // site here would be a cycle (the site's CSP names this bucket). docs/INFRA-NOTES.md §sharp-on-lambda.
      cors: [{ allowedMethods: [HttpMethods.GET], allowedOrigins: ['*'], maxAge: 3600 }],
    });
  }

  /** `https://{bucket}.s3.{region}.amazonaws.com`, the origin presigned URLs point at. */
  get origin(): string {
    return `https://${this.bucket.bucketRegionalDomainName}`;
  }

  /**
   * Get objects (presigned GET URLs are signed with this right). The actions are named one by one:
   * CDK's grantRead would add `s3:GetObject*`, `s3:GetBucket*` and `s3:List*` (docs/INFRA-NOTES.md §cdk-nag).
   */
  grantRead(fn: IGrantable & IConstruct): void {
    this.allow(fn, ['s3:GetObject'], this.bucket.arnForObjects('*'));
  }

  /** Get, put and delete objects, and list them (account deletion erases a prefix); no bucket-level rights (no ACLs, no policy changes). */
  grantReadWrite(fn: IGrantable & IConstruct): void {
    this.allow(fn, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], this.bucket.arnForObjects('*'));
    this.allow(fn, ['s3:ListBucket'], this.bucket.bucketArn);
  }

  private allow(fn: IGrantable & IConstruct, actions: string[], resource: string): void {
    Grant.addToPrincipal({ grantee: fn, actions, resourceArns: [resource] });
    // Object keys are made at run time (one prefix per user): the object ARN must end in a wildcard.
    if (resource.endsWith('/*'))
      acknowledge(
        fn,
        'Object keys are created at run time, one prefix per user: the objects of this bucket only.',
        wildcardResource(this, resource),
      );
  }
}

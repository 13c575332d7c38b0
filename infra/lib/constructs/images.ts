import { Duration } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Bucket, HttpMethods, StorageClass } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucketProps } from './private-bucket';

export interface ImagesProps {
  /** Keep the bucket and its objects when the stack goes away (prod). */
  retain: boolean;
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

  grantRead(fn: IGrantable): void {
    this.bucket.grantRead(fn);
  }

  /** Read, put and delete objects; no bucket-level rights (no ACLs, no policy changes). */
  grantReadWrite(fn: IGrantable): void {
    this.bucket.grantRead(fn);
    this.bucket.grantPut(fn);
    this.bucket.grantDelete(fn);
  }
}

import { Duration } from 'aws-cdk-lib';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { acknowledge } from '../nag';
import { privateBucketProps } from './private-bucket';

/** Where each log lands in the log bucket. */
export const LOG_PREFIXES = { cloudFront: 'cloudfront/', siteBucket: 's3/site/', imagesBucket: 's3/images/' } as const;

/**
 * Access logs of the distribution and of the other buckets (docs/INFRA-NOTES.md §cdk-nag): private,
 * encrypted with S3 keys (CloudFront cannot write to a KMS bucket), TLS only, and each log deleted once
 * it is as old as the stage keeps its function logs.
 */
export class LogBucket extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, stage: Pick<StageConfig, 'retain' | 'logRetention'>) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      ...privateBucketProps(stage.retain),
      // CloudFront standard logging writes each file with an ACL for its log-delivery account: this
      // bucket alone keeps ACLs on, the objects still belong to us.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(stage.logRetention) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    acknowledge(
      this.bucket,
      'This is the log bucket: logging its own access would log every log delivery.',
      'AwsSolutions-S1',
    );
  }
}

import { RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';

/**
 * What every bucket of ours is: no public access, encrypted, TLS only, no ACLs; kept on
 * stack deletion in prod (`retain`), emptied and destroyed in dev.
 */
export function privateBucketProps(retain: boolean): BucketProps {
  return {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
    removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    autoDeleteObjects: !retain,
  };
}

import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl } from './constructs/web-acl';

export interface EdgeStackProps extends StackProps {
  stage: string;
  rateLimit: number;
}

/**
 * What CloudFront needs from us-east-1, wherever the app stack lives: the CLOUDFRONT-scope web ACL
 * (docs/INFRA-NOTES.md §waf). Its ARN reaches the app stack as a weak cross-stack reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, crossRegionReferences: true });
    this.webAcl = new WebAcl(this, 'WebAcl', { stage: props.stage, rateLimit: props.rateLimit });
  }
}

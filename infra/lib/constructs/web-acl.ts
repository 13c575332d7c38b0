import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** CloudFront takes web ACLs of scope CLOUDFRONT only, and those exist only in us-east-1. */
export const WEB_ACL_REGION = 'us-east-1';

/**
 * The webhooks' paths (functions/src/routes.ts): Stripe's and the finder's deliveries come through the
 * distribution too (docs/INFRA-NOTES.md §origin-secret), from a few addresses of theirs, in bursts with their
 * retries, and each proves itself by signature; the per-IP rate rule does not count them.
 */
export const WEBHOOKS_PATH_PREFIX = '/api/webhooks/';

export interface WebAclProps {
  /** Names the ACL and its metrics (`viraliza-<stage>-…`). */
  stage: string;
  /** Requests per IP in any 5-minute window before the IP is blocked (context `wafRateLimit`). */
  rateLimit: number;
}

/**
 * The distribution's web ACL (docs/INFRA-NOTES.md §waf): AWS's managed common rule set and a
 * rate-based rule per IP, in front of the site, /api and /ws alike. Scope CLOUDFRONT, so it
 * must be created in us-east-1 (edge-stack.ts).
 */
export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const name = `viraliza-${props.stage}`;
    const visibility = (metric: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${name}-${metric}`,
      sampledRequestsEnabled: true,
    });

    this.acl = new CfnWebACL(this, 'Acl', {
      name,
      // WAF's description allows letters, digits, spaces and =:#@/-,. only.
      description: `Viraliza ${props.stage} - web ACL of the CloudFront distribution`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('acl'),
      rules: [
        {
          name: 'RatePerIp',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.rateLimit,
              evaluationWindowSec: 300,
              scopeDownStatement: {
                notStatement: {
                  statement: {
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: WEBHOOKS_PATH_PREFIX,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                },
              },
            },
          },
          visibilityConfig: visibility('rate-per-ip'),
        },
        {
          name: 'AwsCommonRuleSet',
          priority: 1,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // The set blocks bodies over 8 KB; a script saved from the editor or a pasted
              // transcript is longer, and each route's zod schema bounds its body anyway.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('common'),
        },
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}

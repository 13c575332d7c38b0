import { type App, type Environment, Tags } from 'aws-cdk-lib';
import { stageConfigFromContext } from './config';
import { EdgeStack } from './edge-stack';
import { WEB_ACL_REGION } from './constructs/web-acl';
import { ViralizaStack, type ViralizaStackProps } from './viraliza-stack';

export interface ViralizaApp {
  stack: ViralizaStack;
  /** The us-east-1 stack of the web ACL; only when `waf` is on. */
  edge?: EdgeStack;
}

/**
 * The stage's stacks (docs/INFRA-NOTES.md §waf): `Viraliza-<stage>`, and, when `waf` is on,
 * `Viraliza-<stage>-edge` in us-east-1, where CloudFront's web ACLs live. The ACL's ARN crosses
 * Regions as a weak reference (CloudFormation's Fn::GetStackOutput, cdk.json
 * `@aws-cdk/core:defaultCrossStackReferences`): no custom resource, and the app stack depends on the
 * edge stack, so `cdk deploy Viraliza-<stage>` deploys the edge stack first, on the first deploy too.
 */
export function buildApp(
  app: App,
  env: Required<Pick<Environment, 'account' | 'region'>>,
  extra: Omit<ViralizaStackProps, 'env' | 'config' | 'webAclArn' | 'crossRegionReferences'> & { id?: string } = {},
): ViralizaApp {
  const config = stageConfigFromContext(app.node);
  const { id = `Viraliza-${config.stage}`, ...props } = extra;
  const edge = config.waf.enabled
    ? new EdgeStack(app, `${id}-edge`, {
        env: { account: env.account, region: WEB_ACL_REGION },
        stage: config.stage,
        rateLimit: config.waf.rateLimit,
        description: `Viraliza (${config.stage}): the CloudFront web ACL, in ${WEB_ACL_REGION}`,
        terminationProtection: config.retain,
      })
    : undefined;
  const stack = new ViralizaStack(app, id, {
    description: `Viraliza (${config.stage}): web app, API, realtime, auth and data`,
    terminationProtection: config.retain,
    ...props,
    env,
    config,
    ...(edge ? { webAclArn: edge.webAcl.arn, crossRegionReferences: env.region !== WEB_ACL_REGION } : {}),
  });
  for (const s of [stack, ...(edge ? [edge] : [])]) {
    Tags.of(s).add('project', 'viraliza');
    Tags.of(s).add('stage', config.stage);
  }
  return { stack, ...(edge ? { edge } : {}) };
}

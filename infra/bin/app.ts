import { App, Tags } from 'aws-cdk-lib';
import { stageConfigFromContext } from '../lib/config';
import { ViralizaStack } from '../lib/viraliza-stack';

const app = new App();
const config = stageConfigFromContext(app.node);

// Without credentials (offline synth, CI) fall back to a placeholder account, so synth
// never needs AWS; a deploy with credentials uses the caller's account and region.
const env = {
  account: process.env.CDK_DEFAULT_ACCOUNT ?? '123456789012',
  region: process.env.CDK_DEFAULT_REGION ?? 'us-west-2',
};

const stack = new ViralizaStack(app, `Viraliza-${config.stage}`, {
  env,
  config,
  description: `Viraliza (${config.stage}): web app, API, realtime, auth and data`,
  terminationProtection: config.retain,
});
Tags.of(stack).add('project', 'viraliza');
Tags.of(stack).add('stage', config.stage);

import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app';

const app = new App();

// Without credentials (offline synth, CI) fall back to a placeholder account, so synth
// never needs AWS; a deploy with credentials uses the caller's account and region.
buildApp(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT ?? '123456789012',
  region: process.env.CDK_DEFAULT_REGION ?? 'us-west-2',
});

import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretKey } from '../../../functions/src/routes';
import type { StageConfig } from '../config';

/** The environment variable that carries each secret's *name* (never its value). */
export const SECRET_NAME_ENV: Readonly<Record<SecretKey, string>> = {
  stripe: 'STRIPE_SECRET_NAME',
  finderWebhook: 'FINDER_WEBHOOK_SECRET_NAME',
};

/**
 * Secrets Manager secrets the stack only refers to by name: they are created once per
 * account and stage (README, "Deploy to AWS"), so no value ever passes through code,
 * cdk.json or the template. A function granted one gets read access to that secret alone
 * and its name in the environment; it reads the value at run time through the
 * Parameters and Secrets extension. (The Google client secret is read by Cognito itself,
 * through a dynamic reference in constructs/auth.ts.)
 */
export class Secrets extends Construct {
  readonly byKey: Readonly<Record<SecretKey, ISecret>>;
  private readonly names: Readonly<Record<SecretKey, string>>;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    this.names = { stripe: stage.stripeSecretName, finderWebhook: stage.finderWebhookSecretName };
    this.byKey = {
      stripe: Secret.fromSecretNameV2(this, 'Stripe', this.names.stripe),
      finderWebhook: Secret.fromSecretNameV2(this, 'FinderWebhook', this.names.finderWebhook),
    };
  }

  grant(
    fn: { addEnvironment(key: string, value: string): unknown } & Parameters<ISecret['grantRead']>[0],
    keys: readonly SecretKey[],
  ): void {
    for (const key of keys) {
      this.byKey[key].grantRead(fn);
      fn.addEnvironment(SECRET_NAME_ENV[key], this.names[key]);
    }
  }
}

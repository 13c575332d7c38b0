import { Stack } from 'aws-cdk-lib';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct, IConstruct } from 'constructs';
import { acknowledge, wildcardResource } from '../nag';
import { checkModelRegion } from '../bedrock-models';

/** Converse uses InvokeModel, ConverseStream uses InvokeModelWithResponseStream. */
export const BEDROCK_INVOKE_ACTIONS = ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'];

/** System inference profiles are the model id with a geography prefix: `us.anthropic.…`, `global.…`. */
const PROFILE_PREFIX = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/;

export interface ModelGrant {
  /** Resources of the statement valid in this region: the profiles and the base models called directly. */
  direct: string[];
  /** The base models behind each profile, in any region the profile routes to, each only through that profile. */
  viaProfile: Array<{ profileArn: string; modelArn: string }>;
}

/** The ARNs a set of configured model ids needs, and no more. */
export function modelGrant(scope: Construct, modelIds: readonly string[]): ModelGrant {
  const stack = Stack.of(scope);
  const grant: ModelGrant = { direct: [], viaProfile: [] };
  for (const id of new Set(modelIds)) {
    const profile = PROFILE_PREFIX.exec(id);
    if (profile) {
      const profileArn = `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${id}`;
      grant.direct.push(profileArn);
      // A cross-Region profile may route to any Region of its geography; IAM is checked there.
      grant.viaProfile.push({
        profileArn,
        modelArn: `arn:${stack.partition}:bedrock:*::foundation-model/${profile[2]}`,
      });
    } else {
      grant.direct.push(`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${id}`);
    }
  }
  return grant;
}

/**
 * Bedrock access for the functions that call models: the configured text and image model
 * ids (from context, never from code) and the inference profiles among them. Each model is
 * granted on its own, so a function that writes text cannot invoke the image model. The
 * base model of a profile is allowed in every Region only when the call comes through that profile.
 */
export class Models {
  readonly textModelId: string;
  readonly imageModelId: string;
  /** Every configured id, for the dashboard. */
  readonly modelIds: readonly string[];

  constructor(
    private readonly scope: Construct,
    ids: { textModelId: string; imageModelId: string },
  ) {
    // A model the stack's Region cannot call fails synth, not every generation after the deploy.
    const region = Stack.of(scope).region;
    checkModelRegion('text', ids.textModelId, region);
    checkModelRegion('image', ids.imageModelId, region);
    this.textModelId = ids.textModelId;
    this.imageModelId = ids.imageModelId;
    this.modelIds = [ids.textModelId, ids.imageModelId];
  }

  grantTextModel(grantee: IGrantable & IConstruct): void {
    this.grantInvoke(grantee, this.textModelId);
  }

  grantImageModel(grantee: IGrantable & IConstruct): void {
    this.grantInvoke(grantee, this.imageModelId);
  }

  private grantInvoke(grantee: IGrantable & IConstruct, modelId: string): void {
    const grant = modelGrant(this.scope, [modelId]);
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: BEDROCK_INVOKE_ACTIONS, resources: grant.direct }),
    );
    for (const { profileArn, modelArn } of grant.viaProfile) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: BEDROCK_INVOKE_ACTIONS,
          resources: [modelArn],
          conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
        }),
      );
      acknowledge(
        grantee,
        'A cross-Region inference profile routes each call to a Region of its geography, where IAM checks the base model: AWS requires the Region wildcard, and the condition allows it only through this profile.',
        wildcardResource(this.scope, modelArn),
      );
    }
  }
}

import { Token } from 'aws-cdk-lib';
import { imageModelFamily } from '../../functions/src/adapters/images/image-model-family';

/**
 * The one table of Bedrock model and inference-profile ids the stack may name, and the Regions each
 * can be called from (docs/INFRA-NOTES.md §model-regions). Source: each model's card in the
 * Bedrock user guide (Programmatic access, Regional availability), checked 2026-11. A profile
 * (`us.`, `eu.`) is callable only from the source Regions of its geography; a base model id only
 * in the Regions that serve it on demand. Synth refuses an id that is not here, or not callable
 * from the stack's Region, naming the Regions that work.
 */
export interface BedrockModelEntry {
  use: 'text' | 'image';
  /** Regions a call may come from. */
  from: readonly string[];
}

const US_PROFILE = ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'];
const EU_PROFILE = ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'];

export const BEDROCK_MODELS: Readonly<Record<string, BedrockModelEntry>> = {
  'us.anthropic.claude-haiku-4-5-20251001-v1:0': { use: 'text', from: US_PROFILE },
  'eu.anthropic.claude-haiku-4-5-20251001-v1:0': { use: 'text', from: EU_PROFILE },
  'us.anthropic.claude-sonnet-4-5-20250929-v1:0': { use: 'text', from: US_PROFILE },
  'eu.anthropic.claude-sonnet-4-5-20250929-v1:0': { use: 'text', from: EU_PROFILE },
  'us.amazon.nova-2-lite-v1:0': { use: 'text', from: US_PROFILE },
  'eu.amazon.nova-2-lite-v1:0': { use: 'text', from: EU_PROFILE },
  // Stability's image services run on demand in us-west-2 only. Nova Canvas and Titan Image v2 are
  // left out: past their end of life (2026-09-30, 2026-06-30), closed to new accounts before that.
  'stability.stable-image-core-v1:1': { use: 'image', from: ['us-west-2'] },
  'stability.stable-image-ultra-v1:1': { use: 'image', from: ['us-west-2'] },
};

/** Throws, naming the Regions that work, unless `id` is in the table for this use and callable from `region`. */
export function checkModelRegion(use: BedrockModelEntry['use'], id: string, region: string): void {
  const key = use === 'text' ? 'textModelId' : 'imageModelId';
  const entry = BEDROCK_MODELS[id];
  if (!entry || entry.use !== use) {
    const known = Object.keys(BEDROCK_MODELS).filter((k) => BEDROCK_MODELS[k]!.use === use);
    throw new Error(
      `Context "${key}" "${id}" is not in the Bedrock model table (infra/lib/bedrock-models.ts). Use one of: ${known.join(', ')}; or add it there with the Regions its model card lists.`,
    );
  }
  if (use === 'image' && imageModelFamily(id) === undefined)
    throw new Error(
      `Context "imageModelId" "${id}" has no image adapter (functions/src/adapters/images/image-model-family.ts)`,
    );
  if (Token.isUnresolved(region))
    throw new Error('The stack needs an explicit Region: the models it calls are checked against it at synth');
  if (!entry.from.includes(region))
    throw new Error(
      `Context "${key}" "${id}" cannot be called from ${region}: it works from ${entry.from.join(', ')}. Deploy to one of those Regions or pick another id (infra/lib/bedrock-models.ts).`,
    );
}

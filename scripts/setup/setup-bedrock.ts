/**
 * `npm run setup:bedrock`: run once per account by an administrator, after `cdk deploy` credentials
 * work and before the first creator generates anything (README, "Deploy to AWS", step 2).
 *
 * Bedrock has no Model access page any more: a serverless model is enabled on its first call, and
 * the first call to a third-party model (Anthropic, Stability) subscribes the account through AWS
 * Marketplace, which needs `aws-marketplace:Subscribe` / `ViewSubscriptions` on the caller. Making
 * that first call here, as the administrator, keeps those rights off the Lambdas, which only
 * invoke (docs/INFRA-NOTES.md §bedrock-access). It calls each configured model once (one short
 * answer, one image) and says what to do when a call is refused.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { BedrockRuntimeClient, ConverseCommand, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { StableImageModel } from '../../functions/src/adapters/images/stable-image-model';
import { NovaCanvasModel } from '../../functions/src/adapters/images/nova-canvas-model';
import { imageModelFamily } from '../../functions/src/adapters/images/image-model-family';

export interface SetupResult {
  model: string;
  ok: boolean;
  message: string;
}

/** What to tell the administrator for a refused first call. */
export function adviceFor(err: unknown): string {
  const name = (err as { name?: string } | null)?.name ?? 'Error';
  const text = (err as Error | null)?.message ?? '';
  if (name === 'AccessDeniedException' && /use case|form/i.test(text))
    return 'Anthropic asks this account for its use case once: Bedrock console → Model catalog → the model → submit the use-case details, then run this again.';
  if (name === 'AccessDeniedException' && /marketplace|subscri/i.test(text))
    return 'the Marketplace subscription was refused: run this with a role that has aws-marketplace:Subscribe and aws-marketplace:ViewSubscriptions, and a valid payment method on the account.';
  if (name === 'AccessDeniedException')
    return 'access denied: the subscription may still be finishing (up to 15 minutes after a first call); run this again shortly, or check the role allows bedrock:InvokeModel.';
  if (name === 'ResourceNotFoundException' || name === 'ValidationException')
    return 'the id cannot be called from this Region (docs/INFRA-NOTES.md §model-regions).';
  return 'the call failed; run this again.';
}

export async function setupBedrock(
  client: Pick<BedrockRuntimeClient, 'send'>,
  models: { textModelId: string; imageModelId: string },
): Promise<SetupResult[]> {
  const results: SetupResult[] = [];
  const attempt = async (model: string, call: () => Promise<unknown>) => {
    try {
      await call();
      results.push({ model, ok: true, message: 'ok: enabled for this account' });
    } catch (err) {
      results.push({ model, ok: false, message: `${(err as Error).name}: ${adviceFor(err)}` });
    }
  };
  await attempt(models.textModelId, () =>
    client.send(
      new ConverseCommand({
        modelId: models.textModelId,
        messages: [{ role: 'user', content: [{ text: 'Responda apenas: ok' }] }],
        inferenceConfig: { maxTokens: 8 },
      }),
    ),
  );
  const request = { prompt: 'Um café na praia', style: null, width: 1024, height: 1024, seed: 1 };
  const body =
    imageModelFamily(models.imageModelId) === 'nova-canvas'
      ? NovaCanvasModel.body(request)
      : StableImageModel.body(request);
  await attempt(models.imageModelId, () =>
    client.send(
      new InvokeModelCommand({
        modelId: models.imageModelId,
        contentType: 'application/json',
        accept: 'application/json',
        body: JSON.stringify(body),
      }),
    ),
  );
  return results;
}

async function main(): Promise<void> {
  const context = (
    JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'cdk.json'), 'utf8')) as {
      context: { textModelId: string; imageModelId: string };
    }
  ).context;
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const models = {
    textModelId: arg('text') ?? context.textModelId,
    imageModelId: arg('image') ?? context.imageModelId,
  };
  const region = process.env.AWS_REGION ?? 'us-west-2';
  const results = await setupBedrock(new BedrockRuntimeClient({ region }), models);
  for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'} ${r.model} (${region}): ${r.message}\n`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

if (require.main === module) void main();

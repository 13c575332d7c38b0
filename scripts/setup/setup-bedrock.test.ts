import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  InvokeModelCommand,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { setupBedrock } from './setup-bedrock';

const bedrock = mockClient(BedrockRuntimeClient);
const models = {
  textModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  imageModelId: 'stability.stable-image-core-v1:1',
};
beforeEach(() => bedrock.reset());

describe('npm run setup:bedrock', () => {
  it('calls each configured model once, the image with its own family’s body', async () => {
    bedrock.on(ConverseCommand).resolves({});
    bedrock.on(InvokeModelCommand).resolves({});
    const results = await setupBedrock(new BedrockRuntimeClient({ region: 'us-west-2' }), models);
    expect(results.map((r) => [r.model, r.ok])).toEqual([
      [models.textModelId, true],
      [models.imageModelId, true],
    ]);
    expect(bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.modelId).toBe(models.textModelId);
    const image = bedrock.commandCalls(InvokeModelCommand)[0]!.args[0].input;
    expect(JSON.parse(image.body as string)).toMatchObject({ aspect_ratio: '1:1', output_format: 'png' });
  });

  it('says what to do when Anthropic wants its use-case form or the subscription is refused', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(new AccessDeniedException({ message: 'Model use case details have not been submitted', $metadata: {} }));
    bedrock
      .on(InvokeModelCommand)
      .rejects(new AccessDeniedException({ message: 'aws-marketplace:Subscribe not authorized', $metadata: {} }));
    const [text, image] = await setupBedrock(new BedrockRuntimeClient({ region: 'us-west-2' }), models);
    expect(text).toMatchObject({ ok: false, message: expect.stringMatching(/use-case details/) });
    expect(image).toMatchObject({ ok: false, message: expect.stringMatching(/aws-marketplace:Subscribe/) });
  });
});

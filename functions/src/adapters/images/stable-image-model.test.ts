import { BedrockRuntimeClient, InvokeModelCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import { ImageModelError } from '../../images/image-errors';
import { makeImageModel } from '../../composition/images';
import { imageModelFamily } from './image-model-family';
import { NovaCanvasModel } from './nova-canvas-model';
import { StableImageModel, stableImageAspectRatio } from './stable-image-model';
import { encodePng } from './png';

const MODEL = 'stability.stable-image-core-v1:1';
const bedrock = mockClient(BedrockRuntimeClient);
const model = new StableImageModel(new BedrockRuntimeClient({ region: 'us-west-2' }), MODEL);
const PNG = encodePng({ width: 2, height: 2, channels: 3, data: new Uint8Array(12).fill(200) });
const answer = (json: unknown) => ({ body: new TextEncoder().encode(JSON.stringify(json)) }) as never;
const request = { prompt: 'Um café na praia', style: null, width: 1080, height: 1350, seed: 42 };

beforeEach(() => bedrock.reset());

describe('StableImageModel', () => {
  it('sends the Stable Image body: prompt, negative prompt, the format’s aspect ratio, seed, PNG', async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ seeds: [42], finish_reasons: [null], images: [b64(PNG)] }));
    const png = await model.generate({ ...request, style: 'cinematografico' });
    expect(png).toEqual(PNG);
    const input = bedrock.commandCalls(InvokeModelCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ modelId: MODEL, contentType: 'application/json', accept: 'application/json' });
    expect(JSON.parse(input.body as string)).toEqual({
      prompt:
        'Um café na praia. cinematic still, dramatic lighting, shallow depth of field, film grain, anamorphic look',
      negative_prompt: 'blurry, low quality, distorted, watermark, signature, jpeg artifacts',
      aspect_ratio: '4:5',
      seed: 42,
      output_format: 'png',
    });
  });

  it('asks every format of the product for its own ratio', () => {
    expect(IMAGE_FORMATS.map((f) => stableImageAspectRatio(f.width, f.height))).toEqual(
      IMAGE_FORMATS.map((f) => f.ratio),
    );
  });

  it('says a filtered prompt or output is blocked, and a body without a PNG is an invalid answer', async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ finish_reasons: ['Filter reason: prompt'], images: [] }));
    await expect(model.generate(request)).rejects.toMatchObject({
      message: IMAGE_MESSAGES.contentBlocked,
      code: 'validation_failed',
    });
    bedrock.on(InvokeModelCommand).resolves(answer({ finish_reasons: [null], images: ['bm90IGEgcG5n'] }));
    await expect(model.generate(request)).rejects.toMatchObject({ message: IMAGE_MESSAGES.invalidFormat });
  });

  it('turns Bedrock’s throttling into a rate-limited ImageModelError', async () => {
    bedrock.on(InvokeModelCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    const err = await model.generate(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageModelError);
    expect(err).toMatchObject({ code: 'rate_limited' });
  });
});

describe('the image model’s family decides the adapter (and so the request shape)', () => {
  it.each([
    ['stability.stable-image-core-v1:1', 'stable-image'],
    ['stability.stable-image-ultra-v1:1', 'stable-image'],
    ['us.stability.stable-image-core-v1:1', 'stable-image'],
    ['amazon.nova-canvas-v1:0', 'nova-canvas'],
    ['amazon.titan-image-generator-v2:0', undefined],
  ])('%s → %s', (id, family) => {
    expect(imageModelFamily(id)).toBe(family);
  });

  it('builds the adapter of the configured id, and refuses an id of no known family', () => {
    const bedrockConfig = (modelId: string) => ({ model: 'bedrock' as const, modelId, region: 'us-west-2' });
    expect(makeImageModel(bedrockConfig('stability.stable-image-core-v1:1'))).toBeInstanceOf(StableImageModel);
    expect(makeImageModel(bedrockConfig('amazon.nova-canvas-v1:0'))).toBeInstanceOf(NovaCanvasModel);
    expect(() => makeImageModel(bedrockConfig('amazon.titan-image-generator-v2:0'))).toThrow(/IMAGE_MODEL_ID/);
  });
});

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

import {
  BedrockRuntimeClient,
  InvokeModelCommand,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { IMAGE_FORMATS } from '@shared/images/image-formats';
import { IMAGE_MESSAGES } from '@shared/images/image.schema';
import { ImageModelError } from '../../images/image-errors';
import { NovaCanvasModel } from './nova-canvas-model';
import { encodePng } from './png';

const MODEL = 'amazon.nova-canvas-v1:0';
const bedrock = mockClient(BedrockRuntimeClient);
const model = new NovaCanvasModel(new BedrockRuntimeClient({ region: 'us-east-1' }), MODEL);
const PNG = encodePng({ width: 2, height: 2, channels: 3, data: new Uint8Array(12).fill(200) });
const answer = (json: unknown) => ({ body: new TextEncoder().encode(JSON.stringify(json)) }) as never;
const request = { prompt: 'Um café na praia', style: null, width: 1024, height: 1024, seed: 42 };

beforeEach(() => bedrock.reset());

describe('NovaCanvasModel', () => {
  it('sends InvokeModel with the model id from config and a TEXT_IMAGE body', async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ images: [Buffer.from(PNG).toString('base64')] }));
    await model.generate({ ...request, style: 'cinematografico' });
    const calls = bedrock.commandCalls(InvokeModelCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input).toMatchObject({ modelId: MODEL, contentType: 'application/json', accept: 'application/json' });
    expect(JSON.parse(input.body as string)).toEqual({
      taskType: 'TEXT_IMAGE',
      textToImageParams: {
        text: 'Um café na praia. cinematic still, dramatic lighting, shallow depth of field, film grain, anamorphic look',
        negativeText: 'blurry, low quality, distorted, watermark, signature, jpeg artifacts',
      },
      imageGenerationConfig: {
        width: 1024,
        height: 1024,
        quality: 'standard',
        cfgScale: 6.5,
        seed: 42,
        numberOfImages: 1,
      },
    });
  });

  it.each([
    ['square', 1024, 1024],
    ['instagram', 1088, 1360],
    ['story', 1152, 2048],
    ['horizontal', 2048, 1152],
  ] as const)('asks for %s at %i × %i, a size the model allows', async (id, width, height) => {
    bedrock.on(InvokeModelCommand).resolves(answer({ images: [Buffer.from(PNG).toString('base64')] }));
    const f = IMAGE_FORMATS.find((x) => x.id === id)!;
    await model.generate({ ...request, width: f.width, height: f.height });
    const body = JSON.parse(bedrock.commandCalls(InvokeModelCommand)[0]!.args[0].input.body as string);
    expect(body.imageGenerationConfig).toMatchObject({ width, height });
  });

  it('answers the first image as PNG bytes', async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ images: [Buffer.from(PNG).toString('base64')] }));
    expect(Buffer.from(await model.generate(request))).toEqual(Buffer.from(PNG));
  });

  it('keeps the seed within the model range', async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ images: [Buffer.from(PNG).toString('base64')] }));
    await model.generate({ ...request, seed: 4_000_000_000 });
    const body = JSON.parse(bedrock.commandCalls(InvokeModelCommand)[0]!.args[0].input.body as string);
    expect(body.imageGenerationConfig.seed).toBe(858_993_459);
  });

  it.each([
    ['no images at all', { images: [] }],
    ['a first item without base64', { images: [''] }],
    ['a first item that is not a string', { images: [{ b64_json: null }] }],
    ['base64 that is not a PNG', { images: [Buffer.from('hello').toString('base64')] }],
    ['no JSON', 'not json'],
  ])('refuses %s with "Formato de resposta inválido"', async (_, body) => {
    bedrock
      .on(InvokeModelCommand)
      .resolves(
        typeof body === 'string' ? ({ body: new TextEncoder().encode(body) } as never) : answer(body as object),
      );
    await expect(model.generate(request)).rejects.toEqual(new ImageModelError(IMAGE_MESSAGES.invalidFormat));
  });

  it("names an output the model's filters blocked", async () => {
    bedrock.on(InvokeModelCommand).resolves(answer({ images: [], error: 'Image blocked by content filters.' }));
    await expect(model.generate(request)).rejects.toMatchObject({
      message: IMAGE_MESSAGES.contentBlocked,
      code: 'validation_failed',
    });
  });

  it('turns Bedrock errors into pt-BR ImageModelErrors', async () => {
    bedrock.on(InvokeModelCommand).rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));
    await expect(model.generate(request)).rejects.toMatchObject({ name: 'ImageModelError', code: 'rate_limited' });
    bedrock
      .on(InvokeModelCommand)
      .rejects(
        new ValidationException({ message: 'This request has been blocked by our content filters.', $metadata: {} }),
      );
    await expect(model.generate(request)).rejects.toMatchObject({ message: IMAGE_MESSAGES.contentBlocked });
  });
});

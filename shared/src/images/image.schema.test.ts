import * as z from 'zod/mini';
import '../zod-locale';
import {
  generateImageBodySchema,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  imagePromptSchema,
  improvePromptBodySchema,
  isImageId,
  setCoverBodySchema,
} from './image.schema';
import { IMAGE_STYLES, IMAGE_STYLE_IDS, modelPromptText } from './image-styles';

const OP = '6f1c1f5e-2f5e-4a53-9a4e-7f0a3a0a1b2c';
const firstMessage = (schema: z.core.$ZodType, value: unknown) => {
  const r = z.safeParse(schema, value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the image prompt (docs/PRODUCT.md §validation.images)', () => {
  it.each(['', '   ', '\n\t', undefined])('refuses %j with the spec message', (prompt) => {
    expect(firstMessage(generateImageBodySchema, { operationId: OP, prompt, format: 'square' })).toBe(
      'Por favor, insira um prompt para gerar a imagem',
    );
  });

  it('trims it and defaults the style to none', () => {
    expect(z.parse(generateImageBodySchema, { operationId: OP, prompt: '  um gato  ', format: 'story' })).toEqual({
      operationId: OP,
      prompt: 'um gato',
      format: 'story',
      style: null,
    });
  });

  it(`takes ${IMAGE_LIMITS.prompt} characters and refuses one more`, () => {
    expect(z.safeParse(imagePromptSchema, 'a'.repeat(IMAGE_LIMITS.prompt)).success).toBe(true);
    expect(firstMessage(imagePromptSchema, 'a'.repeat(IMAGE_LIMITS.prompt + 1))).toBe(IMAGE_MESSAGES.promptTooLong);
  });

  it('refuses an unknown format or style, and a missing operation id', () => {
    expect(firstMessage(generateImageBodySchema, { operationId: OP, prompt: 'x', format: 'a4' })).toBe(
      IMAGE_MESSAGES.formatInvalid,
    );
    expect(
      firstMessage(generateImageBodySchema, { operationId: OP, prompt: 'x', format: 'square', style: 'oil' }),
    ).toBe(IMAGE_MESSAGES.styleInvalid);
    expect(firstMessage(generateImageBodySchema, { prompt: 'x', format: 'square' })).toBe(
      'Identificador de geração inválido.',
    );
  });

  it('applies the same prompt rules to "Melhorar prompt"', () => {
    expect(firstMessage(improvePromptBodySchema, { prompt: ' ' })).toBe(IMAGE_MESSAGES.promptRequired);
    expect(z.parse(improvePromptBodySchema, { prompt: 'praia', style: '3d' })).toEqual({
      prompt: 'praia',
      style: '3d',
    });
  });

  it('needs a script id for a cover', () => {
    expect(firstMessage(setCoverBodySchema, {})).toBe(IMAGE_MESSAGES.scriptNotFound);
  });
});

describe('style presets', () => {
  it('are the five of the issue, each adding its own words', () => {
    expect(IMAGE_STYLES.map((s) => s.label)).toEqual([
      'Fotográfico',
      'Ilustração',
      '3D',
      'Minimalista',
      'Cinematográfico',
    ]);
    expect(new Set(IMAGE_STYLES.map((s) => s.prompt)).size).toBe(5);
  });

  it.each(IMAGE_STYLE_IDS)('keep the longest prompt with style %s within the model text limit', (style) => {
    const text = modelPromptText('x'.repeat(IMAGE_LIMITS.prompt), style);
    expect(text.length).toBeLessThanOrEqual(IMAGE_LIMITS.modelText);
    expect(text.endsWith(IMAGE_STYLES.find((s) => s.id === style)!.prompt)).toBe(true);
  });

  it('sends the prompt alone without a style', () => {
    expect(modelPromptText('  um gato  ', null)).toBe('um gato');
  });
});

describe('image ids', () => {
  it('are ULIDs; anything else is refused before a read', () => {
    expect(isImageId('01JD3QH9Z8X7W6V5T4S3R2Q1P0')).toBe(true);
    expect(isImageId('../01JD3QH9Z8X7W6V5T4S3R2Q1P')).toBe(false);
    expect(isImageId('01jd3qh9z8x7w6v5t4s3r2q1p0')).toBe(false);
    expect(isImageId(undefined)).toBe(false);
  });
});

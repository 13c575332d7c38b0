/**
 * Style presets of the image generator (ours, docs/PRODUCT.md §flows.images): each adds fixed
 * words to the prompt the model gets. The words are English because Nova Canvas is tuned on
 * English prompts (docs/ARCHITECTURE.md §bedrock-models); the user's own prompt stays as typed.
 */
export const IMAGE_STYLES = [
  {
    id: 'fotografico',
    label: 'Fotográfico',
    hint: 'Foto realista, luz natural',
    prompt: 'professional photograph, natural light, realistic textures, sharp focus, 35mm lens',
  },
  {
    id: 'ilustracao',
    label: 'Ilustração',
    hint: 'Desenho colorido, traço limpo',
    prompt: 'digital illustration, clean lines, vibrant flat colors, editorial illustration style',
  },
  {
    id: '3d',
    label: '3D',
    hint: 'Render 3D, volumes suaves',
    prompt: '3D render, soft global illumination, smooth materials, octane render style, high detail',
  },
  {
    id: 'minimalista',
    label: 'Minimalista',
    hint: 'Poucos elementos, muito respiro',
    prompt: 'minimalist composition, lots of negative space, simple shapes, limited color palette',
  },
  {
    id: 'cinematografico',
    label: 'Cinematográfico',
    hint: 'Luz dramática, clima de filme',
    prompt: 'cinematic still, dramatic lighting, shallow depth of field, film grain, anamorphic look',
  },
] as const;

export type ImageStyleInfo = (typeof IMAGE_STYLES)[number];
export type ImageStyle = ImageStyleInfo['id'];
export const IMAGE_STYLE_IDS = IMAGE_STYLES.map((s) => s.id) as [ImageStyle, ...ImageStyle[]];

export function imageStyle(id: ImageStyle): ImageStyleInfo {
  return IMAGE_STYLES.find((s) => s.id === id)!;
}

/** What the model is asked: the user's prompt, then the style's words (none without a style). */
export function modelPromptText(prompt: string, style: ImageStyle | null): string {
  const base = prompt.trim();
  return style ? `${base}. ${imageStyle(style).prompt}` : base;
}

/** What every image asks the model to avoid (Nova Canvas `negativeText`). */
export const NEGATIVE_PROMPT = 'blurry, low quality, distorted, watermark, signature, jpeg artifacts';

/**
 * Which request shape an image model id takes (docs/ARCHITECTURE.md §bedrock-models): the adapter
 * follows the configured id, so changing `imageModelId` never sends one family's body to another.
 * The stack refuses, at synth, an id of no known family (infra/lib/bedrock-models.ts).
 */
export type ImageModelFamily = 'stable-image' | 'nova-canvas';

const FAMILIES: ReadonlyArray<[RegExp, ImageModelFamily]> = [
  [/^(?:[a-z-]+\.)?stability\.stable-image-(?:core|ultra)-/, 'stable-image'],
  [/^(?:[a-z-]+\.)?amazon\.nova-canvas-/, 'nova-canvas'],
];

export function imageModelFamily(modelId: string): ImageModelFamily | undefined {
  return FAMILIES.find(([pattern]) => pattern.test(modelId))?.[1];
}

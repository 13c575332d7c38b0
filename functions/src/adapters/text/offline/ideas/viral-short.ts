/** Built by the viral-short slice of issue 13 (docs/PRODUCT.md §flows.idea-tools). */
export function composeViralShort(_input: unknown, _seed: string): string {
  throw new Error('viral-short: offline composer not built yet');
}

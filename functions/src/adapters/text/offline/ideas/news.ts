/** Built by the news slice of issue 13 (docs/PRODUCT.md §flows.idea-tools). */
export function composeNews(_input: unknown, _seed: string): string {
  throw new Error('news: offline composer not built yet');
}

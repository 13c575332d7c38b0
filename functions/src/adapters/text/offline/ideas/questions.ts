/** Built by the questions slice of issue 13 (docs/PRODUCT.md §flows.idea-tools). */
export function composeQuestions(_input: unknown, _seed: string): string {
  throw new Error('questions: offline composer not built yet');
}

import type { IdeaTool } from '@shared/ideas/idea-tools';
import { composeQuestions } from './questions';
import { composeViralShort } from './viral-short';
import { composeNews } from './news';

/**
 * The offline writer's idea tools (docs/LOCAL-MODE.md §writer): each composes, with no
 * model, a JSON answer that passes its tool's shared schema, deterministic for a seed. `input` is
 * the tool's validated request, exactly what its prompt was written from.
 */
const COMPOSERS: Record<IdeaTool, (input: never, seed: string) => string> = {
  questions: composeQuestions,
  'viral-short': composeViralShort,
  news: composeNews,
};

export function composeStructured(tool: IdeaTool, input: unknown, seed: string): string {
  return COMPOSERS[tool](input as never, seed);
}

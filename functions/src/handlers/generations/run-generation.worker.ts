import { lazyDeps } from '../../composition/core';
import {
  generationWorkerBuilders,
  runGenerationWith,
  type GenerationWorkerDeps,
} from '../../composition/generation-worker';
import type { InvocationContext } from '../../core/ports';
import type { GenerationEvent } from '../../generation/ports';

const isEvent = (e: unknown): e is GenerationEvent =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as GenerationEvent).userId === 'string' &&
  typeof (e as GenerationEvent).generationId === 'string';

/**
 * The generation worker Lambda (docs/ARCHITECTURE.md §generation-jobs), invoked asynchronously by
 * the paying routes with `{ userId, generationId }`: runs the recorded job once. It never throws
 * for a job's own failure (that is refunded and recorded), so Lambda has nothing to retry.
 */
export const makeHandler = (deps: GenerationWorkerDeps) => async (event: unknown, context?: InvocationContext) => {
  if (context) deps.logger.invocation?.(context); // docs/INFRA-NOTES.md §operations.logs
  if (!isEvent(event)) {
    deps.logger.error('generation worker: malformed event');
    return { status: 'skipped' };
  }
  return { status: await runGenerationWith(deps, event) };
};

export const handler = makeHandler(lazyDeps(generationWorkerBuilders));

import type { GenerationDispatcher } from '../generation/ports';
import { configOf, lazyDeps, loggerOf, onRoot } from './core';
import { InProcessDispatcher } from '../adapters/in-process/in-process-dispatcher';
import { LambdaDispatcher } from '../adapters/lambda/lambda-dispatcher';
import { generationWorkerBuilders, runGenerationWith } from './generation-worker';

/**
 * How a route starts its generation's worker (docs/ARCHITECTURE.md §generation-jobs): with
 * GENERATION_WORKER_FUNCTION set (AWS, infra sets it), an asynchronous invoke of that Lambda;
 * otherwise (local mode) the same worker code in this process, over this root's parts.
 */
export const dispatcherOf = /* @__PURE__ */ onRoot((root): GenerationDispatcher => {
  const fn = configOf(root).generationWorkerFunction;
  if (fn) return LambdaDispatcher.forFunction(fn, configOf(root).region);
  const deps = lazyDeps(generationWorkerBuilders, root);
  return new InProcessDispatcher((event) => runGenerationWith(deps, event), loggerOf(root));
});

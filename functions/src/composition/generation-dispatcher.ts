import type { GenerationDispatcher } from '../generation/ports';
import { configOf, lazyDeps, loggerOf, onRoot, type Root } from './core';
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
  // infra's bundler defines LAMBDA_BUNDLE, so in a Lambda this branch folds to the throw and esbuild drops the
  // in-process worker with every writer and image model only it imports: a route's bundle and rights stay its own.
  return process.env.LAMBDA_BUNDLE ? noWorkerFunction() : inProcessDispatcher(root);
});

function inProcessDispatcher(root: Root): GenerationDispatcher {
  const deps = lazyDeps(generationWorkerBuilders, root);
  return new InProcessDispatcher((event) => runGenerationWith(deps, event), loggerOf(root));
}

function noWorkerFunction(): never {
  throw new Error('GENERATION_WORKER_FUNCTION is not set: a Lambda starts its generations in the worker function');
}

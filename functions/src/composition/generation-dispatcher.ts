import type { GenerationDispatcher, GenerationEvent } from '../generation/ports';
import { configOf, lazyDeps, loggerOf, onRoot, type Root } from './core';
import { InProcessDispatcher } from '../adapters/in-process/in-process-dispatcher';
import { LambdaDispatcher } from '../adapters/lambda/lambda-dispatcher';
import { pacedByAccount } from '../adapters/in-process/paced-by-account';
import { parseImageConfig, parsePacedAccounts, parseTextConfig } from '../config';
import { generationWorkerBuilders, runGenerationWith } from './generation-worker';
import { makeImageModel } from './images';
import { makeWriter } from './text-writer';

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
  const accounts = parsePacedAccounts(process.env);
  const run = accounts
    ? pacedByAccount({
        accounts,
        profiles: deps.accounts,
        paced: deps,
        unpaced: lazyDeps({ ...generationWorkerBuilders, writer: unpacedWriterOf, model: unpacedImageModelOf }, root),
        run: runGenerationWith,
      })
    : (event: GenerationEvent) => runGenerationWith(deps, event);
  return new InProcessDispatcher(run, loggerOf(root));
}

/** The offline writer and renderer without OFFLINE_DELAY_MS: the pace of the accounts it does not slow (docs/LOCAL-MODE.md §writer.paced-accounts). */
const unpacedWriterOf = /* @__PURE__ */ onRoot(() => {
  const text = parseTextConfig(process.env);
  return makeWriter(text.writer === 'offline' ? { ...text, slowMsPerMinute: undefined } : text);
});
const unpacedImageModelOf = /* @__PURE__ */ onRoot(() => {
  const image = parseImageConfig(process.env);
  return makeImageModel(image.model === 'offline' ? { model: 'offline' } : image);
});

function noWorkerFunction(): never {
  throw new Error('GENERATION_WORKER_FUNCTION is not set: a Lambda starts its generations in the worker function');
}

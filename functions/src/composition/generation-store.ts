import type { GenerationStore } from '../generation/ports';
import { configOf, dbOf, onRoot } from './core';
import { DynamoGenerationStore } from '../adapters/dynamo/generation-store.dynamo';

/** The generation jobs' records (docs/DATA-MODEL.md G1–G5), built once per root. */
export const generationsOf = /* @__PURE__ */ onRoot(
  (root): GenerationStore => new DynamoGenerationStore(dbOf(root), configOf(root).tableName),
);

import * as z from 'zod/mini';
import type { ResponseSchema } from '../core/ports';

/** Keywords constrained decoding does not take (docs/ARCHITECTURE.md §writers.structured-output): our zod check still applies them. */
const UNSUPPORTED = new Set([
  '$schema',
  'minLength',
  'maxLength',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'format',
]);

function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (UNSUPPORTED.has(k)) continue;
    // only 0 or 1 can be a minimum number of items
    out[k] = k === 'minItems' && typeof v === 'number' ? Math.min(v, 1) : simplify(v);
  }
  if (out.type === 'object') out.additionalProperties = false;
  return out;
}

/**
 * A tool's answer schema as the JSON Schema a model's structured output takes: the shape (types,
 * required keys, enums, closed objects), without the bounds constrained decoding cannot enforce;
 * the tool's zod schema still checks those after.
 */
export function responseSchema(name: string, schema: z.core.$ZodType): ResponseSchema {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' });
  return { name, schema: simplify(json) as Record<string, unknown> };
}

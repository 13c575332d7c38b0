import { newsResultSchema } from '@shared/news/news.schema';
import { viralQuestionsResultSchema } from '@shared/viral-questions/viral-questions.schema';
import { viralShortResultSchema } from '@shared/viral-short/viral-short.schema';
import { responseSchema } from './response-schema';

/** Every node of a JSON Schema, depth first. */
function* nodes(node: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(node)) for (const n of node) yield* nodes(n);
  else if (node && typeof node === 'object') {
    yield node as Record<string, unknown>;
    for (const v of Object.values(node)) yield* nodes(v);
  }
}

describe('responseSchema: the idea tools’ answers as structured-output schemas', () => {
  it.each([
    ['questions', viralQuestionsResultSchema],
    ['viral-short', viralShortResultSchema],
    ['news', newsResultSchema],
  ] as const)('%s: closed objects, required keys, and no bound constrained decoding refuses', (name, schema) => {
    const { name: n, schema: json } = responseSchema(name, schema);
    expect(n).toBe(name);
    expect(json.type).toBe('object');
    for (const node of nodes(json)) {
      for (const k of ['$schema', 'minLength', 'maxLength', 'maxItems', 'pattern', 'minimum', 'maximum'])
        expect(node).not.toHaveProperty(k);
      if (node.type === 'object') {
        expect(node.additionalProperties).toBe(false);
        expect(Array.isArray(node.required)).toBe(true);
      }
      if ('minItems' in node) expect(node.minItems).toBeLessThanOrEqual(1);
    }
  });
});

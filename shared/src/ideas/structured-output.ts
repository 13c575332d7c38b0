import * as z from 'zod/mini';
import { parse as parsePartialJson, Allow } from 'partial-json';

/**
 * Reading a model's JSON answer (docs/PRODUCT.md §flows.idea-tools). Models wrap JSON in code
 * fences, add a sentence before it, or stop mid-object when they run out of tokens; `readStructured`
 * repairs those (fences and prose stripped, a truncated object closed) before validating with the
 * tool's schema, and says what was wrong when it still fails, so the one retry can tell the model.
 * `readPartial` is the same tolerant reading for the live view while the answer streams.
 */

export type StructuredRead<T> = { ok: true; value: T; repaired: boolean } | { ok: false; problem: string };

/** The JSON part of an answer: inside a ```json fence if there is one, else from the first { or [ on. */
export function jsonCandidate(raw: string): string | null {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)(?:```|$)/i.exec(raw);
  const body = fenced ? (fenced[1] ?? '') : raw;
  const start = body.search(/[[{]/);
  if (start < 0) return null;
  const opener = body[start];
  const closer = opener === '{' ? '}' : ']';
  const end = body.lastIndexOf(closer);
  // text after the last closer (a trailing remark) is dropped; no closer at all is a truncated answer
  return end > start ? body.slice(start, end + 1) : body.slice(start);
}

function parseLoose(text: string): { value: unknown; repaired: boolean } | null {
  try {
    return { value: JSON.parse(text), repaired: false };
  } catch {
    // a complete (closed) answer that does not parse is broken, not truncated
    const trimmed = text.trimEnd();
    if (trimmed.endsWith(trimmed.startsWith('{') ? '}' : ']')) return null;
    try {
      // closes open strings, arrays and objects of a truncated answer
      return { value: parsePartialJson(text, Allow.ALL), repaired: true };
    } catch {
      return null;
    }
  }
}

/** The first issues of a failed validation, in a form a model can act on: 'questions.3: expected string'. */
export function describeIssues(error: z.core.$ZodError, max = 5): string {
  return error.issues
    .slice(0, max)
    .map((i) => `${i.path.length ? i.path.join('.') : '(raiz)'}: ${i.message}`)
    .join('; ');
}

/**
 * Validates a model's answer against `schema`, repairing what can be repaired without the model.
 *
 * @example readStructured('```json\n{"questions":["Como…?"]}\n```', questionsResultSchema) // { ok: true, … }
 */
export function readStructured<S extends z.core.$ZodType>(raw: string, schema: S): StructuredRead<z.output<S>> {
  const candidate = jsonCandidate(raw);
  if (candidate === null) return { ok: false, problem: 'a resposta não contém JSON' };
  const parsed = parseLoose(candidate);
  if (!parsed) return { ok: false, problem: 'o JSON da resposta é inválido' };
  const checked = z.safeParse(schema, parsed.value);
  if (!checked.success) return { ok: false, problem: describeIssues(checked.error) };
  const repaired = parsed.repaired || candidate.trim() !== raw.trim();
  return { ok: true, value: checked.data, repaired };
}

/**
 * What can be read so far of a streaming JSON answer (undefined before its first brace). A stream
 * is read to its end, not to its last closer: `{"meta":{…},"script":{"hook":"Você` is still being
 * written after the `}` of meta, and cutting there would hide the hook until its object closes.
 */
export function readPartial(raw: string): unknown {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)(?:```|$)/i.exec(raw);
  const body = fenced ? (fenced[1] ?? '') : raw;
  const start = body.search(/[[{]/);
  if (start < 0) return undefined;
  for (const candidate of [body.slice(start), jsonCandidate(raw)]) {
    if (candidate === null) continue;
    try {
      return parsePartialJson(candidate, Allow.ALL);
    } catch {
      // a finished answer with a remark after it: read it up to its last closer instead
    }
  }
  return undefined;
}

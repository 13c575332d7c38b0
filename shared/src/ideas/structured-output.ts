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

/**
 * The JSON value that starts at `start`, read as a parser would: strings are skipped (a `}` inside
 * one closes nothing), and a raw line break or tab inside a string, which JSON refuses and models
 * write, is escaped. `complete` says whether the value closed; text after it (a remark) is dropped.
 */
function scanValue(body: string, start: number): { text: string; complete: boolean } {
  let out = '';
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i++) {
    const c = body[i]!;
    if (inString) {
      if (c === '\\') {
        out += c + (body[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
      out += c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : c;
      continue;
    }
    out += c;
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return { text: out, complete: true };
    }
  }
  return { text: out, complete: false };
}

/** Where the JSON of an answer starts: inside a ```json fence if there is one, else at the first { or [. */
function jsonStart(raw: string): { body: string; start: number } | null {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)(?:```|$)/i.exec(raw);
  const body = fenced ? (fenced[1] ?? '') : raw;
  const start = body.search(/[[{]/);
  return start < 0 ? null : { body, start };
}

/**
 * The JSON part of an answer: inside a ```json fence if there is one, else from the first { or [ on,
 * to the bracket that closes it (not the last one in the text: `{"meta":{…},"script":{"hook":"Você`
 * is a cut answer, not one ending at meta's `}`), with raw line breaks inside strings escaped.
 */
export function jsonCandidate(raw: string): string | null {
  const at = jsonStart(raw);
  return at ? scanValue(at.body, at.start).text : null;
}

function parseLoose(text: string): { value: unknown; repaired: boolean } | null {
  try {
    return { value: JSON.parse(text), repaired: false };
  } catch {
    // a closed value that does not parse is broken, not truncated
    if (scanValue(text, 0).complete) return null;
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
  const at = jsonStart(raw);
  if (!at) return undefined;
  try {
    return parsePartialJson(scanValue(at.body, at.start).text, Allow.ALL);
  } catch {
    return undefined;
  }
}

import * as z from 'zod/mini';
import { SCRIPT_ERRORS } from '@shared/scripts/script-options';
import { SCRIPT_LIMITS, scriptExtrasSchema, type ScriptExtras } from '@shared/scripts/script.schema';
import { WriterError } from '../core/errors';

/**
 * Model output is untrusted text (OWASP LLM05): it is cleaned, bounded and checked before it
 * is saved. Bounded by the same limit as a saved script's text, so whatever is generated can
 * also be edited and saved back.
 */
export const GENERATED_TEXT_MAX = SCRIPT_LIMITS.text;

export const NOT_GENERATED = SCRIPT_ERRORS.notGenerated;

/** zod/mini like the script contract, so the writers' bundles carry no classic zod. */
const generatedTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, NOT_GENERATED),
    z.maxLength(GENERATED_TEXT_MAX, 'O roteiro gerado ficou longo demais.'),
  );

/** `=== ROTEIRO 2 ===`, tolerant of spacing and case. */
export const DELIMITER_LINE = /^[ \t]*={2,}[ \t]*ROTEIRO[ \t]+(\d+)[ \t]*={2,}[ \t]*$/im;
const DELIMITER_LINES = new RegExp(DELIMITER_LINE.source, 'gim');

/** Strips what a text script never needs: control characters, code fences, markup tags, runs of blank lines. */
export function cleanModelText(raw: string): string {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/^[ \t]*```[^\n]*$/gm, '')
      .replace(/<\/?[a-z][^>\n]{0,200}>/gi, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/**
 * The line a writer puts after each script, followed by one JSON object with the script's
 * extras (docs/PRODUCT.md §data.extras): `=== DADOS ===`, tolerant of spacing and case.
 * JSON after a delimiter line, rather than labelled lines, because Claude Haiku and small
 * OpenAI-compatible models follow "one JSON object" reliably, it is one zod parse, and the
 * delimiter lets the stream hide the appendix from the first `=` on.
 */
export const EXTRAS_DELIMITER = '=== DADOS ===';
const EXTRAS_LINE = /^[ \t]*={2,}[ \t]*DADOS[ \t]*={2,}[ \t]*$/im;
const PARTIAL_EXTRAS_LINE = /^[ \t]*={2,}[ \t]*DADOS\b.*$/im;

/** One generated script: its text, and its extras or null when they were missing or invalid. */
export interface GeneratedScript {
  text: string;
  extras: ScriptExtras | null;
}

/**
 * Like parseScriptOutput, with each script's extras: the JSON object after its
 * `=== DADOS ===` line, validated by scriptExtrasSchema. Missing or invalid extras give
 * null and keep the script (docs/PRODUCT.md §data.extras): the script is what was paid for.
 */
export function parseGeneratedScripts(raw: string, expected: 1 | 3): GeneratedScript[] {
  const parts = splitParts(cleanModelText(raw), expected);
  return parts.map((part) => {
    const at = part.search(EXTRAS_LINE);
    const cut = at >= 0 ? at : part.search(PARTIAL_EXTRAS_LINE);
    if (cut < 0) return { text: check(part), extras: null };
    return { text: check(part.slice(0, cut)), extras: parseExtras(part.slice(cut).replace(/^[^\n]*\n?/, '')) };
  });
}

/** The appendix's JSON object, normalised (hashtags get their '#', lose spaces) and validated; null if unusable. */
export function parseExtras(appendix: string): ScriptExtras | null {
  const start = appendix.indexOf('{');
  const end = appendix.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  let data: unknown;
  try {
    data = JSON.parse(appendix.slice(start, end + 1));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const tags = Array.isArray(d.hashtags)
    ? [
        ...new Set(
          d.hashtags
            .filter((h): h is string => typeof h === 'string')
            .map((h) => `#${h.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '')}`)
            .filter((h) => h.length > 1),
        ),
      ]
    : d.hashtags;
  const parsed = scriptExtrasSchema.safeParse({ ...d, hashtags: tags });
  return parsed.success ? parsed.data : null;
}

/**
 * Splits and validates a writer's answer. One script: the cleaned text (a stray
 * `=== ROTEIRO 1 ===` line is dropped). Series: exactly scripts 1, 2 and 3, each non-empty,
 * in order; anything else is a WriterError ('Roteiro não foi gerado corretamente').
 */
export function parseScriptOutput(raw: string, expected: 1 | 3): string[] {
  return parseGeneratedScripts(raw, expected).map((s) => s.text);
}

function splitParts(text: string, expected: 1 | 3): string[] {
  if (expected === 1) return [text.replace(DELIMITER_LINES, '').trim()];
  const matches = [...text.matchAll(DELIMITER_LINES)];
  const numbers = matches.map((m) => Number(m[1]));
  if (numbers.length !== 3 || numbers.some((n, i) => n !== i + 1)) throw new WriterError(NOT_GENERATED);
  return matches.map((m, i) => text.slice(m.index! + m[0].length, matches[i + 1]?.index ?? text.length));
}

function check(text: string): string {
  const parsed = generatedTextSchema.safeParse(text);
  if (!parsed.success) throw new WriterError(parsed.error.issues[0]?.message ?? NOT_GENERATED);
  return parsed.data;
}

/**
 * Routes a series' streamed text to its scripts while it arrives: the part after
 * `=== ROTEIRO n ===` belongs to index n-1. Each script's extras appendix (from its
 * `=== DADOS ===` line to the next script) is never shown. A trailing line that may still
 * become a delimiter is held back until it is complete.
 */
export function streamParts(raw: string, series: boolean, final: boolean): string[] {
  let text = raw;
  if (!final) {
    const lastNl = text.lastIndexOf('\n');
    const tail = text.slice(lastNl + 1);
    if (/^[ \t]*=/.test(tail)) text = text.slice(0, lastNl + 1);
  }
  const parts: string[] = [''];
  let index = 0;
  let appendix = false;
  for (const line of text.split(/(?<=\n)/)) {
    const m = series ? line.match(/^[ \t]*={2,}[ \t]*ROTEIRO[ \t]+(\d+)[ \t]*={2,}[ \t]*\n?$/i) : null;
    if (m) {
      index = Math.max(index, Math.min(2, Number(m[1]) - 1));
      while (parts.length <= index) parts.push('');
      appendix = false;
      continue;
    }
    if (/^[ \t]*={2,}[ \t]*DADOS\b/i.test(line)) appendix = true;
    if (!appendix) parts[index] += line;
  }
  return parts;
}

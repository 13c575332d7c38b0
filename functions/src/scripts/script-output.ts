import * as z from 'zod/mini';
import { SCRIPT_ERRORS } from '@shared/scripts/script-options';
import { SCRIPT_LIMITS } from '@shared/scripts/script.schema';
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
 * Splits and validates a writer's answer. One script: the cleaned text (a stray
 * `=== ROTEIRO 1 ===` line is dropped). Series: exactly scripts 1, 2 and 3, each non-empty,
 * in order; anything else is a WriterError ('Roteiro não foi gerado corretamente').
 */
export function parseScriptOutput(raw: string, expected: 1 | 3): string[] {
  const text = cleanModelText(raw);
  if (expected === 1) {
    const single = text.replace(DELIMITER_LINES, '').trim();
    return [check(single)];
  }
  const matches = [...text.matchAll(DELIMITER_LINES)];
  const numbers = matches.map((m) => Number(m[1]));
  if (numbers.length !== 3 || numbers.some((n, i) => n !== i + 1)) throw new WriterError(NOT_GENERATED);
  return matches.map((m, i) => check(text.slice(m.index! + m[0].length, matches[i + 1]?.index ?? text.length)));
}

function check(text: string): string {
  const parsed = generatedTextSchema.safeParse(text);
  if (!parsed.success) throw new WriterError(parsed.error.issues[0]?.message ?? NOT_GENERATED);
  return parsed.data;
}

/**
 * Routes a series' streamed text to its scripts while it arrives: the part after
 * `=== ROTEIRO n ===` belongs to index n-1. A trailing line that may still become a
 * delimiter is held back until it is complete.
 */
export function streamParts(raw: string, series: boolean, final: boolean): string[] {
  if (!series) return [raw];
  let text = raw;
  if (!final) {
    const lastNl = text.lastIndexOf('\n');
    const tail = text.slice(lastNl + 1);
    if (/^[ \t]*=/.test(tail)) text = text.slice(0, lastNl + 1);
  }
  const parts: string[] = [''];
  let index = 0;
  for (const line of text.split(/(?<=\n)/)) {
    const m = line.match(/^[ \t]*={2,}[ \t]*ROTEIRO[ \t]+(\d+)[ \t]*={2,}[ \t]*\n?$/i);
    if (m) {
      index = Math.max(index, Math.min(2, Number(m[1]) - 1));
      while (parts.length <= index) parts.push('');
      continue;
    }
    parts[index] += line;
  }
  return parts;
}

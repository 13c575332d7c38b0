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

/** Markdown a model may wrap a delimiter line in: `**=== DADOS ===**`, `### === ROTEIRO 2 ===`, `> …`. */
const DECORATION = String.raw`[ \t]*[*_#>\x60 \t]*`;
/** `=== ROTEIRO 2 ===`, tolerant of spacing, case and markdown around it. */
export const DELIMITER_LINE = new RegExp(
  String.raw`^${DECORATION}={2,}[ \t]*ROTEIRO[ \t]+(\d+)[ \t]*={2,}${DECORATION}$`,
  'im',
);
const DELIMITER_LINES = new RegExp(DELIMITER_LINE.source, 'gim');

/**
 * A model's thinking, dropped with its content (local reasoning models write `<think>…</think>`
 * before the answer); one that never closes runs to the end of the answer.
 */
const THINKING = /<(think|thinking|reasoning)>[\s\S]*?(?:<\/\1>|$)/gi;

/** Strips what a text script never needs: thinking, control characters, code fences, markup tags, bold/heading markdown, runs of blank lines. */
export function cleanModelText(raw: string): string {
  return (
    raw
      .replace(THINKING, '')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/^[ \t]*```[^\n]*$/gm, '')
      .replace(/<\/?[a-z][^>\n]{0,200}>/gi, '')
      .replace(/\*\*|__/g, '')
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      // a model given the opening as a prefill (docs/ARCHITECTURE.md §writers.prefill) may say it again
      .replace(REPEATED_OPENING, '$1')
  );
}

const REPEATED_OPENING = /^(\[GANCHO\]|={2,}[ \t]*ROTEIRO[ \t]*1[ \t]*={2,})[ \t]*\n+[ \t]*\1/i;

/**
 * A line the model says about its answer instead of the answer, before or after it ('Aqui está o
 * seu roteiro:', 'Claro! Segue o roteiro.', 'Espero que ajude!'): the teleprompter would read it
 * aloud, so it is dropped (docs/PRODUCT.md §data.extras).
 */
const PREAMBLE =
  /^(?:(?:claro|certo|ok|perfeito|ótimo|beleza|com certeza|pronto)[!,.]*[ \t]*)*(?:(?:aqui|abaixo)[ \t]+(?:está|estão|vai|vão|segue|seguem)(?!\p{L})|segue(?:m)?[ \t]+(?:o|a|os|as|um|uma|abaixo)(?!\p{L})|(?:este|esse)[ \t]+é[ \t]+o[ \t]+(?:seu[ \t]+)?roteiro(?!\p{L})|(?:roteiro|título)(?:[ \t][^\n:]{0,60})?:|(?:claro|certo|ok|perfeito|ótimo|beleza|com certeza|pronto)[!,.]*[ \t]*$)[^\n]*$/iu;
const POSTAMBLE =
  /^(?:espero que (?:goste|ajude|curta)|se (?:quiser|precisar)|quer que eu|posso (?:ajustar|adaptar|fazer)|qualquer (?:dúvida|ajuste))[^\n]*$/iu;

function dropMeta(text: string): string {
  const lines = text.split('\n');
  while (lines.length > 1 && (lines[0]!.trim() === '' || PREAMBLE.test(lines[0]!.trim()))) lines.shift();
  while (lines.length > 1 && (lines.at(-1)!.trim() === '' || POSTAMBLE.test(lines.at(-1)!.trim()))) lines.pop();
  return lines.join('\n').trim();
}

/**
 * The line a writer puts after each script, followed by one JSON object with the script's
 * extras (docs/PRODUCT.md §data.extras): `=== DADOS ===`, tolerant of spacing and case.
 * JSON after a delimiter line, rather than labelled lines, because Claude Haiku and small
 * OpenAI-compatible models follow "one JSON object" reliably, it is one zod parse, and the
 * delimiter lets the stream hide the appendix from the first `=` on. Read tolerantly: markdown
 * around the line and the JSON on the line itself are accepted.
 */
export const EXTRAS_DELIMITER = '=== DADOS ===';
const EXTRAS_LINE = new RegExp(String.raw`^${DECORATION}={2,}[ \t]*DADOS[ \t]*={2,}${DECORATION}`, 'im');
const PARTIAL_EXTRAS_LINE = new RegExp(String.raw`^${DECORATION}={2,}[ \t]*DADOS\b.*$`, 'im');

/** How many of each extra the prompt asks for (common.ts `extrasRule`); a longer list is trimmed to it. */
export const EXTRAS_COUNTS = { hooks: 3, hashtags: { min: 3, max: 8 }, onScreenTexts: { min: 3, max: 6 } } as const;

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
    const full = EXTRAS_LINE.exec(part);
    const at = full ? full.index : part.search(PARTIAL_EXTRAS_LINE);
    if (at < 0) return { text: check(dropMeta(part)), extras: null };
    // the JSON starts right after the delimiter, on its line or the next
    const appendix = full ? part.slice(at + full[0].length) : part.slice(at).replace(/^[^\n]*\n?/, '');
    return { text: check(dropMeta(part.slice(0, at))), extras: parseExtras(appendix) };
  });
}

const strings = (v: unknown): string[] | unknown =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : v;

/**
 * The appendix's JSON object, normalised and validated; null if unusable. Normalised: hashtags get
 * their '#' and lose spaces, duplicates go, and a list longer than asked (4 hooks, 16 hashtags) is
 * trimmed to EXTRAS_COUNTS rather than refused.
 */
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
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const hooks = strings(d.hooks);
  const tags = strings(d.hashtags);
  const parsed = scriptExtrasSchema.safeParse({
    ...d,
    hooks: Array.isArray(hooks)
      ? [...new Set(hooks.map((h) => h.trim()).filter(Boolean))].slice(0, EXTRAS_COUNTS.hooks)
      : hooks,
    hashtags: Array.isArray(tags)
      ? [
          ...new Set(
            tags.map((h) => `#${h.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '')}`).filter((h) => h.length > 1),
          ),
        ].slice(0, EXTRAS_COUNTS.hashtags.max)
      : tags,
    onScreenTexts: Array.isArray(d.onScreenTexts)
      ? d.onScreenTexts.slice(0, EXTRAS_COUNTS.onScreenTexts.max)
      : d.onScreenTexts,
  });
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
  // thinking is never shown; a tag still arriving (`<thi`) is held back until it is whole
  let text = raw.replace(THINKING, '');
  if (!final) {
    text = text.replace(/<\/?[a-z]*$/i, '');
    const lastNl = text.lastIndexOf('\n');
    const tail = text.slice(lastNl + 1);
    if (new RegExp(String.raw`^${DECORATION}(?:=|$)`).test(tail) && tail.length > 0) text = text.slice(0, lastNl + 1);
  }
  const parts: string[] = [''];
  let index = 0;
  let appendix = false;
  const seriesLine = new RegExp(DELIMITER_LINE.source.replace(/\$$/, String.raw`\n?$`), 'i');
  for (const line of text.split(/(?<=\n)/)) {
    const m = series ? line.match(seriesLine) : null;
    if (m) {
      index = Math.max(index, Math.min(2, Number(m[1]) - 1));
      while (parts.length <= index) parts.push('');
      appendix = false;
      continue;
    }
    if (PARTIAL_EXTRAS_LINE.test(line)) appendix = true;
    if (!appendix) parts[index] += line;
  }
  return parts;
}

import { formatDateShort } from '../format/format';
import type { Headline } from './news.schema';

/**
 * A saved news script keeps its sources in its own text (docs/PRODUCT.md §flows.news): after the
 * script, a `[FONTES]` line and one bracketed line per headline, `[Título — Fonte, 23/11/2026: https://…]`.
 * Bracketed lines are stage directions to the teleprompter's cleaning (shared/src/teleprompter/clean-script.ts),
 * so the sources are shown with the script everywhere and never read aloud.
 */

export const SOURCES_MARK = '[FONTES]';

/** A saved source line, read back. */
export interface SavedSource {
  title: string;
  source: string;
  /** dd/mm/aaaa, as written. */
  date: string;
  link: string;
}

/** Brackets inside a title would end its line early: they become parentheses. */
const unbracket = (s: string) => s.replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();

/** The sources block of a saved script. */
export function sourcesBlock(headlines: readonly Headline[]): string {
  return [
    SOURCES_MARK,
    ...headlines.map(
      (h) => `[${unbracket(h.title)} — ${unbracket(h.source)}, ${formatDateShort(h.publishedAt)}: ${h.link}]`,
    ),
  ].join('\n');
}

/** The text a saved news script gets: the script, then the headlines it came from. */
export function newsScriptText(roteiro: string, headlines: readonly Headline[]): string {
  return headlines.length ? `${roteiro.trim()}\n\n${sourcesBlock(headlines)}` : roteiro.trim();
}

const SOURCE_LINE = /^\[(.+) — (.+), (\d{2}\/\d{2}\/\d{4}): (https:\/\/[^\s\]]+)\]$/;

/** Splits a saved text into the script and its sources (none when it has no `[FONTES]` block). */
export function splitSources(text: string): { body: string; sources: SavedSource[] } {
  const lines = text.split('\n');
  const mark = lines.findIndex((l) => l.trim() === SOURCES_MARK);
  if (mark < 0) return { body: text, sources: [] };
  const sources: SavedSource[] = [];
  for (const line of lines.slice(mark + 1)) {
    const m = SOURCE_LINE.exec(line.trim());
    if (m) sources.push({ title: m[1]!, source: m[2]!, date: m[3]!, link: m[4]! });
  }
  return { body: lines.slice(0, mark).join('\n').trimEnd(), sources };
}

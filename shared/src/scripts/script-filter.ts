import type { ScriptOrigin } from '../ideas/idea-tools';
import { ADVANCED_MODES, PLATFORM_IDS, restoredModeFor, type AdvancedMode, type PlatformId } from './script-options';

/**
 * The 'Meus Roteiros' filters (docs/PRODUCT.md §screens.meus-roteiros, docs/DATA-MODEL.md S3): what a
 * saved script counts as for the kind and platform filters, and the text a search looks in.
 * The store writes these at save time and matches scripts saved before them (or edited
 * since) with the same functions, so both ways agree.
 */

/** The kinds a list can be filtered by: simple mode and the four advanced modes. */
export const SCRIPT_KINDS = ['simple', ...ADVANCED_MODES] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

export const SCRIPT_KIND_LABELS: Record<ScriptKind, string> = {
  simple: 'Simples',
  complete: 'Completo',
  trend: 'Tendência',
  turbo: 'Turbo',
  series: 'Série',
};

/** The idea tools that save scripts, as 'Meus Roteiros' names them. */
export const SCRIPT_ORIGIN_LABELS: Record<ScriptOrigin, string> = {
  news: 'Notícias',
  'viral-short': 'Viral Curto',
};

/** How much of a script's text a search looks in (the theme and niche always). */
export const SEARCH_TEXT_CHARS = 2000;
/** A search is at most this long and at most this many words, each of which must appear. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 5;

interface Filterable {
  text: string;
  niche: string;
  theme: string;
  objective: string;
  favorite: boolean;
  seriesId: string | null;
  origin?: ScriptOrigin;
  request: { mode: 'simple' | AdvancedMode; plataforma?: PlatformId } | null;
}

/** The list filters, as the API takes them (all optional; none lists everything). */
export interface ScriptFilter {
  q?: string;
  favorites?: boolean;
  kind?: ScriptKind;
  platform?: PlatformId;
  /** Only the scripts an idea tool saved (none: every script). */
  origin?: ScriptOrigin;
}

/** Lower case, no accents, single spaces: 'Pão  Caseiro' → 'pao caseiro'. */
export function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words a search must all find (normalized, distinct, at most SEARCH_MAX_WORDS). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(normalizeSearch(q).split(' ').filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
}

/** The text a search looks in: theme, niche and the start of the text, normalized. */
export function searchTextOf(script: Pick<Filterable, 'theme' | 'niche' | 'text'>): string {
  return normalizeSearch(`${script.theme}\n${script.niche}\n${script.text.slice(0, SEARCH_TEXT_CHARS)}`);
}

/**
 * The mode that wrote a script. One saved without its form counts the way loading it
 * restores it (restoredModeFor): simple when its objective or niche says so, else a series
 * when it has a series id, else a complete script.
 */
export function scriptKindOf(script: Pick<Filterable, 'request' | 'objective' | 'niche' | 'seriesId'>): ScriptKind {
  if (script.request) return script.request.mode;
  if (restoredModeFor(script).mode === 'simple') return 'simple';
  return script.seriesId ? 'series' : 'complete';
}

/**
 * The type 'Meus Roteiros' shows for a script: the idea tool that saved it ('Notícias', 'Viral
 * Curto'), else the mode that wrote it. A tool's save has no form, so scriptKindOf alone would call it 'Completo'.
 */
export function scriptTypeLabel(
  script: Pick<Filterable, 'request' | 'objective' | 'niche' | 'seriesId' | 'origin'>,
): string {
  return script.origin ? SCRIPT_ORIGIN_LABELS[script.origin] : SCRIPT_KIND_LABELS[scriptKindOf(script)];
}

/** The platform an advanced script was written for; null for simple ones and ones saved without their form. */
export function scriptPlatformOf(script: Pick<Filterable, 'request'>): PlatformId | null {
  const platform = script.request?.plataforma;
  return platform && (PLATFORM_IDS as readonly string[]).includes(platform) ? platform : null;
}

/** True when `script` passes every filter given. */
export function matchesScriptFilter(script: Filterable, filter: ScriptFilter): boolean {
  if (filter.favorites && !script.favorite) return false;
  // the modes are the creator's: a tool's save is of none of them, whatever its stored `kind` says
  if (filter.kind && (script.origin || scriptKindOf(script) !== filter.kind)) return false;
  if (filter.platform && scriptPlatformOf(script) !== filter.platform) return false;
  if (filter.origin && script.origin !== filter.origin) return false;
  const words = searchWords(filter.q);
  if (words.length === 0) return true;
  const haystack = searchTextOf(script);
  return words.every((w) => haystack.includes(w));
}

/** True when no filter is set. */
export function isEmptyFilter(filter: ScriptFilter): boolean {
  return !filter.favorites && !filter.kind && !filter.platform && !filter.origin && searchWords(filter.q).length === 0;
}

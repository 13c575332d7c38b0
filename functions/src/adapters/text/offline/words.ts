/**
 * pt-BR word helpers that the analysis and the composers share: phrases cut at a safe word,
 * a sentence's final polish, an idea's content words. Pure; they know no request and no Brief.
 */
import { DANGLING_WORDS, STOP_WORDS } from './data/lexicon';

const DANGLING = new Set(DANGLING_WORDS);

/** The words of a text, split on white space. */
export function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

/** The sentences of a script's lines, its [stage directions] left out. */
export const sentencesOf = (lines: string[]) =>
  lines
    .filter((l) => !/^\[/.test(l))
    .join(' ')
    .split(/(?<=[.!?])\s+/)
    .filter((s) => s.trim());

/** A short, sentence-safe phrase from free text: first clause, at most `max` words, no end punctuation. */
export function shortPhrase(text: string, max: number, keepCase = false): string {
  const first =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .split(/(?<=[.!?;])\s|\n/)[0] ?? '';
  const w = words(first.replace(/[[\]{}"]/g, '')).slice(0, max);
  // never end on a dangling connector ("vender bolo sem" → "vender bolo")
  while (w.length > 1 && DANGLING.has(w[w.length - 1]!.toLowerCase().replace(/[.!?;:,…]+$/, ''))) w.pop();
  const cut = w.join(' ').replace(/[.!?;:,…]+$/, '');
  if (!cut) return '';
  if (keepCase) return cut;
  // lower-case a sentence-initial capital ("Como vender…" → "como vender…") but keep acronyms and names in caps
  return /^\p{Lu}\p{Ll}/u.test(cut) ? cut[0]!.toLowerCase() + cut.slice(1) : cut;
}

/** Upper-cases the first letter, but leaves "iPhone" alone. */
export const capitalize = (s: string) => (s && !/^\p{Ll}+\p{Lu}/u.test(s) ? s[0]!.toUpperCase() + s.slice(1) : s);

/** An idea said whole, as a title in quotes; a question keeps its mark (docs/PRODUCT.md §offline-writer). */
export const quoteTitle = (whole: string, asked: boolean) => `“${capitalize(whole)}${asked ? '?' : ''}”`;

/** Final polish of a sentence: contractions, no " ,", "..", "??", and a capital after each sentence end. */
export function tidy(s: string): string {
  return contract(s)
    .replace(/\s+([,.;:!?…])/g, '$1')
    .replace(/([!?])[?!]+/g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/[,;:]([.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(
      /([.!?]\s+)(["“]?)(\p{Ll})(?!\p{Ll}*\p{Lu})/gu,
      (_m, a: string, q: string, c: string) => a + q + c.toUpperCase(),
    )
    .trim();
}

/** "de o" → "do", "em a" → "na", "em isso" → "nisso": contracts a preposition with what follows. */
export function contract(text: string): string {
  const map: Record<string, Record<string, string>> = {
    de: {
      o: 'do',
      a: 'da',
      os: 'dos',
      as: 'das',
      um: 'dum',
      uma: 'duma',
      isso: 'disso',
      esse: 'desse',
      essa: 'dessa',
      este: 'deste',
      esta: 'desta',
    },
    em: {
      o: 'no',
      a: 'na',
      os: 'nos',
      as: 'nas',
      um: 'num',
      uma: 'numa',
      isso: 'nisso',
      esse: 'nesse',
      essa: 'nessa',
      este: 'neste',
      esta: 'nesta',
    },
    por: { o: 'pelo', a: 'pela', os: 'pelos', as: 'pelas' },
  };
  return text.replace(
    /(?<![\p{L}\p{N}])(de|em|por|De|Em|Por) (o|a|os|as|um|uma|isso|esse|essa|este|esta)(?![\p{L}\p{N}])/gu,
    (m, p: string, d: string) => {
      const to = map[p.toLowerCase()]?.[d];
      if (!to || /^um/.test(d)) return m; // "de um", "em um" stay
      return p[0] === p[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
    },
  );
}

/** The idea's content words, lower-cased, in order, each once: what a script must say and a hashtag may use. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
    const w = raw.replace(/^-+|-+$/g, '');
    if (w.length < 2 || STOP_WORDS.has(w) || out.includes(w)) continue;
    out.push(w);
  }
  return out;
}

/**
 * Which niche an idea belongs to (data/niches.ts), so a script about 'bolo de caneca' says
 * cooking tips and one about 'maquiagem' says make-up ones (docs/PRODUCT.md §offline-writer).
 * Pure and deterministic. A niche needs clear evidence: a word of its own, and more of it than any
 * other niche has; when unsure, the general niche, whose words fit any idea (a wrong niche's stages
 * and hashtags are worse than none).
 */
import { GENERAL_NICHE, NICHES, type Niche } from './data/niches';

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Keys that are whole words, not stems: each matches itself or its plural only, so 'doce' is not
 * 'docente', 'conta' not 'contar', 'casa' not 'casamento', 'amor' not 'amortização'.
 */
const WHOLE_WORDS = new Set([
  'agua',
  'amor',
  'base',
  'cafe',
  'casa',
  'conta',
  'conversa',
  'doce',
  'gato',
  'home',
  'mala',
  'massa',
  'mental',
  'peso',
  'planta',
  'prova',
  'sala',
  'site',
  'sono',
]);

/**
 * Keys with a second sense in creators' ideas ('conta' de luz or 'me conta', a video's 'roteiro'
 * or a trip's, 'prova' social): half the evidence, so one alone never picks a niche.
 */
const AMBIGUOUS = new Set([
  'base',
  'casa',
  'cidade',
  'conta',
  'curso',
  'dados',
  'dor',
  'habito',
  'home',
  'massa',
  'passeio',
  'perfil',
  'peso',
  'produto',
  'prova',
  'roteiro',
  'sala',
  'trabalho',
  'trilha',
]);

/** Words that start like a key and mean something else: 'vendo' (ver), 'mentalidade'. */
const NOT_KEYS = new Set(['vendo', 'mentalidade', 'contato', 'contatos']);

/** The idea's words, lower case and unaccented ('segunda-feira' stays one word). */
export const nicheWords = (...texts: string[]): string[] =>
  unaccent(texts.join(' ').toLowerCase())
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 2);

function matches(word: string, key: string): boolean {
  if (NOT_KEYS.has(word)) return false;
  // a key of up to three letters ('ia', 'pix') or a whole word names only itself (and its plural)
  if (key.length <= 3 || WHOLE_WORDS.has(key)) return word === key || word === `${key}s` || word === `${key}es`;
  return word.startsWith(key);
}

/** How much a niche's keys say about these words: 1 a word, ½ an ambiguous one. */
export function nicheScore(niche: Niche, words: readonly string[]): number {
  let score = 0;
  for (const w of words) {
    const hits = niche.keys.filter((k) => matches(w, k));
    if (hits.length) score += hits.some((k) => !AMBIGUOUS.has(k)) ? 1 : 0.5;
  }
  return score;
}

export function nicheOf(...texts: string[]): Niche {
  const words = nicheWords(...texts);
  const scored = NICHES.map((niche) => ({ niche, score: nicheScore(niche, words) })).sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  // a whole word of evidence, and a lead over the runner-up: else the general niche
  return best && best.score >= 1 && best.score > (second?.score ?? 0) ? best.niche : GENERAL_NICHE;
}

/**
 * Which niche an idea belongs to (data/niches.ts), so a script about 'bolo de caneca' says
 * cooking tips and one about 'maquiagem' says make-up ones (docs/PRODUCT.md §offline-writer).
 * Pure and deterministic: the niche whose stems start the most of the text's words, the first
 * on a tie, or the general one.
 */
import { GENERAL_NICHE, NICHES, type Niche } from './data/niches';

const unaccent = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

export function nicheOf(...texts: string[]): Niche {
  const words = unaccent(texts.join(' ').toLowerCase())
    .split(/[^a-z0-9-]+/)
    .filter((w) => w.length >= 2);
  let best: Niche = GENERAL_NICHE;
  let bestScore = 0;
  for (const niche of NICHES) {
    // a stem of two letters ('ia') names only itself; longer ones start a word ('receit' → 'receitas')
    const score = words.filter((w) => niche.keys.some((k) => (k.length <= 3 ? w === k : w.startsWith(k)))).length;
    if (score > bestScore) {
      best = niche;
      bestScore = score;
    }
  }
  return best;
}

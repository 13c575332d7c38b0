import { dataBlock, quote } from '../../core/prompt-data';
import type { WordRange } from '../../generation/script-length';
import { BASE_SYSTEM } from './common';

/** v1: the one correction pass of a script whose length is off (docs/PRODUCT.md §limits.scripts). */
export const version = 'resize.v1';

/**
 * 'O roteiro saiu com N palavras; o pedido era entre min e max': the model rewrites its own script to
 * the range, keeping everything else. The script is model text, so it goes in the data block; the
 * counts are ours (generation/script-length.ts).
 */
export function build(input: { script: string; words: number; range: WordRange }): { system: string; user: string } {
  const { min, max, target } = input.range;
  return {
    system: BASE_SYSTEM,
    user: [
      `O roteiro no bloco de dados tem ${input.words} palavras faladas, mas o pedido era entre ${min} e ${max} (o alvo é ${target}), sem contar as indicações entre colchetes.`,
      input.words < min
        ? 'Reescreva-o mais longo: desenvolva as ideias que já estão nele, sem inventar números, depoimentos ou prova social.'
        : 'Reescreva-o mais curto: corte repetições e rodeios, mantendo o gancho, a ideia principal e o CTA.',
      'Mantenha as seções entre colchetes, a ordem, o tom e o jeito de falar. Responda só com o roteiro reescrito, em texto simples, sem a linha === DADOS === nem JSON.',
      dataBlock(['Roteiro:', quote(input.script, { keepLineBreaks: true })]),
    ].join('\n\n'),
  };
}

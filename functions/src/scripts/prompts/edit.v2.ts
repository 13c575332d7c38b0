import { dataBlock, quote } from '../../core/prompt-data';
import { BASE_SYSTEM, lengthRule } from './common';

/**
 * v2: the instruction and the script share one data block (v1 had two), and the script is
 * encoded by `quote` like every other field, keeping its paragraphs.
 */
export const version = 'edit.v2';

/** 'Editar roteiro com IA': rewrite a saved script following the creator's instruction. */
export function build(input: { original: string; instruction: string; duration: number }): {
  system: string;
  user: string;
} {
  return {
    system: BASE_SYSTEM,
    user: [
      'Reescreva o roteiro abaixo seguindo a instrução do criador. Mantenha o que a instrução não pede para mudar e a mesma estrutura de gancho, desenvolvimento e CTA.',
      'Responda só com o roteiro reescrito, em texto simples, sem a linha === DADOS === nem JSON.',
      input.duration > 0 ? `${lengthRule(input.duration)} Só mude o tamanho se a instrução pedir.` : '',
      dataBlock([
        `Instrução: ${quote(input.instruction)}`,
        '',
        'Roteiro atual:',
        quote(input.original, { keepLineBreaks: true }),
      ]),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

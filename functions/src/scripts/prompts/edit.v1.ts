import { BASE_SYSTEM, lengthRule, quote } from './common';

export const version = 'edit.v1';

/** 'Editar roteiro com IA': rewrite a saved script following the creator's instruction. */
export function build(input: { original: string; instruction: string; duration: number }): {
  system: string;
  user: string;
} {
  return {
    system: BASE_SYSTEM,
    user: [
      'Reescreva o roteiro abaixo seguindo a instrução do criador. Mantenha o que a instrução não pede para mudar e a mesma estrutura de gancho, desenvolvimento e CTA.',
      input.duration > 0 ? `${lengthRule(input.duration)} Só mude o tamanho se a instrução pedir.` : '',
      `<dados>\nInstrução: ${quote(input.instruction)}\n</dados>`,
      // The script keeps its line breaks; only the data markers are neutralised.
      `<dados>\nRoteiro atual:\n${input.original.replace(/<\/?dados>/gi, '')}\n</dados>`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

import type { ScriptRequest } from '@shared/scripts/script.schema';
import { dataBlock, quote } from '../../core/prompt-data';
import { BASE_SYSTEM, lengthRule, platformLabel } from './common';

/**
 * v2: the instruction and the script share one data block (v1 had two), and the script is
 * encoded by `quote` like every other field, keeping its paragraphs.
 */
export const version = 'edit.v2';

/** 'Editar roteiro com IA': rewrite a saved script following the creator's instruction. */
export function build(input: {
  original: string;
  instruction: string;
  duration: number;
  /** The saved request: its platform and tone are kept (a simple script's are the short-video defaults). */
  request?: ScriptRequest | null;
  /** The creator's pace (docs/PRODUCT.md §flows.teleprompter.pace); 130 without it. */
  wordsPerMinute?: number;
}): {
  system: string;
  user: string;
} {
  const r = input.request;
  const platform = r && r.mode !== 'simple' ? platformLabel(r.plataforma) : 'Reels, TikTok e Shorts';
  const tone = r && r.mode !== 'simple' && r.tom ? ` e o tom ${quote(r.tom)}` : '';
  return {
    system: BASE_SYSTEM,
    user: [
      'Reescreva o roteiro abaixo seguindo a instrução do criador. Mantenha o que a instrução não pede para mudar e a mesma estrutura de gancho, desenvolvimento e CTA.',
      'Responda só com o roteiro reescrito, em texto simples, sem a linha === DADOS === nem JSON.',
      `Mantenha a plataforma (${platform})${tone} do roteiro, salvo se a instrução pedir outra coisa.`,
      input.duration > 0
        ? `${lengthRule(input.duration, input.wordsPerMinute)} Só mude o tamanho se a instrução pedir.`
        : '',
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

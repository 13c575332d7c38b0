import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, advancedData, extrasRule, lengthRule } from './common';
import { PLATFORMS } from '@shared/scripts/script-options';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'trend.v2';

/** 'Gerar no estilo tendência': fast rhythm and the platform's trend language. */
export function build(r: AdvancedScriptRequest): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva um roteiro no estilo tendência: ritmo rápido, frases curtas, linguagem das trends do momento na plataforma (POV, "ninguém:", reação), cortes indicados entre colchetes.',
      lengthRule(r.duracao),
      'Mantenha o ângulo, o objetivo e o tom escolhidos.',
      extrasRule(PLATFORMS.find((p) => p.id === r.plataforma)?.label ?? r.plataforma),
      advancedData(r),
    ].join('\n\n'),
  };
}

import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, TREND_GROUNDING, advancedData, outputFormat, lengthRule, platformLabel } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'trend.v2';

/** 'Gerar no estilo tendência': fast rhythm and the platform's trend language. */
export function build(r: AdvancedScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva um roteiro no estilo tendência: ritmo rápido, frases curtas, formatos consagrados de vídeo curto (POV, "ninguém:", reação), cortes indicados entre colchetes.',
      TREND_GROUNDING,
      lengthRule(r.duracao, wordsPerMinute, r.formato),
      'Mantenha o ângulo, o objetivo e o tom escolhidos.',
      outputFormat(platformLabel(r.plataforma)),
      advancedData(r),
    ].join('\n\n'),
  };
}

import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, advancedData, outputFormat, lengthRule, platformLabel } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'turbo.v2';

/** 'Gerar roteiro turbo': lean, straight to the point, an even stronger hook. */
export function build(r: AdvancedScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva uma versão turbo: enxuta, direta ao ponto, uma ideia por frase, com um gancho ainda mais forte nos primeiros 2 segundos e um CTA curto.',
      lengthRule(r.duracao, wordsPerMinute),
      outputFormat(platformLabel(r.plataforma)),
      advancedData(r),
    ].join('\n\n'),
  };
}

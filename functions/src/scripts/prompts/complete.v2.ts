import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, advancedData, outputFormat, lengthRule, platformLabel } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'complete.v2';

/** 'Gerar roteiro completo': hook, development and CTA using every strategic detail. */
export function build(r: AdvancedScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva um roteiro completo: gancho, desenvolvimento e CTA, usando todos os detalhes estratégicos informados (dor, oferta, prova social, objeção, localidade). Prova social só a que o criador informou.',
      lengthRule(r.duracao, wordsPerMinute, r.formato),
      'Siga o ângulo, o objetivo, o formato, o tom e a plataforma escolhidos. Se o criador não vai aparecer, escreva para narração em off (no formato Texto na tela, só as frases da tela).',
      outputFormat(platformLabel(r.plataforma)),
      advancedData(r),
    ].join('\n\n'),
  };
}

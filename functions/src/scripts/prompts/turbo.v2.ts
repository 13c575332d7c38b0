import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, advancedData, outputFormat, lengthRule, platformLabel } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'turbo.v2';

/** 'Gerar roteiro turbo': lean, straight to the point, an even stronger hook. */
export function build(r: AdvancedScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva uma versão turbo: direta ao ponto, uma ideia por frase, sem rodeios, com um gancho ainda mais forte nos primeiros 2 segundos e um CTA curto. Turbo é ritmo, não tamanho: use todas as palavras pedidas para dizer mais coisas, não para enrolar.',
      lengthRule(r.duracao, wordsPerMinute, r.formato),
      outputFormat(platformLabel(r.plataforma)),
      advancedData(r),
    ].join('\n\n'),
  };
}

import type { AdvancedScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, advancedData, outputFormat, lengthRule, platformLabel } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'series.v2';

export { seriesDelimiter } from './common';

/** 'Gerar série de 3 vídeos': three connected scripts, each pulling the next. */
export function build(r: AdvancedScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva uma série de 3 roteiros conectados sobre o mesmo tema: parte 1 apresenta o problema, parte 2 o método, parte 3 a aplicação e o resultado.',
      'Cada roteiro começa dizendo a parte ("Parte 1 de 3") e termina puxando o próximo; o terceiro termina com o CTA do objetivo.',
      `${lengthRule(r.duracao, wordsPerMinute, r.formato)} Essa duração vale para cada um dos 3 roteiros.`,
      outputFormat(platformLabel(r.plataforma), true),
      advancedData(r),
    ].join('\n\n'),
  };
}

import type { SimpleScriptRequest } from '@shared/scripts/script.schema';
import { dataBlock, quote } from '../../core/prompt-data';
import { BASE_SYSTEM, outputFormat, lengthRule } from './common';

/** v2: asks for the extras appendix after each script (docs/PRODUCT.md §data.extras). */
export const version = 'simple.v2';

/** 'Escreva a sua ideia': one script from a free-text idea. */
export function build(r: SimpleScriptRequest, wordsPerMinute?: number): { system: string; user: string } {
  const data = dataBlock(
    [
      `Ideia: ${quote(r.idea)}`,
      `Vai aparecer no vídeo: ${r.aparecer}`,
      r.influencer ? `Estilo de referência: ${quote(r.influencer)}` : '',
    ].filter(Boolean),
  );
  return {
    system: BASE_SYSTEM,
    user: [
      'Escreva um roteiro de vídeo curto a partir desta ideia.',
      lengthRule(r.duracao, wordsPerMinute),
      r.aparecer === 'Não'
        ? 'O criador não vai aparecer: escreva para narração em off com imagens de apoio.'
        : 'O criador fala olhando para a câmera.',
      r.influencer ? 'Inspire-se no ritmo e no jeito de falar do criador de referência, sem copiar frases dele.' : '',
      outputFormat('Reels, TikTok e Shorts'),
      data,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

import type { SimpleScriptRequest } from '@shared/scripts/script.schema';
import { BASE_SYSTEM, dataBlock, lengthRule, quote } from './common';

export const version = 'simple.v1';

/** 'Escreva a sua ideia': one script from a free-text idea. */
export function build(r: SimpleScriptRequest): { system: string; user: string } {
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
      lengthRule(r.duracao),
      r.aparecer === 'Não'
        ? 'O criador não vai aparecer: escreva para narração em off com imagens de apoio.'
        : 'O criador fala olhando para a câmera.',
      r.influencer ? 'Inspire-se no ritmo e no jeito de falar do criador de referência, sem copiar frases dele.' : '',
      data,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

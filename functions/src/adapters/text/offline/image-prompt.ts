import { IMAGE_LIMITS } from '@shared/images/image.schema';
import type { ImageStyle } from '@shared/images/image-styles';
import { makeRandom } from './prng';

/**
 * 'Melhorar prompt' without a model (docs/LOCAL-MODE.md §writer): the prompt as typed, followed by
 * the details a good image prompt names — subject framing, light, colours, composition, finish —
 * in pt-BR, chosen for the style and varied by the seed. Deterministic for a seed.
 */
const SUBJECT = [
  'com o assunto principal em primeiro plano, bem definido',
  'com o assunto principal no centro da cena, em destaque',
  'com o assunto principal levemente deslocado, seguindo a regra dos terços',
];
const LIGHT: Record<ImageStyle | 'none', readonly string[]> = {
  fotografico: ['luz natural suave da manhã', 'luz dourada de fim de tarde', 'luz difusa de dia nublado'],
  ilustracao: ['iluminação chapada e alegre', 'sombras simples e bem marcadas'],
  '3d': ['iluminação de estúdio com sombras suaves', 'luz global suave e reflexos delicados'],
  minimalista: ['luz uniforme e limpa', 'luz suave, quase sem sombras'],
  cinematografico: ['luz dramática com contraluz', 'iluminação de cinema em tons frios e quentes'],
  none: ['luz natural e equilibrada', 'iluminação suave e agradável', 'luz quente de fim de tarde'],
};
const COLORS = [
  'paleta de cores harmoniosa e vibrante',
  'cores quentes com contrastes suaves',
  'tons frios e elegantes',
  'cores saturadas e marcantes',
];
const FINISH = [
  'alta riqueza de detalhes e texturas nítidas',
  'acabamento profissional, nítido e limpo',
  'detalhes bem definidos e profundidade de campo agradável',
];
const FRAMING = [
  'fundo sem poluição visual',
  'espaço livre no topo para um título',
  'composição equilibrada que chama a atenção no feed',
];

export function composeImagePrompt(prompt: string, style: ImageStyle | null, seed: string): string {
  const rng = makeRandom(`${prompt}|${style ?? ''}|${seed}`);
  const base = prompt.trim().replace(/[.\s]+$/, '');
  const details = [
    rng.pick(SUBJECT),
    rng.pick(LIGHT[style ?? 'none']),
    rng.pick(COLORS),
    rng.pick(FRAMING),
    rng.pick(FINISH),
  ].join(', ');
  const text = `${base}, ${details}.`;
  return text.length <= IMAGE_LIMITS.prompt ? text : `${base.slice(0, IMAGE_LIMITS.prompt - 1)}…`;
}

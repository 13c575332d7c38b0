import type { GatedFeature } from './feature-access';
import { withComingSoon } from '../navigation/app-routes';

export interface FeatureBenefits {
  title: string;
  benefits: [string, string, string];
}

/** What the locked-feature screen promises for each gated feature (docs/PRODUCT.md §access.locked). */
export const FEATURE_BENEFITS: Record<GatedFeature, FeatureBenefits> = {
  criar: {
    title: 'Criador de Roteiros',
    benefits: [
      'Roteiros virais completos em segundos, no modo simples ou avançado',
      'Edição por IA e favoritos ilimitados',
      'Histórico de 90 dias com todos os seus roteiros',
    ],
  },
  'ideias-virais': {
    title: 'Ideias Virais por Dúvidas',
    benefits: [
      'Descubra as dúvidas mais buscadas do seu nicho',
      'Gere até 50 ideias de vídeo de uma vez',
      'Transforme cada dúvida em um roteiro pronto para gravar',
    ],
  },
  'ultimas-noticias': {
    title: 'Últimas Notícias',
    benefits: [
      'Roteiros baseados nas notícias mais recentes do seu nicho',
      'Chamada para ação opcional em cada roteiro',
      'Seja o primeiro a comentar o que está em alta',
    ],
  },
  'viral-curto': {
    title: 'Viral Curto',
    benefits: [
      'Transforme vídeos do YouTube em shorts virais',
      'Ganchos alternativos, cortes e textos na tela sugeridos',
      'Roteiro pronto para o teleprompter',
    ],
  },
  'missao-influencer': {
    title: withComingSoon('/missao-influencer', 'Missão Influencer'),
    benefits: [
      'Missões diárias para crescer com constância',
      'Metas, diário e calendário da sua jornada',
      'Ganhe XP e moedas e desbloqueie avatares e temas',
    ],
  },
  'viral-finder': {
    title: withComingSoon('/viral-finder', 'Viral Finder'),
    benefits: [
      'Encontre os conteúdos que mais viralizam no seu nicho',
      'Filtre por plataforma, visualizações e engajamento',
      'Receba novos reels em tempo real',
    ],
  },
};

/** Unknown features fall back to ideias-virais, as the old product did (docs/PRODUCT.md §access.locked). */
export function benefitsFor(feature: string): FeatureBenefits {
  return Object.hasOwn(FEATURE_BENEFITS, feature)
    ? FEATURE_BENEFITS[feature as GatedFeature]
    : FEATURE_BENEFITS['ideias-virais'];
}

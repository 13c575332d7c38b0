/**
 * The landing page's constants and copy (docs/PRODUCT.md §limits.landing, docs/PRODUCT.md §screens.landing,
 * docs/PRODUCT.md §product.marketing). Copy the old product did not hand over is ours and lives here as
 * data, never inline in a component. Icons are named by key; the web app maps each key to its icon.
 */
import { withComingSoon } from '../navigation/app-routes';

export const LANDING_LIMITS = {
  /** The top bar turns translucent once the page scrolled past this. */
  topBarScrollThresholdPx: 20,
  /** The features carousel advances by itself every this often. */
  carouselIntervalMs: 5000,
  /** Cards side by side: one on small screens, two from the md breakpoint up. */
  carouselPerView: { base: 1, md: 2 },
  /** The teleprompter card's demo: one step every 50 ms, 100 steps a pass (5 s), then again. */
  teleprompterDemo: { tickMs: 50, steps: 100 },
} as const;

export const LANDING_HEADLINE = 'Crie vídeos virais com inteligência artificial';

/** Where the top bar's anchors point. */
export const LANDING_SECTIONS = [
  { id: 'como-funciona', label: 'Como funciona' },
  { id: 'por-que-usar', label: 'Recursos' },
] as const;

/** The scrolling strip under the hero. */
export const PLATFORMS = ['Instagram', 'YouTube', 'TikTok', 'LinkedIn', 'X'] as const;
export type Platform = (typeof PLATFORMS)[number];

/**
 * Social proof: marketing text, never a live counter (docs/PRODUCT.md §product.marketing). The
 * figures are the old product's; pt-BR grouping.
 */
export const SOCIAL_PROOF = [
  { value: '10.000+', label: 'roteiros gerados hoje' },
  { value: '50M+', label: 'visualizações geradas' },
  { value: '5.000+', label: 'criadores ativos' },
] as const;

export const STEPS = [
  { n: 1, title: 'Escolha seu nicho', text: 'Conte para a IA sobre você, seu público e o que quer comunicar.' },
  {
    n: 2,
    title: 'A IA cria o roteiro',
    text: 'Um roteiro com gancho, desenvolvimento e chamada para ação em segundos.',
  },
  { n: 3, title: 'Você grava e viraliza', text: 'Grave com o teleprompter integrado e publique nas suas redes.' },
] as const;

export type FeatureIcon = 'script' | 'questions' | 'teleprompter' | 'missions';

export interface FeatureCard {
  id: string;
  icon: FeatureIcon;
  title: string;
  text: string;
  metric: { value: string; label: string };
  /** The teleprompter card plays a scrolling-text demo. */
  demo?: 'teleprompter';
}

/** The features carousel's four cards (docs/PRODUCT.md §screens.landing: 'to write', so ours). */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'roteiros',
    icon: 'script',
    title: 'Roteiros no estilo dos grandes criadores',
    text: 'Diga sua ideia e receba um roteiro com gancho, desenvolvimento e chamada para ação, no ritmo de quem viraliza.',
    metric: { value: '10M+', label: 'visualizações' },
  },
  {
    id: 'duvidas',
    icon: 'questions',
    title: 'Ideias a partir das dúvidas do seu nicho',
    text: 'Roteiros que respondem às perguntas mais buscadas pelo seu público, o conteúdo que ele já procura.',
    metric: { value: '500%+', label: 'mais vendas' },
  },
  {
    id: 'teleprompter',
    icon: 'teleprompter',
    title: 'Teleprompter logo depois do roteiro',
    text: 'O roteiro gerado abre direto no teleprompter: ajuste a velocidade e grave sem decorar.',
    metric: { value: '10x', label: 'mais rápido para gravar' },
    demo: 'teleprompter',
  },
  {
    id: 'missoes',
    icon: 'missions',
    title: withComingSoon('/missao-influencer', 'Missões diárias de crescimento'),
    text: 'Metas, missões do dia e recompensas para você postar todos os dias e não perder o ritmo.',
    metric: { value: '3x', label: 'mais consistência' },
  },
];

/** The lines the teleprompter card's demo scrolls through. */
export const TELEPROMPTER_DEMO_LINES = [
  'Você sabia que 3 em cada 4 pessoas',
  'desistem de um vídeo nos primeiros 3 segundos?',
  'Por isso o gancho vem primeiro.',
  'Olhe para a câmera, fale com calma',
  'e deixe o teleprompter seguir com você.',
  'No final, convide para seguir o perfil!',
] as const;

export type BenefitIcon = 'instant' | 'viral' | 'teleprompter' | 'missions';

export const BENEFITS_TITLE = 'Projetado para criadores que querem crescer rápido';
export const BENEFITS_SUBTITLE = 'A plataforma completa para transformar suas ideias em conteúdo viral';

export const BENEFITS: ReadonlyArray<{ icon: BenefitIcon; title: string; text: string }> = [
  {
    icon: 'instant',
    title: 'Criação instantânea',
    text: 'Do zero ao roteiro pronto em segundos, sem bloqueio criativo.',
  },
  {
    icon: 'viral',
    title: 'Baseado no que viraliza',
    text: 'Estruturas inspiradas em milhares de vídeos virais analisados.',
  },
  {
    icon: 'teleprompter',
    title: 'Teleprompter integrado',
    text: 'Grave logo depois de gerar o roteiro, no seu ritmo.',
  },
  {
    icon: 'missions',
    title: withComingSoon('/missao-influencer', 'Missões de crescimento'),
    text: 'Metas e missões diárias para você postar com constância.',
  },
];

/** The data-security claim (docs/PRODUCT.md §product.marketing: encryption of data). */
export const SECURITY_CLAIM = 'Seus dados protegidos com criptografia, na transmissão e no armazenamento.';

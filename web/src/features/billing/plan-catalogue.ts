import { formatBRL, formatInteger } from '@shared/format/format';
import { withComingSoon } from '@shared/navigation/app-routes';
import {
  COMPETITOR_PRICES_BRL,
  creditsBuy,
  FREE_PLAN_LIMITS,
  imagesPerMonthText,
  PAID_HISTORY_DAYS,
  PLANS,
  type PaidPlanId,
} from '@shared/plans/plans';

/**
 * /planos' content (docs/PRODUCT.md §screens.planos, §data.plan-catalogue): the three cards,
 * the why-choose section and the competitor comparison. The figures come from
 * shared/src/plans/plans.ts; only the words are written here.
 */

export type CatalogueId = 'free' | PaidPlanId;

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface PlanCard {
  id: CatalogueId;
  name: string;
  description: string;
  /** 'MAIS POPULAR' on Pro. */
  badge?: string;
  features: readonly PlanFeature[];
  /** The button's label when it is not the viewer's plan ('Assinar Pro'; the free card's is always disabled). */
  ctaLabel: string;
  /** The card drawn out (Pro). */
  highlight: boolean;
}

const credits = (id: CatalogueId) => {
  const buys = creditsBuy(id);
  const scripts = buys.scripts === 1 ? '1 roteiro' : `${formatInteger(buys.scripts)} roteiros`;
  const images = buys.images === 1 ? '1 imagem' : `${formatInteger(buys.images)} imagens`;
  return `${formatInteger(PLANS[id].monthlyCredits)} créditos por mês (${scripts} ou ${images})`;
};

const included = (text: string): PlanFeature => ({ text, included: true });
const excluded = (text: string): PlanFeature => ({ text, included: false });

/** How many times Pro's monthly credits are free's: the upsell's '75x' (docs/PRODUCT.md §plans.inclusions). */
export const PRO_CREDITS_MULTIPLE = PLANS.pro.monthlyCredits / PLANS.free.monthlyCredits;

export const PLAN_CARDS: readonly PlanCard[] = [
  {
    id: 'free',
    name: PLANS.free.displayName,
    description: 'Para conhecer o Viraliza e criar seus primeiros roteiros.',
    features: [
      included(credits('free')),
      included(`${FREE_PLAN_LIMITS.savedScripts} roteiros salvos (os mais recentes)`),
      included('Teleprompter ilimitado'),
      included('Perfil básico'),
      included(`${FREE_PLAN_LIMITS.imagesTotal} imagem com IA no total`),
      excluded('Ideias Virais'),
      excluded('Últimas Notícias'),
      excluded('Viral Curto'),
      excluded(withComingSoon('/missao-influencer', 'Missão Influencer')),
      excluded(withComingSoon('/viral-finder', 'Viral Finder')),
    ],
    ctaLabel: 'Gratuito para sempre',
    highlight: false,
  },
  {
    id: 'pro',
    name: PLANS.pro.displayName,
    description: `Para quem publica toda semana: ${PRO_CREDITS_MULTIPLE}x mais créditos que o Gratuito.`,
    badge: 'MAIS POPULAR',
    features: [
      included(credits('pro')),
      included('Todas as ferramentas liberadas'),
      included('Edição de roteiros por IA'),
      included('Favoritos ilimitados'),
      included(`Histórico de ${PAID_HISTORY_DAYS} dias`),
      included(withComingSoon('/missao-influencer', 'Missão Influencer completa')),
      included('Suporte prioritário'),
      included('Selo PRO'),
      included(imagesPerMonthText('pro')),
    ],
    ctaLabel: 'Assinar Pro',
    highlight: true,
  },
  {
    id: 'enterprise',
    name: PLANS.enterprise.displayName,
    description: 'Para agências e equipes que produzem em escala.',
    features: [
      included(credits('enterprise')),
      included('Tudo do plano Pro'),
      included(imagesPerMonthText('enterprise')),
      included('Acesso à API (em breve)'),
      included('Webhook de notificações'),
      included('Relatórios avançados'),
      included('Suporte por WhatsApp'),
      included('Selo ENTERPRISE'),
      included('Consultoria mensal de 30 minutos'),
    ],
    ctaLabel: 'Assinar Enterprise',
    highlight: false,
  },
];

/** The why-choose section (docs/PRODUCT.md §screens.planos, §product.marketing). */
export const WHY_CHOOSE = [
  {
    figure: '97%',
    title: 'de economia',
    text: 'comparado a contratar roteiristas para cada vídeo.',
  },
  {
    figure: `${formatInteger(Math.floor(PLANS.pro.monthlyCredits / 1000))}k+`,
    title: 'créditos mensais no Pro',
    text: `Até ${formatInteger(creditsBuy('pro').scripts)} roteiros virais por mês.`,
  },
  {
    figure: '24/7',
    title: 'IA sempre disponível',
    text: 'Crie roteiros a qualquer hora, sem esperar por ninguém.',
  },
] as const;

/** What the competitor comparison quotes (docs/PRODUCT.md §plans.prices: marketing figures, in reais). */
export interface CompetitorPrice {
  name: string;
  price: string;
}

const range = ({ from, to }: { from: number; to: number }) => `${formatBRL(from)} a ${formatBRL(to)}`;

export const COMPETITOR_PRICES: readonly CompetitorPrice[] = [
  {
    name: 'Ferramenta de IA para roteiros (internacional)',
    price: `${formatBRL(COMPETITOR_PRICES_BRL.aiScriptTool)}/mês`,
  },
  { name: 'Assistente de escrita com IA', price: `${formatBRL(COMPETITOR_PRICES_BRL.aiWritingAssistant)}/mês` },
  { name: 'Roteirista freelancer', price: `${range(COMPETITOR_PRICES_BRL.freelancerPerScript)} por roteiro` },
  { name: 'Agência de conteúdo', price: `${range(COMPETITOR_PRICES_BRL.agencyMonthly)}/mês` },
];

/** The comparison's claim beside the table (docs/PRODUCT.md §plans.prices: up to 80%). */
export const COMPETITOR_SAVING_CLAIM = 'Economize até 80% em relação às ferramentas de IA concorrentes.';

/**
 * The contact e-mail line's address. docs/PRODUCT.md §screens.planos leaves the address to
 * write; this is ours until the product names one.
 */
export const CONTACT_EMAIL = 'contato@viraliza.com.br';

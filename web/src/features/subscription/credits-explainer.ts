import { formatBRL, formatDateLong, formatInteger } from '@shared/format/format';
import { creditsBuy, CREDIT_COSTS, isBilledPlan, PLANS, planDisplayName } from '@shared/plans/plans';
import { IDEA_TOOL_COSTS } from '@shared/ideas/idea-tools';
import { AI_EDIT_COST, generationCost } from '@shared/scripts/script-options';
import {
  creditsInUseText,
  NO_RENEWAL,
  showsLowCreditPageWarning,
  showsNextCreditRenewal,
  summarizeCredits,
} from '@shared/subscription/credits';
import type { Subscription } from '@shared/subscription/subscription.schema';

/** What /entenda-creditos shows of a subscription (docs/PRODUCT.md §screens.entenda-creditos, §credits). */
export interface CreditsOverview {
  planName: string;
  /** Free (or the legacy starter): the upgrade call to action instead of the low-credit warning. */
  isFree: boolean;
  remaining: string;
  total: string;
  /** 0–100, for the bar and '75% disponível'. */
  percentAvailable: number;
  /** '22 de dezembro de 2026', or 'Não disponível'; null on a cancelled plan whose credits do not renew again. */
  nextRenewal: string | null;
  /** Paid plans under 500 credits (docs/PRODUCT.md §credits.low). */
  lowWarning: boolean;
  /** 'N créditos em uso' while generations run, or null. */
  inUse: string | null;
}

export const RENEWAL_UNAVAILABLE = 'Não disponível';
/** Where the renewal date was, on a cancelled plan whose credits do not renew again (issue 27). */
export { NO_RENEWAL };

export function creditsOverview(sub: Subscription | null, now: Date = new Date()): CreditsOverview {
  if (!sub)
    return {
      planName: '—',
      isFree: true,
      remaining: '0',
      total: '0',
      percentAvailable: 0,
      nextRenewal: RENEWAL_UNAVAILABLE,
      lowWarning: false,
      inUse: null,
    };
  const summary = summarizeCredits(sub, now);
  const reset = new Date(sub.creditsResetAt);
  return {
    planName: planDisplayName(sub.plan),
    isFree: !isBilledPlan(sub.plan),
    remaining: formatInteger(summary.remaining),
    total: formatInteger(summary.total),
    percentAvailable: summary.percentAvailable,
    nextRenewal: !showsNextCreditRenewal(sub)
      ? null
      : Number.isFinite(reset.getTime())
        ? formatDateLong(reset)
        : RENEWAL_UNAVAILABLE,
    lowWarning: showsLowCreditPageWarning(sub),
    inUse: creditsInUseText(sub),
  };
}

/** What each action costs (docs/PRODUCT.md §credits.costs), from the constants the server charges with. */
export const CREDIT_USES: readonly { action: string; cost: number }[] = [
  { action: 'Um roteiro (simples, completo, tendência ou turbo)', cost: CREDIT_COSTS.script },
  { action: 'Uma série de 3 vídeos', cost: generationCost('series') },
  { action: 'Uma edição de roteiro por IA', cost: AI_EDIT_COST },
  { action: 'Uma imagem com IA', cost: CREDIT_COSTS.image },
  { action: 'Ideias Virais: uma lista de dúvidas do seu nicho', cost: IDEA_TOOL_COSTS.questions },
  { action: 'Viral Curto: um short a partir de um vídeo do YouTube', cost: IDEA_TOOL_COSTS['viral-short'] },
  { action: 'Últimas Notícias: roteiros a partir das notícias do nicho', cost: IDEA_TOOL_COSTS.news },
];

export interface PlanComparisonRow {
  plan: string;
  credits: string;
  scripts: string;
  images: string;
  price: string;
}

/** The plan comparison: monthly credits, what they buy, and the monthly price. */
export function planComparison(): PlanComparisonRow[] {
  return (['free', 'pro', 'enterprise'] as const).map((id) => {
    const buys = creditsBuy(id);
    return {
      plan: PLANS[id].displayName,
      credits: formatInteger(PLANS[id].monthlyCredits),
      scripts: formatInteger(buys.scripts),
      images: formatInteger(buys.images),
      price: id === 'free' ? 'Grátis' : `${formatBRL(PLANS[id].priceMonthly)}/mês`,
    };
  });
}

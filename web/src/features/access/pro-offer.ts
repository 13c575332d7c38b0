import { formatBRL, formatInteger } from '@shared/format/format';
import { imagesPerMonthText, PAID_HISTORY_DAYS, PLANS } from '@shared/plans/plans';

export const LOCKED_FEATURE_NOTICE = 'Recurso exclusivo para assinantes Pro e Enterprise';

/** Pro's monthly price with "/mês": the price checkout charges, read from the plan table (docs/PRODUCT.md §plans.prices). */
export function proPriceLabel(): string {
  return `${formatBRL(PLANS.pro.priceMonthly)}/mês`;
}

/** What the Pro card promises (docs/PRODUCT.md §access.locked), with the figures taken from the shared plans. */
export function proBullets(): string[] {
  return [
    `${formatInteger(PLANS.pro.monthlyCredits)} créditos mensais`,
    'Todas as ferramentas liberadas',
    'Edição de roteiros por IA e favoritos ilimitados',
    `Histórico de ${PAID_HISTORY_DAYS} dias`,
    `${imagesPerMonthText('pro')} e suporte prioritário`,
  ];
}

/**
 * Where 'Voltar' goes: never the page that locked (issue 10 defect 1, a loop). /criar is
 * open on every plan, so it is the way back from the others; from /criar itself (locked only
 * when the subscription is missing) it is /perfil, which is always open.
 */
export function backTarget(feature: string): string {
  return feature === 'criar' ? '/perfil' : '/criar';
}

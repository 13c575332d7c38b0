import type { BillingInterval } from '@shared/billing/billing.schema';
import { planPrice, priceSuffix } from '@shared/billing/pricing';
import { formatBRL, formatDateLong, formatInteger } from '@shared/format/format';
import { isBilledPlan, normalizePlan, planDisplayName } from '@shared/plans/plans';
import { showsNextCreditRenewal, willNotRenew } from '@shared/subscription/credits';
import type { Subscription, SubscriptionStatus } from '@shared/subscription/subscription.schema';

/**
 * /gerenciar-assinatura's words for a subscription (docs/PRODUCT.md §screens.gerenciar-assinatura):
 * statuses, intervals and dates in pt-BR.
 */

/** The status in pt-BR; a cancelled plan that still runs says until when in the renewal area. */
export function statusLabel(status: SubscriptionStatus, cancelAtPeriodEnd?: boolean): string {
  if (status === 'canceled' || cancelAtPeriodEnd) return 'Cancelada';
  if (status === 'past_due') return 'Pagamento pendente';
  return 'Ativa';
}

/** The status badge's color: green active, orange for a failed payment, gray once cancelled. */
export function statusColor(status: SubscriptionStatus, cancelAtPeriodEnd?: boolean): 'green' | 'orange' | 'gray' {
  if (status === 'canceled' || cancelAtPeriodEnd) return 'gray';
  return status === 'past_due' ? 'orange' : 'green';
}

export function intervalLabel(interval: BillingInterval): 'Mensal' | 'Anual' {
  return interval === 'yearly' ? 'Anual' : 'Mensal';
}

/** A date the page shows ('22 de dezembro de 2026'), or 'Não disponível' when there is none. */
export function dateOrUnavailable(iso: string | null | undefined): string {
  if (!iso || !Number.isFinite(new Date(iso).getTime())) return 'Não disponível';
  return formatDateLong(iso);
}

/** How long a paid plan lasts: 'até 22 de dezembro de 2026', or 'até o fim do período pago' without a date. */
export function accessUntilText(currentPeriodEnd: string | null | undefined): string {
  const date = dateOrUnavailable(currentPeriodEnd);
  return date === 'Não disponível' ? 'até o fim do período pago' : `até ${date}`;
}

/** Whether the plan will not renew: 'Seu plano não será renovado' (docs/PRODUCT.md §flows.cancellation). */
export { willNotRenew };

/** Whether the user pays for a plan (the legacy 'starter' does not: docs/PRODUCT.md §plans). */
export function hasPaidSubscription(sub: Pick<Subscription, 'plan'> | null | undefined): boolean {
  return isBilledPlan(sub?.plan);
}

export interface DetailRow {
  label: string;
  value: string;
}

/** The details list of a paid subscription, in the order the page shows them. */
export function subscriptionDetailRows(sub: Subscription): DetailRow[] {
  const plan = normalizePlan(sub.plan);
  const rows: DetailRow[] = [
    { label: 'Plano', value: planDisplayName(plan) },
    { label: 'Status', value: statusLabel(sub.status, sub.cancelAtPeriodEnd) },
  ];
  if (sub.billingInterval && isBilledPlan(plan))
    rows.push({
      label: 'Cobrança',
      value: `${intervalLabel(sub.billingInterval)} · ${formatBRL(planPrice(plan, sub.billingInterval))}${priceSuffix(sub.billingInterval)}`,
    });
  rows.push({
    label: 'Créditos',
    value: `${formatInteger(Math.max(0, sub.creditsRemaining))} de ${formatInteger(sub.creditsTotal)} este mês`,
  });
  // a cancelled plan whose access ends first never renews its credits (issue 27)
  if (showsNextCreditRenewal(sub))
    rows.push({ label: 'Próxima renovação dos créditos', value: dateOrUnavailable(sub.creditsResetAt) });
  rows.push({
    label: willNotRenew(sub) ? 'Acesso até' : 'Período pago até',
    value: dateOrUnavailable(sub.currentPeriodEnd),
  });
  return rows;
}

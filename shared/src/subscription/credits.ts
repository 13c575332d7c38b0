import type { Subscription } from './subscription.schema';
import { CREDIT_COSTS, isPaidPlan, PLANS } from '../plans/plans';
import { formatDateShort, pluralDays } from '../format/format';

/** The popover warns when less than this share of the monthly credits is left (docs/PRODUCT.md §credits.low). */
export const LOW_CREDIT_RATIO = 0.2;
/** The credits page warns paid plans below this balance (docs/PRODUCT.md §credits.low). */
export const LOW_CREDIT_PAGE_THRESHOLD = 500;

/** Whole days from `now` until `iso`, never negative. */
export function daysUntil(iso: string, now: Date = new Date()): number {
  const ms = new Date(iso).getTime() - now.getTime();
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 86_400_000)) : 0;
}

export interface CreditSummary {
  remaining: number;
  total: number;
  /** Share of the monthly credits still available, 0–100, rounded. */
  percentAvailable: number;
  /** Share already used, 0–100, rounded: the "Você está usando N%" figure. */
  percentUsed: number;
  isLow: boolean;
  renewsInDays: number;
}

export function summarizeCredits(sub: Subscription, now: Date = new Date()): CreditSummary {
  const total = Math.max(0, sub.creditsTotal);
  const remaining = Math.max(0, sub.creditsRemaining);
  const available = total === 0 ? 0 : Math.min(100, Math.round((remaining / total) * 100));
  return {
    remaining,
    total,
    percentAvailable: available,
    percentUsed: total === 0 ? 100 : 100 - available,
    isLow: total === 0 ? true : remaining < total * LOW_CREDIT_RATIO,
    renewsInDays: daysUntil(sub.creditsResetAt, now),
  };
}

/** The credits popover exists for paid plans only; free or missing plans hide it (docs/PRODUCT.md §screens.shell). */
export function showsCreditsPopover(sub: Subscription | null | undefined): boolean {
  return !!sub && isPaidPlan(sub.plan);
}

/**
 * 'N créditos em uso': credits held by generations still running (the API's `creditsInUse`),
 * shown instead of letting them look missing (docs/PRODUCT.md §credits.spending); null when none.
 */
export function creditsInUseText(sub: Pick<Subscription, 'creditsInUse'> | null | undefined): string | null {
  const n = sub?.creditsInUse ?? 0;
  if (n <= 0) return null;
  return `${creditsText(n)} em uso`;
}

/**
 * The subscription as it stands once a generation of `cost` is charged: the web shows it
 * while the generation runs (the server's answer, or a reload, then replaces it).
 */
export function holdCredits<T extends Pick<Subscription, 'creditsRemaining' | 'creditsInUse'>>(
  sub: T,
  cost: number,
): T {
  return { ...sub, creditsRemaining: sub.creditsRemaining - cost, creditsInUse: (sub.creditsInUse ?? 0) + cost };
}

/** The date one calendar month after `from`, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addOneMonth(from: Date): Date {
  return addMonths(from, 1);
}

/** The date `months` calendar months after `from`, clamped to that month's last day (from the original day, so 31 Jan + 2 is 31 Mar). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** What a due renewal writes: the plan's allowance again, and the next renewal date. */
export interface CreditRenewal {
  /** The `creditsResetAt` the renewal replaces: the write is conditioned on it, so it happens once. */
  fromResetAt: string;
  credits: number;
  nextResetAt: string;
}

/**
 * The monthly renewals that happen on read (docs/PRODUCT.md §credits.renewal): once
 * `creditsResetAt` has passed, the balance is reset to the plan's allowance and the next date
 * is the first whole month after the old one that is still ahead (months missed while away are
 * skipped, not paid out).
 * - The free plan (and the legacy `starter` value) renews this way for ever.
 * - A **yearly** Pro or Enterprise plan is paid once a year but has monthly credits: it renews
 *   this way inside its paid period, the last renewal date capped at `currentPeriodEnd`; the
 *   next period's credits come with its payment (billing's invoice.paid). Not while a payment
 *   is failing (`past_due`).
 * - A monthly paid plan never renews here: each paid period's invoice renews it.
 * Null when nothing is due.
 *
 * @example creditRenewal({ plan: 'free', creditsResetAt: '2026-03-01T00:00:00.000Z', … }, new Date('2026-05-10')) // next 2026-06-01
 */
export function creditRenewal(
  sub: Pick<Subscription, 'plan' | 'creditsResetAt'> &
    Partial<Pick<Subscription, 'billingInterval' | 'currentPeriodEnd' | 'status'>>,
  now: Date = new Date(),
): CreditRenewal | null {
  // The legacy 'starter' value is the free plan in every rule (docs/PRODUCT.md §plans).
  const free = sub.plan === 'free' || sub.plan === 'starter';
  const yearly = !free && sub.billingInterval === 'yearly' && sub.status !== 'past_due';
  if (!free && !yearly) return null;
  const from = new Date(sub.creditsResetAt);
  if (!Number.isFinite(from.getTime()) || from.getTime() > now.getTime()) return null;
  let periodEnd = Number.POSITIVE_INFINITY;
  if (yearly) {
    periodEnd = new Date(sub.currentPeriodEnd ?? '').getTime();
    // The paid year is over (or unknown): its next period's payment renews the credits.
    if (!Number.isFinite(periodEnd) || periodEnd <= now.getTime()) return null;
  }
  // Whole calendar months between the two dates (one month earlier is never past `now`),
  // then one step at a time past a clamped month end.
  let months = Math.max(
    1,
    (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + now.getUTCMonth() - from.getUTCMonth(),
  );
  while (addMonths(from, months).getTime() <= now.getTime()) months += 1;
  const next = Math.min(addMonths(from, months).getTime(), periodEnd);
  return {
    fromResetAt: sub.creditsResetAt,
    credits: PLANS[free ? 'free' : sub.plan].monthlyCredits,
    nextResetAt: new Date(next).toISOString(),
  };
}

/** Whether the plan will not renew: cancelled, or cancelled at the end of its period (docs/PRODUCT.md §flows.cancellation). */
export function willNotRenew(sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd'>): boolean {
  return sub.status === 'canceled' || !!sub.cancelAtPeriodEnd;
}

/**
 * Whether the screens show a next credit renewal (docs/PRODUCT.md §screens.gerenciar-assinatura):
 * not on a cancelled plan whose access ends before it (the credits never come back on that plan).
 * A cancelled yearly plan still renews its monthly credits inside the paid year.
 */
export function showsNextCreditRenewal(
  sub: Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'creditsResetAt' | 'currentPeriodEnd'>,
): boolean {
  if (!willNotRenew(sub)) return true;
  const reset = new Date(sub.creditsResetAt).getTime();
  const end = new Date(sub.currentPeriodEnd ?? '').getTime();
  return Number.isFinite(reset) && Number.isFinite(end) && reset < end;
}

/** What every screen says instead of a renewal date when the plan's credits never come back. */
export const NO_RENEWAL = 'Plano cancelado: os créditos deste plano não renovam mais.';

type RenewalFacts = Pick<Subscription, 'creditsResetAt'> &
  Partial<Pick<Subscription, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>>;

/** Whether a renewal may be promised for this subscription (a missing status reads as an active plan). */
const renews = (sub: RenewalFacts): boolean =>
  showsNextCreditRenewal({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: null, ...sub });

/** renewalText, or NO_RENEWAL on a cancelled plan whose credits never come back. */
export function renewalNote(sub: RenewalFacts, now: Date = new Date()): string {
  return renews(sub) ? renewalText(sub.creditsResetAt, now) : NO_RENEWAL;
}

/** renewsInText, or NO_RENEWAL on a cancelled plan whose credits never come back (the header popover). */
export function renewsInNote(sub: RenewalFacts, now: Date = new Date()): string {
  return renews(sub) ? renewsInText(daysUntil(sub.creditsResetAt, now)) : NO_RENEWAL;
}

/** 'Renova em 12 dias', 'Renova em 1 dia', 'Renova hoje' (docs/PRODUCT.md §credits.low). */
export function renewsInText(days: number): string {
  return days <= 0 ? 'Renova hoje' : `Renova em ${pluralDays(days)}`;
}

/** The credits popover's warning (docs/PRODUCT.md §credits.low). */
export interface LowCreditWarning {
  title: 'Créditos baixos!';
  description: string;
  /** When the credits come back: 'Renova em N dias'. */
  renews: string;
}

/**
 * The header popover's low-credit warning: paid plans only (the popover exists for them
 * alone), when the balance is strictly below 20% of the monthly allowance; null otherwise.
 *
 * @example lowCreditWarning({ plan: 'pro', creditsRemaining: 2_000, creditsTotal: 15_000, … }, now)
 * // { title: 'Créditos baixos!', description: 'Você está usando 87% dos seus créditos. …', renews: 'Renova em 12 dias' }
 */
export function lowCreditWarning(
  sub: Subscription | null | undefined,
  now: Date = new Date(),
): LowCreditWarning | null {
  if (!sub || !showsCreditsPopover(sub)) return null;
  const summary = summarizeCredits(sub, now);
  if (!summary.isLow) return null;
  return {
    title: 'Créditos baixos!',
    description: `Você está usando ${summary.percentUsed}% dos seus créditos. Considere fazer upgrade para continuar criando sem limites.`,
    renews: renewsInNote(sub, now),
  };
}

/**
 * /entenda-creditos' low-credit warning (docs/PRODUCT.md §credits.low): paid plans under 500
 * credits. The free plan always sees its upgrade banner instead, so this is false for it.
 */
export function showsLowCreditPageWarning(
  sub: Pick<Subscription, 'plan' | 'creditsRemaining'> | null | undefined,
): boolean {
  return !!sub && isPaidPlan(sub.plan) && sub.plan !== 'starter' && sub.creditsRemaining < LOW_CREDIT_PAGE_THRESHOLD;
}

/** How many scripts the balance still pays for (100 credits each, docs/PRODUCT.md §credits.costs). */
export function scriptsLeft(creditsRemaining: number): number {
  return Math.max(0, Math.floor(creditsRemaining / CREDIT_COSTS.script));
}

/** The free banner's count: '2 roteiros restantes', '1 roteiro restante', 'Nenhum roteiro restante'. */
export function scriptsLeftText(creditsRemaining: number): string {
  const n = scriptsLeft(creditsRemaining);
  if (n === 0) return 'Nenhum roteiro restante';
  return n === 1 ? '1 roteiro restante' : `${n.toLocaleString('pt-BR')} roteiros restantes`;
}

/** '100 créditos', '1 crédito', '15.000 créditos' (pt-BR grouping). */
export function creditsText(n: number): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? 'crédito' : 'créditos'}`;
}

/**
 * Why an action of `cost` credits cannot be paid from the balance, or null when it can (or when
 * the subscription is not known yet): 'Créditos insuficientes: custa 300 créditos e você tem 200.
 * Seus créditos renovam em …'. The screens disable the action with this reason beside it, so no
 * action is offered that the user cannot pay for; the server's charge still decides
 * (docs/PRODUCT.md §credits.out).
 */
export function unaffordableReason(
  sub: (Pick<Subscription, 'creditsRemaining'> & RenewalFacts) | null | undefined,
  cost: number,
  now: Date = new Date(),
): string | null {
  if (!sub || sub.creditsRemaining >= cost) return null;
  const has = Math.max(0, sub.creditsRemaining);
  return `Créditos insuficientes: custa ${creditsText(cost)} e você tem ${has.toLocaleString('pt-BR')}. ${renewalNote(sub, now)}`;
}

/**
 * When the credits come back, with the date and the days left (docs/PRODUCT.md §credits.out):
 * 'Seus créditos renovam em 15/04/2026 (em 12 dias).', '… (em 1 dia).', 'Seus créditos renovam hoje (15/04/2026).'
 */
export function renewalText(creditsResetAt: string, now: Date = new Date()): string {
  const date = formatDateShort(creditsResetAt);
  const days = daysUntil(creditsResetAt, now);
  return days <= 0
    ? `Seus créditos renovam hoje (${date}).`
    : `Seus créditos renovam em ${date} (em ${pluralDays(days)}).`;
}

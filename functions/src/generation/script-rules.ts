import { isBilledPlan, PAID_HISTORY_DAYS } from '@shared/plans/plans';

export const SCRIPT_NOT_FOUND = 'Roteiro não encontrado.';

/** Epoch seconds `PAID_HISTORY_DAYS` after an ISO instant: when a paid script leaves the history. */
export function paidExpiry(createdAtIso: string): number {
  return Math.floor(new Date(createdAtIso).getTime() / 1000) + PAID_HISTORY_DAYS * 86_400;
}

/**
 * Whether scripts follow the paid rules (90-day history, unlimited favorites). Only Pro and
 * Enterprise: the legacy 'starter' value and a missing plan keep the free plan's 2 scripts.
 */
export function hasPaidScriptRules(plan: string | null | undefined): boolean {
  return isBilledPlan(plan);
}

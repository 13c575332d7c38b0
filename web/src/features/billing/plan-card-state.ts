import { isBilledPlan, normalizePlan, type PlanId } from '@shared/plans/plans';
import type { CatalogueId, PlanCard } from './plan-catalogue';

/** Who looks at /planos: a visitor, a signed-in user whose plan is still loading, or a user on a plan. */
export type PlanViewer = { kind: 'signedOut' } | { kind: 'loading' } | { kind: 'signedIn'; plan: PlanId | null };

/** What a card's button does (docs/PRODUCT.md §screens.planos). */
export type PlanCardAction =
  /** The viewer's plan: a disabled 'Plano Atual'. */
  | { kind: 'current'; label: 'Plano Atual'; disabled: true }
  /** The free card of someone on another plan (or no plan yet): always disabled. */
  | { kind: 'free'; label: string; disabled: true }
  /** The plan is still loading: the button waits. */
  | { kind: 'loading'; label: string; disabled: true }
  /** A visitor: signing in comes first (/auth, then back to /planos). */
  | { kind: 'signIn'; label: string; disabled: false }
  /** A free user: the checkout of this plan. */
  | { kind: 'checkout'; label: string; disabled: false }
  /** Someone on the other paid plan: plans change in the customer portal (a second checkout would bill twice). */
  | { kind: 'change'; label: 'Mudar de plano'; disabled: false };

/** The viewer's plan for the cards: the legacy 'starter' is free (docs/PRODUCT.md §plans); a missing row counts as free. */
export function viewerPlan(viewer: PlanViewer): CatalogueId | null {
  if (viewer.kind !== 'signedIn') return null;
  const plan = normalizePlan(viewer.plan);
  return plan === 'starter' ? 'free' : plan;
}

/**
 * The 'Plano Atual' rules: the card of the viewer's plan has a disabled 'Plano Atual'; the
 * free card's button is disabled whoever looks; a paid card opens the checkout (after
 * signing in), or the portal for someone already paying for the other plan.
 *
 * @example planCardAction(proCard, { kind: 'signedIn', plan: 'pro' }) // { kind: 'current', label: 'Plano Atual', … }
 */
export function planCardAction(card: Pick<PlanCard, 'id' | 'ctaLabel'>, viewer: PlanViewer): PlanCardAction {
  const current = viewerPlan(viewer);
  if (current === card.id) return { kind: 'current', label: 'Plano Atual', disabled: true };
  if (card.id === 'free') return { kind: 'free', label: card.ctaLabel, disabled: true };
  if (viewer.kind === 'loading') return { kind: 'loading', label: card.ctaLabel, disabled: true };
  if (viewer.kind === 'signedOut') return { kind: 'signIn', label: card.ctaLabel, disabled: false };
  if (current === 'free') return { kind: 'checkout', label: card.ctaLabel, disabled: false };
  return { kind: 'change', label: 'Mudar de plano', disabled: false };
}

/** 'Gerenciar Assinatura' shows only for paid plans (docs/PRODUCT.md §screens.planos, §access.roles). */
export function showsManageSubscription(viewer: PlanViewer): boolean {
  return isBilledPlan(viewerPlan(viewer));
}

import type { PlanId } from '@shared/plans/plans';
import { PLAN_CARDS, type CatalogueId } from './plan-catalogue';
import { planCardAction, showsManageSubscription, type PlanViewer } from './plan-card-state';

const card = (id: CatalogueId) => PLAN_CARDS.find((c) => c.id === id)!;
const on = (plan: PlanId | null): PlanViewer => ({ kind: 'signedIn', plan });
const labels = (viewer: PlanViewer) =>
  PLAN_CARDS.map((c) => {
    const action = planCardAction(c, viewer);
    return `${action.label}${action.disabled ? ' (disabled)' : ''}`;
  });

describe('planCardAction: the Plano Atual rules (docs/PRODUCT.md §screens.planos)', () => {
  it('gives the current plan a disabled Plano Atual, and keeps the free card disabled for everyone', () => {
    expect(labels(on('free'))).toEqual(['Plano Atual (disabled)', 'Assinar Pro', 'Assinar Enterprise']);
    expect(labels(on('pro'))).toEqual(['Gratuito para sempre (disabled)', 'Plano Atual (disabled)', 'Mudar de plano']);
    expect(labels(on('enterprise'))).toEqual([
      'Gratuito para sempre (disabled)',
      'Mudar de plano',
      'Plano Atual (disabled)',
    ]);
    expect(labels({ kind: 'signedOut' })).toEqual([
      'Gratuito para sempre (disabled)',
      'Assinar Pro',
      'Assinar Enterprise',
    ]);
  });

  it('treats the legacy starter value and a missing row as free', () => {
    expect(planCardAction(card('free'), on('starter')).kind).toBe('current');
    expect(planCardAction(card('pro'), on('starter')).kind).toBe('checkout');
    expect(planCardAction(card('pro'), on(null)).kind).toBe('checkout');
  });

  it('sends a visitor to sign in, a free user to checkout, a paying user to the portal', () => {
    expect(planCardAction(card('pro'), { kind: 'signedOut' }).kind).toBe('signIn');
    expect(planCardAction(card('enterprise'), on('free')).kind).toBe('checkout');
    expect(planCardAction(card('enterprise'), on('pro')).kind).toBe('change');
  });

  it('waits while the plan loads, without claiming any card is current', () => {
    const viewer: PlanViewer = { kind: 'loading' };
    expect(PLAN_CARDS.map((c) => planCardAction(c, viewer).kind)).toEqual(['free', 'loading', 'loading']);
    expect(PLAN_CARDS.every((c) => planCardAction(c, viewer).disabled)).toBe(true);
  });
});

describe('showsManageSubscription', () => {
  it('shows Gerenciar Assinatura only for paid plans', () => {
    expect(showsManageSubscription(on('pro'))).toBe(true);
    expect(showsManageSubscription(on('enterprise'))).toBe(true);
    expect(showsManageSubscription(on('free'))).toBe(false);
    expect(showsManageSubscription(on('starter'))).toBe(false);
    expect(showsManageSubscription(on(null))).toBe(false);
    expect(showsManageSubscription({ kind: 'signedOut' })).toBe(false);
    expect(showsManageSubscription({ kind: 'loading' })).toBe(false);
  });
});

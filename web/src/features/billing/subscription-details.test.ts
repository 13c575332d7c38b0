import { aSubscription } from '../subscription/test-fixtures';
import {
  accessUntilText,
  dateOrUnavailable,
  hasPaidSubscription,
  statusColor,
  statusLabel,
  subscriptionDetailRows,
  willNotRenew,
} from './subscription-details';

const NBSP = '\u00a0';

const pro = aSubscription();

describe('statusLabel', () => {
  it('says each status in pt-BR', () => {
    expect(statusLabel('active')).toBe('Ativa');
    expect(statusLabel('past_due')).toBe('Pagamento pendente');
    expect(statusLabel('canceled')).toBe('Cancelada');
    expect(statusLabel('active', true)).toBe('Cancelada');
    expect([statusColor('active'), statusColor('past_due'), statusColor('canceled', true)]).toEqual([
      'green',
      'orange',
      'gray',
    ]);
  });
});

describe('dateOrUnavailable', () => {
  it('writes a pt-BR date, or Não disponível', () => {
    expect(dateOrUnavailable('2026-12-22T12:00:00Z')).toBe('22 de dezembro de 2026');
    expect(dateOrUnavailable(null)).toBe('Não disponível');
    expect(dateOrUnavailable('')).toBe('Não disponível');
    expect(dateOrUnavailable('amanhã')).toBe('Não disponível');
  });

  it('says until when the plan lasts', () => {
    expect(accessUntilText('2026-12-22T12:00:00Z')).toBe('até 22 de dezembro de 2026');
    expect(accessUntilText(null)).toBe('até o fim do período pago');
  });
});

describe('subscriptionDetailRows', () => {
  it('lists plan, status, billing, credits and dates', () => {
    expect(subscriptionDetailRows(pro)).toEqual([
      { label: 'Plano', value: 'Pro' },
      { label: 'Status', value: 'Ativa' },
      { label: 'Cobrança', value: `Mensal · R$${NBSP}49,00/mês` },
      { label: 'Créditos', value: '12.000 de 15.000 este mês' },
      { label: 'Próxima renovação dos créditos', value: '22 de dezembro de 2026' },
      { label: 'Período pago até', value: '22 de dezembro de 2026' },
    ]);
  });

  it('says until when a cancelled yearly plan lasts', () => {
    const rows = subscriptionDetailRows({
      ...pro,
      plan: 'enterprise',
      status: 'canceled',
      cancelAtPeriodEnd: true,
      billingInterval: 'yearly',
    });
    expect(rows).toContainEqual({ label: 'Cobrança', value: `Anual · R$${NBSP}2.149,00/ano` });
    expect(rows).toContainEqual({ label: 'Status', value: 'Cancelada' });
    expect(rows).toContainEqual({ label: 'Acesso até', value: '22 de dezembro de 2026' });
  });

  it("shows no 'Próxima renovação dos créditos' on a cancelled plan that ends first (issue 27)", () => {
    const cancelled = subscriptionDetailRows({ ...pro, status: 'canceled', cancelAtPeriodEnd: true });
    expect(cancelled.map((r) => r.label)).not.toContain('Próxima renovação dos créditos');
    expect(cancelled).toContainEqual({ label: 'Acesso até', value: '22 de dezembro de 2026' });
  });

  it('keeps the renewal of a cancelled yearly plan whose credits renew inside the paid year', () => {
    const rows = subscriptionDetailRows({
      ...pro,
      status: 'canceled',
      cancelAtPeriodEnd: true,
      billingInterval: 'yearly',
      currentPeriodEnd: '2027-06-22T12:00:00Z',
    });
    expect(rows).toContainEqual({ label: 'Próxima renovação dos créditos', value: '22 de dezembro de 2026' });
  });

  it('leaves the billing row out when the interval is unknown (a seeded row)', () => {
    const { billingInterval: _, ...seeded } = pro;
    expect(subscriptionDetailRows(seeded).map((r) => r.label)).not.toContain('Cobrança');
  });
});

describe('willNotRenew and hasPaidSubscription', () => {
  it('reads the cancellation from the status or the flag', () => {
    expect(willNotRenew(pro)).toBe(false);
    expect(willNotRenew({ status: 'canceled' })).toBe(true);
    expect(willNotRenew({ status: 'active', cancelAtPeriodEnd: true })).toBe(true);
  });

  it('counts only Pro and Enterprise as paid (starter is free)', () => {
    expect(hasPaidSubscription(pro)).toBe(true);
    expect(hasPaidSubscription({ plan: 'enterprise' })).toBe(true);
    expect(hasPaidSubscription({ plan: 'starter' })).toBe(false);
    expect(hasPaidSubscription({ plan: 'free' })).toBe(false);
    expect(hasPaidSubscription(null)).toBe(false);
  });
});

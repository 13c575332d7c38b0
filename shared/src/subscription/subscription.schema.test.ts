import '../zod-locale';
import { subscriptionSchema } from './subscription.schema';

const row = {
  userId: 'ana',
  plan: 'free',
  status: 'active',
  creditsRemaining: 200,
  creditsTotal: 200,
  creditsResetAt: '2026-04-10T12:00:00.000Z',
  currentPeriodEnd: null,
  updatedAt: '2026-03-10T12:00:00.000Z',
};

/** The first issue's path and pt-BR message, or the parsed row. */
function verdict(input: unknown) {
  const r = subscriptionSchema.safeParse(input);
  return r.success
    ? { success: true, data: r.data }
    : { success: false, path: r.error.issues[0]?.path, message: r.error.issues[0]?.message };
}

describe('subscriptionSchema', () => {
  it('accepts a free row', () => {
    expect(verdict(row)).toEqual({ success: true, data: row });
  });

  it('accepts a paid row whose credits went negative (an overdraft is stored as is)', () => {
    const paid = { ...row, plan: 'pro', currentPeriodEnd: '2026-04-10T12:00:00.000Z', creditsRemaining: -5 };
    expect(verdict(paid)).toEqual({ success: true, data: paid });
  });

  it('drops the table keys of a stored row', () => {
    expect(verdict({ ...row, pk: 'USER#ana', sk: 'SUBSCRIPTION', type: 'subscription' })).toEqual({
      success: true,
      data: row,
    });
  });

  it.each([
    ['an empty user id', { ...row, userId: '' }, ['userId']],
    ['an unknown plan', { ...row, plan: 'gold' }, ['plan']],
    ['an unknown status', { ...row, status: 'paused' }, ['status']],
    ['fractional credits', { ...row, creditsRemaining: 1.5 }, ['creditsRemaining']],
    ['an unsafe integer', { ...row, creditsRemaining: 2 ** 60 }, ['creditsRemaining']],
    ['negative total credits', { ...row, creditsTotal: -1 }, ['creditsTotal']],
    ['credits as a string', { ...row, creditsTotal: '200' }, ['creditsTotal']],
    [
      'a missing period end (null is required on the free plan)',
      (({ currentPeriodEnd: _, ...r }) => r)(row),
      ['currentPeriodEnd'],
    ],
    ['a missing reset date', (({ creditsResetAt: _, ...r }) => r)(row), ['creditsResetAt']],
    ['not an object', 'row', []],
  ])('rejects %s', (_, input, path) => {
    const result = verdict(input);
    expect(result).toMatchObject({ success: false, path });
    expect(result.message).toMatch(/\S/);
  });

  it('reports zod problems in pt-BR', () => {
    expect(verdict({ ...row, plan: 'gold' }).message).toBe(
      'Opção inválida: esperava uma das seguintes opções: "free"|"starter"|"pro"|"enterprise"',
    );
  });
});

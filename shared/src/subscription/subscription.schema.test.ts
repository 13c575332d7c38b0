import '../zod-locale';
import { subscriptionRowSchema, subscriptionSchema } from './subscription.schema';

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

/** Both schemas, on one input: the same verdict, the same output, the same first message. */
function both(input: unknown) {
  const [classic, mini] = [subscriptionSchema.safeParse(input), subscriptionRowSchema.safeParse(input)];
  return {
    classic: {
      success: classic.success,
      data: classic.data,
      issue: classic.error?.issues[0] && {
        path: classic.error.issues[0].path,
        message: classic.error.issues[0].message,
      },
    },
    mini: {
      success: mini.success,
      data: mini.data,
      issue: mini.error?.issues[0] && { path: mini.error.issues[0].path, message: mini.error.issues[0].message },
    },
  };
}

describe('subscriptionRowSchema (zod/mini) and subscriptionSchema (classic) agree', () => {
  it.each([
    ['a free row', row],
    ['a paid row', { ...row, plan: 'pro', currentPeriodEnd: '2026-04-10T12:00:00.000Z', creditsRemaining: -5 }],
    ['a stored row with its keys (stripped)', { ...row, pk: 'USER#ana', sk: 'SUBSCRIPTION', type: 'subscription' }],
    ['an empty user id', { ...row, userId: '' }],
    ['an unknown plan', { ...row, plan: 'gold' }],
    ['an unknown status', { ...row, status: 'paused' }],
    ['fractional credits', { ...row, creditsRemaining: 1.5 }],
    ['an unsafe integer', { ...row, creditsRemaining: 2 ** 60 }],
    ['negative total credits', { ...row, creditsTotal: -1 }],
    ['credits as a string', { ...row, creditsTotal: '200' }],
    ['a missing period end', (({ currentPeriodEnd: _, ...r }) => r)(row)],
    ['a missing reset date', (({ creditsResetAt: _, ...r }) => r)(row)],
    ['not an object', 'row'],
  ])('on %s', (_, input) => {
    const { classic, mini } = both(input);
    expect(mini).toEqual(classic);
  });
});

import '../zod-locale';
import { cancelSubscriptionRequestSchema, checkoutRequestSchema, FEEDBACK_MAX_LENGTH } from './billing.schema';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('checkoutRequestSchema', () => {
  it('accepts a paid plan and an interval', () => {
    expect(checkoutRequestSchema.parse({ plan: 'enterprise', interval: 'yearly' })).toEqual({
      plan: 'enterprise',
      interval: 'yearly',
    });
  });

  it.each([
    [{ plan: 'free', interval: 'monthly' }, 'Escolha o plano Pro ou Enterprise.'],
    [{ plan: 'starter', interval: 'monthly' }, 'Escolha o plano Pro ou Enterprise.'],
    [{ interval: 'monthly' }, 'Escolha o plano Pro ou Enterprise.'],
    [{ plan: 'pro', interval: 'weekly' }, 'Escolha a cobrança mensal ou anual.'],
  ])('refuses %p in pt-BR', (body, message) => {
    expect(firstMessage(checkoutRequestSchema.safeParse(body))).toBe(message);
  });
});

describe('cancelSubscriptionRequestSchema', () => {
  it('asks for the password with the old product message (docs/PRODUCT.md §validation.subscription)', () => {
    expect(firstMessage(cancelSubscriptionRequestSchema.safeParse({ password: '' }))).toBe(
      'Por favor, digite sua senha',
    );
    expect(firstMessage(cancelSubscriptionRequestSchema.safeParse({}))).toBe('Por favor, digite sua senha');
  });

  it('keeps the feedback, empty when not given, and caps its length', () => {
    expect(cancelSubscriptionRequestSchema.parse({ password: 'x' })).toEqual({ password: 'x', feedback: '' });
    expect(cancelSubscriptionRequestSchema.parse({ password: 'x', feedback: 'caro' }).feedback).toBe('caro');
    expect(
      firstMessage(
        cancelSubscriptionRequestSchema.safeParse({ password: 'x', feedback: 'a'.repeat(FEEDBACK_MAX_LENGTH + 1) }),
      ),
    ).toBe('O comentário pode ter no máximo 2000 caracteres.');
  });
});

import { activationToast } from './checkout-return';

describe('activationToast', () => {
  it('names Pro for the pro plan and Enterprise otherwise (docs/PRODUCT.md §flows.checkout)', () => {
    expect(activationToast('pro').description).toContain('plano Pro');
    expect(activationToast('enterprise').description).toContain('plano Enterprise');
    expect(activationToast(undefined).description).toContain('plano Enterprise');
  });
});

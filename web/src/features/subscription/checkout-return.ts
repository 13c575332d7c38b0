/** Whether a location is the checkout's success return (`/criar?success=true`, docs/PRODUCT.md §flows.checkout). */
export function isCheckoutReturn(pathname: string, search: string): boolean {
  return pathname === '/criar' && new URLSearchParams(search).get('success') === 'true';
}

/** docs/PRODUCT.md §flows.checkout: the activation toast names the plan — 'Pro' for pro, otherwise 'Enterprise'. */
export function activationToast(plan: string | null | undefined): { title: string; description: string } {
  const name = plan === 'pro' ? 'Pro' : 'Enterprise';
  return {
    title: 'Assinatura ativada!',
    description: `Bem-vindo ao plano ${name}! Seus créditos já estão disponíveis.`,
  };
}

import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  MOBILE,
  expectNoHorizontalOverflow,
  expectNoViolations,
  signIn,
  signUp,
  uniqueEmail,
  waitForApp,
} from './helpers';

/**
 * Issue 12, the billing screens: /planos, the simulated checkout of local mode and the live
 * credits, /gerenciar-assinatura's cancellation and renewal, /entenda-creditos. Upgrades use
 * fresh sign-ups only: the demo accounts keep their plans for the other specs.
 */

const PASSWORD = 'segredo1';

/** From /planos: Pro, monthly, through the simulated checkout's 'Pagar' in the new tab it opens; that tab ends on /criar. */
async function buyPro(page: Page): Promise<void> {
  // Hold the checkout call until the 'Processando' toast has been seen, so it is surely seen (and no fixed wait
  // is paid, docs/TESTING.md §test-budget).
  let release!: () => void;
  const toastSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/billing/checkout', async (route) => {
    await toastSeen;
    await route.continue();
  });
  await page.goto('/planos');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha Seu Plano' })).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro' });
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    pro.getByRole('button', { name: 'Assinar Pro' }).click(),
  ]);
  await expect(page.getByText('Processando – Abrindo checkout...')).toBeVisible();
  release();
  await expect(checkout).toHaveURL(/\/dev\/checkout\/cs_local_/);
  await expect(page.getByText('Checkout aberto')).toBeVisible();
  await expect(page.getByText('Complete o pagamento na nova aba para ativar sua assinatura.')).toBeVisible();
  await expect(page).toHaveURL(/\/planos$/); // this tab stays
  expect(await checkout.evaluate(() => window.opener)).toBeNull();
  await expect(checkout.getByText('Pagamento simulado — modo local, nenhuma cobrança real')).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  // A whole page load of the app (a busy machine may take a while): the return's query is read, toasted and cleared.
  await expect(checkout).toHaveURL(/\/criar$/, { timeout: 30_000 });
  await expect(checkout.getByText('Assinatura ativada!')).toBeVisible();
  await checkout.close();
  await page.unroute('**/api/billing/checkout');
}

test('a free user upgrades to Pro through the local checkout, and another open tab shows 15.000 credits without a reload', async ({
  page,
  context,
}) => {
  test.slow(); // a sign-up, a checkout and a second tab
  await signUp(page, { name: 'Bia', email: uniqueEmail('upgrade'), password: PASSWORD });

  // A second tab, opened before paying, on the credits page.
  const other = await context.newPage();
  await other.goto('/entenda-creditos');
  const balance = other.getByTestId('saldo-creditos');
  await expect(balance).toHaveText('200');
  await expect(other.getByRole('heading', { name: 'Crie sem limites com o Pro' })).toBeVisible();
  await expect(other.getByRole('button', { name: /créditos/ })).toHaveCount(0); // free: no popover

  // The free user's cards: Plano Atual on Gratuito, checkout on the paid ones.
  await page.goto('/planos');
  await waitForApp(page);
  await expect(page.getByRole('article', { name: 'Gratuito' }).getByRole('button')).toHaveText('Plano Atual');
  await expect(page.getByRole('article', { name: 'Gratuito' }).getByRole('button')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Gerenciar Assinatura' })).toHaveCount(0);

  await buyPro(page);

  // /planos, still open in the first tab, shows the new plan without a reload (issue 27): no
  // second 'Assinar Pro' that the server would refuse, and the way to manage the plan is there.
  const planosLoads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && planosLoads.push(frame.url()));
  await expect(page.getByRole('article', { name: 'Pro' }).getByRole('button')).toHaveText('Plano Atual', {
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Gerenciar Assinatura' })).toHaveAttribute(
    'href',
    '/gerenciar-assinatura',
  );
  expect(planosLoads).toEqual([]);

  // The other tab never reloads: the subscription.updated push reloads its data.
  const loads: string[] = [];
  other.on('framenavigated', (frame) => frame === other.mainFrame() && loads.push(frame.url()));
  await expect(balance).toHaveText('15.000', { timeout: 5_000 });
  await expect(other.getByText('Plano Pro', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: '15.000 créditos' })).toBeVisible(); // the header popover
  expect(loads).toEqual([]);

  // Now Pro: its card is the current one, and 'Gerenciar Assinatura' shows.
  await page.goto('/planos');
  await waitForApp(page);
  await expect(page.getByRole('article', { name: 'Pro' }).getByRole('button')).toHaveText('Plano Atual');
  await expect(page.getByRole('article', { name: 'Pro' }).getByRole('button')).toBeDisabled();
  await expect(page.getByRole('article', { name: 'Gratuito' }).getByRole('button')).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Gerenciar Assinatura' })).toHaveAttribute(
    'href',
    '/gerenciar-assinatura',
  );
});

test('a Pro user cancels with a wrong password, then the right one, sees "Seu plano não será renovado", and renews', async ({
  page,
}) => {
  test.slow(); // a sign-up, a checkout, a cancellation and a renewal
  await signUp(page, { name: 'Caio', email: uniqueEmail('cancela'), password: PASSWORD });
  await buyPro(page);

  await page.goto('/gerenciar-assinatura');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Gerenciar Assinatura' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/perfil');
  const details = main.getByRole('region', { name: 'Sua assinatura' });
  await expect(details).toContainText('Pro');
  await expect(details).toContainText('Ativa');
  await expect(details).toContainText('Mensal');
  await expect(details).toContainText('15.000 de 15.000 este mês');
  await expect(details).toContainText('Próxima renovação dos créditos');

  await main.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura' });
  await expect(dialog.getByLabel('Sua senha')).toBeFocused();
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('Por favor, digite sua senha')).toBeVisible();

  await dialog.getByLabel('Sua senha').fill('senha-errada');
  await dialog.getByLabel(/Por que você está cancelando/).fill('Só testando o cancelamento');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog.getByText('A senha digitada está incorreta. Tente novamente.')).toBeVisible();
  await expect(page).toHaveURL(/\/gerenciar-assinatura$/); // a wrong password never signs out

  await dialog.getByLabel('Sua senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Assinatura cancelada')).toBeVisible();
  await expect(main.getByText('Seu plano não será renovado')).toBeVisible();
  await expect(details).toContainText('Cancelada');
  // a cancelled monthly plan ends before its credits would renew: no renewal promised (issue 27)
  await expect(details).not.toContainText('Próxima renovação dos créditos');
  await expectNoViolations(page, '/gerenciar-assinatura (cancelled)');

  // The renewal's 2 s reload runs on page.clock (time flows on its own until the test moves it).
  await page.clock.install();
  await main.getByRole('button', { name: 'Renovar assinatura' }).click();
  await expect(page.getByText('Assinatura renovada!')).toBeVisible();
  await expect(main.getByText('Seu plano não será renovado')).toHaveCount(0);
  await expect(details).toContainText('Ativa');
  await expect(main.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
  // …and it stays so once the 2 s reload has come and gone: move the clock past it, then wait
  // until every reload it sent has been answered before looking again.
  const reloads = { sent: 0, answered: [] as Array<{ status: string; cancelAtPeriodEnd?: boolean }> };
  const isReload = (url: string, method: string) => method === 'GET' && new URL(url).pathname === '/api/subscription';
  page.on('request', (req) => void (isReload(req.url(), req.method()) && reloads.sent++));
  page.on('response', async (res) => {
    if (isReload(res.url(), res.request().method())) reloads.answered.push(await res.json());
  });
  await page.clock.runFor(2_000); // the reload's delay (docs/PRODUCT.md §limits.timing)
  await expect.poll(() => reloads.sent).toBeGreaterThan(0);
  await expect.poll(() => reloads.answered.length).toBeGreaterThanOrEqual(reloads.sent);
  expect(reloads.answered.every((r) => r.status === 'active' && !r.cancelAtPeriodEnd)).toBe(true);
  await expect(details).toContainText('Ativa');
  await expect(main.getByText('Seu plano não será renovado')).toHaveCount(0);
});

test('the yearly toggle shows the saving, and a visitor choosing a plan signs in and comes back', async ({ page }) => {
  await page.goto('/planos');
  await waitForApp(page);
  const pro = page.getByRole('article', { name: 'Pro' });
  const enterprise = page.getByRole('article', { name: 'Enterprise' });
  await expect(pro).toContainText('MAIS POPULAR');
  await expect(pro).toContainText(/R\$\s49,00\/mês/);
  await expect(page.getByRole('button', { name: 'Mensal' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: /Anual/ }).click();
  await expect(page.getByRole('button', { name: /Anual/ })).toContainText('10% OFF');
  await expect(page.getByRole('button', { name: /Anual/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(pro).toContainText(/R\$\s499,00\/ano/);
  await expect(pro).toContainText(/Economize R\$\s89,00 por ano/);
  await expect(enterprise).toContainText(/R\$\s2\.149,00\/ano/);
  await expect(enterprise).toContainText(/Economize R\$\s239,00 por ano/);

  // The rest of the page: why choose, the comparison, the contact line.
  await expect(page.getByRole('heading', { name: 'Por que escolher o Viraliza?' })).toBeVisible();
  await expect(page.getByText('97%')).toBeVisible();
  await expect(page.getByText('15k+')).toBeVisible();
  await expect(page.getByText('24/7')).toBeVisible();
  await expect(page.getByText(/R\$\s249,00\/mês/)).toBeVisible();
  await expect(page.getByRole('link', { name: /@viraliza/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('article', { name: 'Gratuito' }).getByRole('button')).toBeDisabled();

  // Signed out: choosing Pro asks for a sign-in first, then comes back to the plans.
  await pro.getByRole('button', { name: 'Assinar Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('E-mail').fill(DEMO.free.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.free.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/planos$/);
  await expect(page.getByRole('article', { name: 'Gratuito' }).getByRole('button')).toHaveText('Plano Atual');

  // 'Voltar' goes to the previous page.
  await page.goto('/teleprompter');
  await page.goto('/planos');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/teleprompter$/);
});

test('/planos, /gerenciar-assinatura and /entenda-creditos pass axe in light and dark mode and fit 390 px', async ({
  page,
}) => {
  test.slow(); // six axe runs
  await page.setViewportSize(MOBILE);
  // Only reading: the demo Pro account's plan stays as it is.
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  const screens = [
    { path: '/planos', ready: page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Plano Atual' }) },
    { path: '/gerenciar-assinatura', ready: page.getByRole('region', { name: 'Sua assinatura' }) },
    { path: '/entenda-creditos', ready: page.getByRole('region', { name: 'Como os créditos funcionam' }) },
  ];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await expectNoViolations(page, `${path} (${mode})`);
      await expectNoHorizontalOverflow(page, path);
    }
  }
});

test('the cancellation dialog and the free notice of /gerenciar-assinatura pass axe at 390 px', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.goto('/gerenciar-assinatura');
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click(); // opened, never confirmed
  await expect(page.getByRole('alertdialog', { name: 'Cancelar assinatura' })).toBeVisible();
  await expectNoViolations(page, 'the cancellation dialog');
  await expectNoHorizontalOverflow(page, 'the cancellation dialog');

  // A free user sees that there is no subscription to manage.
  const free = await browser.newContext({ viewport: MOBILE });
  const other = await free.newPage();
  await signIn(other, DEMO.free.email, DEMO.free.password);
  await other.goto('/gerenciar-assinatura');
  await expect(other.getByRole('heading', { name: 'Você não tem uma assinatura ativa.' })).toBeVisible();
  await expect(other.getByRole('main').getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos');
  await expectNoViolations(other, '/gerenciar-assinatura (free)');
  await expectNoHorizontalOverflow(other, '/gerenciar-assinatura (free)');
  await free.close();
});

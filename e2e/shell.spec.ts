import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test('a signed-out visitor of a protected page is sent to /auth', async ({ page }) => {
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
});

test('an unknown path shows the 404 page and logs the attempted path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('link', { name: /início|home/i })).toHaveAttribute('href', '/');
  expect(errors.join('\n')).toContain('/pagina-que-nao-existe');
});

test('a free user on /ideias-virais sees the locked-feature screen', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/ideias-virais');
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toBeVisible();
  // one price: what checkout charges, from the plan table (issue 27)
  await expect(page.getByText(/R\$\s49,00\/mês/)).toBeVisible();
  await expect(page.getByText(/49,90/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos');
  // Free plans have no credits popover.
  await expect(page.getByRole('button', { name: /créditos/i })).toHaveCount(0);
});

test('a Pro user on /ideias-virais gets the page, and sees the credits popover', async ({ page }) => {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.goto('/ideias-virais');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideias Virais por Dúvidas' })).toBeVisible();
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toHaveCount(0);

  // the header's balance, not the page's 'Gerar dúvidas · 100 créditos'
  await page.getByRole('button', { name: /^[\d.]+ créditos$/ }).click();
  await expect(page.getByText('15.000').first()).toBeVisible();
  await expect(page.getByText(/Renova em \d+ dias?/)).toBeVisible();
});

test('the sidebar links every feature, none of them coming soon any more', async ({ page }) => {
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
  const nav = page.getByRole('navigation').first();
  for (const label of ['Criar', 'Ideias Virais', 'Últimas Notícias', 'Teleprompter', 'Gerador de Imagens IA']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Teleprompter', exact: true }).click();
  await expect(page).toHaveURL(/\/teleprompter$/);
  // built in issue 32: a working link (docs/PRODUCT.md §screens.shell)
  await expect(nav.getByRole('link', { name: 'Viral Finder' })).not.toHaveAttribute('aria-disabled', 'true');
  // built in issue 31: a working link
  await expect(nav.getByRole('link', { name: 'Missão Influencer' })).not.toHaveAttribute('aria-disabled', 'true');
  // built in issue 13: a working link (docs/PRODUCT.md §defects)
  await expect(nav.getByRole('link', { name: 'Viral Curto' })).not.toHaveAttribute('aria-disabled', 'true');
  await nav.getByRole('link', { name: 'Viral Curto' }).click();
  await expect(page).toHaveURL(/\/viral-curto$/);
  await nav.getByRole('link', { name: 'Viral Finder' }).click();
  await expect(page).toHaveURL(/\/viral-finder$/);
});

import { expect, test } from '@playwright/test';
import {
  DEMO,
  MOBILE,
  expectNoHorizontalOverflow,
  expectNoViolations,
  generateSimple,
  signIn,
  waitForApp,
} from './helpers';

/**
 * WCAG 2 A/AA checks (axe) on the screens a creator meets first. A violation fails the
 * test with axe's own list of rule ids and the elements involved.
 */
test('the public auth screens pass axe', async ({ page }) => {
  await page.goto('/auth');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expectNoViolations(page, '/auth (Entrar)');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await expect(page.getByLabel('Nome')).toBeVisible();
  await expectNoViolations(page, '/auth (Cadastrar)');
  await page.goto('/forgot-password');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await expectNoViolations(page, '/forgot-password');
});

test('the creator and the locked screen pass axe', async ({ page }) => {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await expect(page.getByRole('button', { name: /^Escreva a sua ideia/ })).toBeVisible();
  await expectNoViolations(page, '/criar (mode choice)');
  await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
  await expect(page.getByText('Passo 1 de 6')).toBeVisible();
  await expectNoViolations(page, '/criar (advanced step 1)');
  await page.goto('/diagnostico-criar');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico da Aba Criar' })).toBeVisible();
  await expectNoViolations(page, '/diagnostico-criar');

  const free = await page.context().browser()!.newContext();
  const other = await free.newPage();
  await signIn(other, DEMO.free.email, DEMO.free.password);
  await other.goto('/ideias-virais');
  await expect(
    other.getByRole('link', { name: 'Ver Planos' }).or(other.getByRole('button', { name: 'Ver Planos' })),
  ).toBeVisible();
  await expectNoViolations(other, 'the locked-feature screen');
  await free.close();
});

test('the result view and Meus Roteiros pass axe in light and dark mode, at 390 px too', async ({ page }) => {
  // the enterprise demo user: the Pro one is busy in the specs that write most
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
  await generateSimple(page, `Cinco erros de quem começa a correr ${Date.now()}`);
  const result = page.getByRole('region', { name: 'Seu roteiro' });
  await expect(result.getByRole('heading', { name: 'Escolha o gancho' })).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectNoViolations(page, `the result view (${mode})`);
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `Meus Roteiros (${mode})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page, 'the result view at 390 px');
  await expectNoViolations(page, 'the result view (dark, 390 px)');
});

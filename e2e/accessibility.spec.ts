import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/**
 * WCAG 2 A/AA checks (axe) on the screens a creator meets first. A violation fails the
 * test with axe's own list of rule ids and the elements involved.
 */
async function expectNoViolations(page: Page, what: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const summary = result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test('the public auth screens pass axe', async ({ page }) => {
  await page.goto('/auth');
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

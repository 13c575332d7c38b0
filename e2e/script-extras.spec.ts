import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/**
 * A script's extras in the result view (docs/PRODUCT.md §data.extras): three hook variations,
 * picking one replaces the hook and is saved; the caption with hashtags; the fill-in slots of
 * a numbered promise highlighted. At 390×844, with no horizontal overflow.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('pick a hook variation: the script text takes it, and it stays saved', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  // books are what the offline writer cannot know: each is a marked slot for the creator
  const idea = `Três livros sobre suculentas no apartamento ${tag}`;
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
  await page.getByLabel('Sua ideia').fill(idea);
  await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });

  const text = page.getByTestId('texto-do-roteiro');
  // the promise of three books is kept: three marked slots, highlighted
  await expect(text.locator('mark')).toHaveCount(3);
  await expect(text.locator('mark').first()).toContainText('[DIGA AQUI: livro 1');

  const extras = page.getByTestId('extras-do-roteiro');
  await expect(extras.getByRole('heading', { name: 'Escolha o gancho' })).toBeVisible();
  const hooks = extras.getByRole('radio');
  await expect(hooks).toHaveCount(3);
  const second = ((await hooks.nth(1).getAttribute('aria-label')) ?? '').replace(/^Gancho 2: /, '');
  expect(second.length).toBeGreaterThan(10);
  await expect(text).not.toContainText(second);

  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/scripts/'));
  await extras.getByText(second, { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Gancho atualizado!').first()).toBeVisible();
  await expect(text).toContainText(second);
  await expect(hooks.nth(1)).toBeChecked();

  // the caption carries hashtags, and the page does not scroll sideways
  await expect(extras.getByTestId('hashtags')).toHaveText(/^#\w+( #\w+){2,7}$/);
  await expect(extras.getByRole('button', { name: 'Copiar legenda' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/criar-extras-390.png', fullPage: true });

  // saved on the server: after a reload, Meus Roteiros opens it with the new hook
  await page.reload();
  await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
  const item = dialog.getByRole('listitem', { name: idea });
  await item.getByRole('button', { name: 'Abrir' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('texto-do-roteiro')).toContainText(second);
  await expect(page.getByTestId('extras-do-roteiro').getByRole('radio').nth(1)).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

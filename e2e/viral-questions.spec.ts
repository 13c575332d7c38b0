import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_USERS, MOBILE, expectNoHorizontalOverflow, expectNoViolations, signIn } from './helpers';

/**
 * 'Ideias Virais por Dúvidas' end to end (docs/PRODUCT.md §screens.ideias-virais, §flows.idea-tools):
 * the questions streamed and listed, copied with a click, sent to the creator's simple form; the
 * niche rule; the locked screen on the free plan; axe and 390 px. Locally the offline writer answers.
 */

const GENERATE = 'Gerar dúvidas · 100 créditos';
const results = (page: Page) => page.getByRole('region', { name: /dúvidas sobre/ });

async function generate(page: Page, niche: string, quantity: string) {
  await page.getByLabel('Nicho').fill(niche);
  await page.getByLabel('Quantidade').selectOption({ label: quantity });
  await page.getByRole('button', { name: GENERATE }).click();
}

test('a Pro user generates 5 questions, copies one and turns another into a script', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, E2E_USERS.ideas.email, E2E_USERS.ideas.password);
  await page.goto('/ideias-virais');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideias Virais por Dúvidas' })).toBeVisible();
  await expect(page.getByLabel('Quantidade')).toHaveValue('10');

  // the niche is required, and the field says so
  await page.getByRole('button', { name: GENERATE }).click();
  await expect(page.getByText('Digite um nicho para continuar')).toBeVisible();
  await expect(page.getByLabel('Nicho')).toBeFocused();

  // The progress line may come and go between two polls of an assertion (the e2e writer is quick): the page
  // itself records every status text it shows from here on.
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { seenStatuses: string[] }).seenStatuses = []);
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) seen.push(el.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await generate(page, 'confeitaria caseira', '5 dúvidas');
  await expect(page.getByText('Digite um nicho para continuar')).toHaveCount(0);

  const list = results(page);
  await expect(list.getByRole('heading', { name: '5 dúvidas sobre “confeitaria caseira”' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(list.getByText('Escrito pelo gerador offline (modo local)')).toBeVisible();
  const statuses = await page.evaluate(() => (window as unknown as { seenStatuses: string[] }).seenStatuses);
  expect(statuses.some((text) => /Gerando dúvidas… \d+ de 5/.test(text))).toBe(true);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(5);
  const questions = await items.getByRole('button', { name: /^(?!Criar roteiro).*\?$/ }).allTextContents();
  expect(questions).toHaveLength(5);
  // the niche whole, as a quoted title, but in the third question, which asks about one of its niche's mistakes
  expect(questions.filter((q) => q.includes('“Confeitaria caseira”'))).toHaveLength(4);

  // a click copies the question
  await items.nth(0).getByRole('button', { name: questions[0], exact: true }).click();
  await expect(page.getByText('Dúvida copiada!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(questions[0]);

  // a reload keeps the form and the result
  await page.reload();
  await expect(list.getByRole('heading', { name: '5 dúvidas sobre “confeitaria caseira”' })).toBeVisible();
  await expect(page.getByLabel('Nicho')).toHaveValue('confeitaria caseira');
  await expect(page.getByLabel('Quantidade')).toHaveValue('5');

  // 'Criar roteiro' opens the simple form with the question as the idea
  await items
    .nth(1)
    .getByRole('button', { name: /^Criar roteiro/ })
    .click();
  await expect(page).toHaveURL(/\/criar\/simples$/);
  await expect(page.getByLabel('Sua ideia')).toHaveValue(questions[1]!);

  // and back finds the questions again
  await page.goBack();
  await expect(page).toHaveURL(/\/ideias-virais$/);
  await expect(items).toHaveCount(5);
});

test('the free plan sees the locked screen, not the form', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/ideias-virais');
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ideias Virais por Dúvidas' })).toBeVisible();
  await expect(page.getByLabel('Nicho')).toHaveCount(0);
  await expect(page.getByRole('button', { name: GENERATE })).toHaveCount(0);
});

test('the page passes axe and fits 390 × 844, empty, with an error and with 10 questions', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
  await page.goto('/ideias-virais');
  await expect(page.getByRole('button', { name: GENERATE })).toBeVisible();
  await expectNoViolations(page, '/ideias-virais');
  await expectNoHorizontalOverflow(page, '/ideias-virais');

  await page.getByRole('button', { name: GENERATE }).click();
  await expect(page.getByText('Digite um nicho para continuar')).toBeVisible();
  await expectNoViolations(page, '/ideias-virais with the niche error');

  await generate(page, 'Marketing digital para dentistas que atendem em consultório próprio', '10 dúvidas');
  await expect(results(page).getByRole('listitem')).toHaveCount(10, { timeout: 30_000 });
  await expectNoViolations(page, '/ideias-virais with questions');
  await expectNoHorizontalOverflow(page, '/ideias-virais with questions');
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, signIn } from './helpers';

/**
 * The creator's URLs (docs/PRODUCT.md §flows.creator.urls): the browser's back and forward move one screen, a
 * reload keeps the page and its inputs, a step change shows 'Passo N de 6', and nothing overflows at 390×844.
 */

const PHONE = { width: 390, height: 844 };
const SCRIPT_URL = /\/criar\/roteiro\/[0-9A-Z]{26}$/;

/** 'Próximo' from the bottom of the page: the next step opens at the top, its title focused. */
async function next(page: Page, to: number) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page).toHaveURL(new RegExp(`/criar/avancado/${to}$`));
  await expect(page.getByText(`Passo ${to} de 6`)).toBeInViewport();
  await expect(page.locator('#passo-titulo')).toBeFocused();
  await expectNoHorizontalOverflow(page);
}

const objective = (page: Page) => page.getByRole('radio', { name: /^Gerar engajamento/ });
const format = (page: Page) => page.getByRole('radio', { name: /^Narração com B-roll/ });

test.describe('the creator at 390×844', () => {
  test.use({ viewport: PHONE });

  test('back from step 4 goes to step 3 with the inputs kept, forward again, and a reload keeps step 4', async ({
    page,
  }) => {
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
    await expect(page).toHaveURL(/\/criar\/avancado\/1$/);
    await expectNoHorizontalOverflow(page);
    await page.getByLabel('Persona e nicho').fill('Confeiteiras que vendem pela internet');
    await next(page, 2);
    await page.getByLabel('Tema do vídeo').fill('Como precificar bolos de pote');
    await next(page, 3);
    // the objective carries the required marker and blocks 'Próximo' while empty
    await expect(page.getByRole('radiogroup', { name: 'Objetivo do vídeo (obrigatório)' })).toBeVisible();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText('Escolha o objetivo do vídeo.')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/criar-passo-3-390.png' });
    await expect(page).toHaveURL(/\/criar\/avancado\/3$/);
    await objective(page).check({ force: true });
    await next(page, 4);
    await page.getByText('Não', { exact: true }).click();
    await format(page).check({ force: true });

    // The browser's back: step 3, the objective still chosen; forward: step 4, the format still chosen.
    await page.goBack();
    await expect(page).toHaveURL(/\/criar\/avancado\/3$/);
    await expect(page.getByText('Passo 3 de 6')).toBeInViewport();
    await expect(objective(page)).toBeChecked();
    await page.goForward();
    await expect(page).toHaveURL(/\/criar\/avancado\/4$/);
    await expect(format(page)).toBeChecked();

    // A reload keeps the step and every input.
    await page.reload();
    await expect(page.getByText('Passo 4 de 6')).toBeVisible();
    await expect(format(page)).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Não' })).toBeChecked();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/criar\/avancado\/3$/);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByLabel('Tema do vídeo')).toHaveValue('Como precificar bolos de pote');

    // The tone is optional: steps 5 and 6 open without one, and neither overflows.
    await next(page, 3);
    await next(page, 4);
    await next(page, 5);
    await next(page, 6);
    await expect(page.getByRole('button', { name: /^Gerar roteiro completo/ })).toBeVisible();

    // A step address that does not exist goes to step 1, the inputs kept.
    await page.goto('/criar/avancado/9');
    await expect(page).toHaveURL(/\/criar\/avancado\/1$/);
    await expect(page.getByLabel('Persona e nicho')).toHaveValue('Confeiteiras que vendem pela internet');
  });

  test('a generated script has its own URL; a reload keeps it and back is the form, inputs kept', async ({ page }) => {
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
    await expect(page).toHaveURL(/\/criar\/simples$/);
    const idea = `Três dicas para dormir melhor ${Date.now()}`;
    await page.getByLabel('Sua ideia').fill(idea);
    await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 30_000 });
    const text = await page.getByTestId('texto-do-roteiro').textContent();
    expect(text?.length).toBeGreaterThan(20);
    await expectNoHorizontalOverflow(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible();
    await expect(page.getByTestId('texto-do-roteiro')).toHaveText(text!);
    await expectNoHorizontalOverflow(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/criar\/simples$/);
    await expect(page.getByLabel('Sua ideia')).toHaveValue(idea);

    // An address of a script that does not exist says so.
    await page.goto('/criar/roteiro/01JD0000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Roteiro não encontrado.' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });

  test('a reload of a series keeps its three parts', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
    await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
    await page.getByLabel('Dor do público (opcional)').fill('Não consigo juntar dinheiro no fim do mês');
    await next(page, 2);
    await next(page, 3);
    await objective(page).check({ force: true });
    await next(page, 4);
    await page.getByRole('radio', { name: /^Talking Head/ }).check({ force: true });
    await next(page, 5);
    await next(page, 6);
    await page.getByRole('button', { name: /^Gerar série de 3 vídeos · 300 créditos/ }).click();
    await expect(page).toHaveURL(SCRIPT_URL, { timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Sua série de roteiros' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sua série de roteiros' })).toBeVisible();
    for (const part of ['Parte 1', 'Parte 2', 'Parte 3'])
      await expect(page.getByRole('tab', { name: part })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.goBack();
    await expect(page.getByText('Passo 6 de 6')).toBeVisible();
  });
});

test('a sign-out forgets the inputs; the same tab signed in again starts empty', async ({ page }) => {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
  await page.getByLabel('Sua ideia').fill('Uma ideia que não deve sobrar');
  await page.reload();
  await expect(page.getByLabel('Sua ideia')).toHaveValue('Uma ideia que não deve sobrar');
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/criar/simples');
  await expect(page.getByLabel('Sua ideia')).toHaveValue('');
  // with empty inputs, an address past step 2 lands on step 2, which needs a persona, a theme or a pain
  await page.goto('/criar/avancado/5');
  await expect(page).toHaveURL(/\/criar\/avancado\/2$/);
  // the sidebar still marks 'Criar' on the creator's sub-paths
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Criar' }),
  ).toHaveAttribute('aria-current', 'page');
});

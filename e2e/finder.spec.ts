import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, MOBILE, expectNoHorizontalOverflow, expectNoViolations, ready, signIn } from './helpers';

/**
 * Viral Finder (docs/PRODUCT.md §screens.viral-finder) in local mode, at 390×844: the spec's messages,
 * a search → the grid (the sample catalogue, labelled) → the preview → 'Remixar no meu roteiro' → /criar
 * prefilled, kept on reload; a deep search → reels arriving live, none twice, kept on reload. No
 * horizontal overflow, no axe violation. Its own Pro account (finder@viraliza.test).
 */
test.use({ viewport: MOBILE });
// One account, and a deep search pushes its reels and toasts to every tab of it: one test after the other.
test.describe.configure({ mode: 'default' });

async function openFinder(page: Page) {
  await signIn(page, E2E_USERS.finder.email, E2E_USERS.finder.password);
  await page.goto('/viral-finder');
  await ready(page, 'Viral Finder');
}

test('search → grid → preview → remix into /criar, prefilled and kept on reload', async ({ page }) => {
  test.setTimeout(120_000);
  await openFinder(page);
  const niche = page.getByRole('textbox', { name: 'Nicho' });
  const search = page.getByRole('button', { name: 'Buscar', exact: true });

  await search.click();
  await expect(page.getByText('Digite um nicho para buscar')).toHaveCount(2); // under the field and as a toast
  await expect(niche).toBeFocused();

  // the toast would cover the form's top on a phone
  await page
    .getByRole('status', { name: 'Digite um nicho para buscar' })
    .getByRole('button', { name: 'Fechar aviso' })
    .click();

  await niche.fill('finanças');
  const form = page.getByRole('form', { name: 'O que está viralizando no seu nicho' });
  for (const platform of ['Instagram', 'YouTube']) {
    await form.getByText(platform, { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: platform })).not.toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
  await page.getByLabel('Ordenar por').selectOption({ label: 'Acima do normal do criador' });
  await search.click();

  const grid = page.getByRole('list', { name: 'Conteúdos encontrados' });
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/\d+ conteúdos? encontrados?!/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Resultados' }).getByText('Dados de exemplo (modo local)'),
  ).toBeVisible();
  const first = grid.getByRole('article').first();
  await expect(first).toContainText('TikTok');
  await expect(first).toContainText(/\d+,\d× acima do normal/);
  await expect(first).toContainText(/(Hoje|Ontem|há \d+ dias)/);
  await expect(first).toContainText(/\d+(,\d)?[KM]? visualizações/);
  await expectNoViolations(page, '/viral-finder (grid)');
  await expectNoHorizontalOverflow(page, '/viral-finder (grid)');

  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('button', { name: 'Ver prévia' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const open = dialog.getByRole('link', { name: /Abrir no TikTok/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expectNoViolations(page, '/viral-finder (preview)');
  await expectNoHorizontalOverflow(page, '/viral-finder (preview)');

  await dialog.getByRole('button', { name: 'Remixar no meu roteiro' }).click();
  await expect(page).toHaveURL(/\/criar\/avancado\/1$/);
  // the wizard's inputs survive a reload; its steps then lead to them
  await page.reload();
  const next = async (step: number) => {
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByText(`Passo ${step} de 6`)).toBeVisible();
  };
  await page.getByLabel('Dor do público (opcional)').fill('Não consigo juntar dinheiro');
  await next(2);
  await next(3);
  await page.getByRole('radio', { name: /^Gerar engajamento/ }).check({ force: true });
  await next(4);
  await expect(page.getByLabel('Plataforma')).toHaveValue('tiktok');
  await page.getByRole('radio', { name: /^Talking Head/ }).check({ force: true });
  await next(5);
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByLabel('Referência (opcional)')).toHaveValue(new RegExp(`^${escaped} — Gancho: .+`));

  // back on the finder, the form and the grid are still there
  await page.goto('/viral-finder');
  await expect(page.getByRole('textbox', { name: 'Nicho' })).toHaveValue('finanças');
  await expect(page.getByRole('list', { name: 'Conteúdos encontrados' }).getByRole('article').first()).toContainText(
    title,
  );
});

test('deep search: the reels arrive live, none twice, and a reload keeps them', async ({ page }) => {
  test.setTimeout(120_000);
  await openFinder(page);
  await page.getByRole('textbox', { name: 'Nicho' }).fill('finanças');
  await page.getByRole('button', { name: 'Busca profunda' }).click();
  await expect(page.getByText(/^Busca profunda iniciada: 3 buscas em andamento/)).toBeVisible();

  const live = page.getByRole('list', { name: 'Reels recebidos' });
  await expect(live.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Novo reel recebido! 🎥').first()).toBeVisible();
  // every job ends (done, or a stated failure)
  await expect(
    page.getByTestId('finder-job').and(page.locator('[data-status="running"], [data-status="partial"]')),
  ).toHaveCount(0, {
    timeout: 60_000,
  });
  const urls = await live
    .locator('li[data-url]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-url')));
  expect(urls.length).toBeGreaterThan(0);
  expect(new Set(urls).size).toBe(urls.length);
  await expectNoViolations(page, '/viral-finder (live reels)');
  await expectNoHorizontalOverflow(page, '/viral-finder (live reels)');

  await page.reload();
  await ready(page, 'Viral Finder');
  await expect(live.locator('li[data-url]')).toHaveCount(urls.length);
});

import { expect, test } from '@playwright/test';
import { DEMO, E2E_USERS, MOBILE, expectNoHorizontalOverflow, expectNoViolations, signIn } from './helpers';

/**
 * 'Últimas Notícias' (docs/PRODUCT.md §screens.ultimas-noticias, §flows.news) in local mode: the sample
 * feed (labelled 'Amostra local') and the offline writer, on a phone-sized screen.
 */
test('news → sources with links → save → Meus Roteiros, at 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(MOBILE);
  await signIn(page, E2E_USERS.ideas.email, E2E_USERS.ideas.password);
  await page.goto('/ultimas-noticias');
  await expect(page.getByRole('heading', { name: 'Últimas Notícias', level: 1 })).toBeVisible();

  // the niche is required; the price shows before the click
  const generate = page.getByRole('button', { name: 'Gerar roteiros · 100 créditos' });
  await generate.click();
  await expect(page.getByText('Selecione um nicho')).toBeVisible();
  await expectNoViolations(page, 'the news form with its error');

  await page.getByLabel('Nicho').selectOption('tecnologia');
  await expect(page.getByText('Selecione um nicho')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Não' }).check({ force: true });
  await generate.click();

  const results = page.getByRole('heading', { name: 'Seus roteiros de tecnologia' });
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Amostra local')).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);

  // each script shows the headlines it came from, opening in a new tab
  const first = cards.first();
  const title = (await first.getByRole('heading', { level: 3 }).first().textContent())!.trim();
  const source = first.getByRole('region', { name: 'Fontes' }).getByRole('link').first();
  await expect(source).toHaveAttribute('href', /^https:\/\/example\.com\/amostra\/tecnologia\//);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /noopener/);
  await expect(first.getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/).first()).toBeVisible();
  await expect(first.getByText('[CTA]')).toHaveCount(0);
  // the badge's text starts with the space after its icon
  const duration = (await first.getByText(/^\s*\d+ segundos$/).textContent())!.trim();

  await expectNoViolations(page, 'the news results');
  await expectNoHorizontalOverflow(page, 'the news results');

  await first.getByRole('button', { name: `Salvar “${title}”` }).click();
  await expect(page.getByText('Roteiro salvo em Meus Roteiros!').first()).toBeVisible();
  await expect(first.getByRole('button', { name: `Salvo: “${title}”` })).toBeDisabled();

  // a reload keeps the result and what was saved
  await page.reload();
  await expect(results).toBeVisible();
  await expect(page.getByRole('button', { name: `Salvo: “${title}”` })).toBeDisabled();

  await page.getByRole('tab', { name: 'Meus Roteiros' }).click();
  const saved = page.getByRole('listitem', { name: title }).first();
  await expect(saved).toBeVisible();
  await expect(saved.getByText(duration)).toBeVisible();
  await expect(saved.getByText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/)).toBeVisible();
  await saved.getByRole('button', { name: 'Ler roteiro' }).click();
  await expect(saved.getByRole('region', { name: 'Fontes' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^https:\/\/example\.com\/amostra\/tecnologia\//,
  );
  await expectNoViolations(page, "the news page's Meus Roteiros");
  await expectNoHorizontalOverflow(page, "the news page's Meus Roteiros");
});

test('a free user sees the locked screen on /ultimas-noticias', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/ultimas-noticias');
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Últimas Notícias', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Gerar roteiros/ })).toHaveCount(0);
});

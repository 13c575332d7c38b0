import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, signIn } from './helpers';

/**
 * A long generation survives a reload (docs/ARCHITECTURE.md §generation-jobs): the server runs it as a
 * job, and the page that comes back shows the text so far and then the saved script. The offline
 * writer is slowed for this spec's account alone (E2E_USERS.paced: OFFLINE_DELAY_MS per minute of video and
 * OFFLINE_DELAY_ACCOUNTS in playwright.config.ts), so a 20-minute script streams for several seconds. Web-first
 * assertions only, no sleeps.
 */
test('a 20-minute script: a reload mid-stream resumes the text and shows the result, 20 × 130 words ±15%', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, E2E_USERS.paced.email, E2E_USERS.paced.password);
  await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
  await page.getByLabel('Persona e nicho').fill('Famílias que querem organizar o orçamento');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Tema do vídeo').fill('Como sair das dívidas em um ano');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByText('Construir autoridade', { exact: true }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByLabel('Plataforma').selectOption({ label: 'Youtube horizontal' });
  await page.getByLabel('Duração').selectOption({ label: '20 minutos' });
  await page.getByText('Narração com B-roll', { exact: true }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 6 de 6')).toBeVisible();
  await page.getByRole('button', { name: /^Gerar roteiro completo/ }).click();

  // the text streams in; the page goes away mid-stream
  const streamed = page.getByTestId('texto-em-geracao').first();
  await expect(streamed).toHaveText(/\S{3,}/, { timeout: 30_000 });
  await page.reload();

  // back: the generation is followed again, with what was written meanwhile
  await expect(page.getByRole('status').filter({ hasText: 'Gerando seu roteiro' })).toBeVisible({ timeout: 15_000 });
  await expect(streamed).toHaveText(/\S{3,}/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/criar\/roteiro\/[0-9A-Z]{26}$/);

  const words = ((await page.getByTestId('texto-do-roteiro').textContent()) ?? '').split(/\s+/).filter(Boolean);
  expect(words.length).toBeGreaterThanOrEqual(20 * 130 * 0.85);
  expect(words.length).toBeLessThanOrEqual(20 * 130 * 1.15);
});

test('an idea tool (Ideias Virais): a reload mid-stream follows the questions again and shows them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, E2E_USERS.paced.email, E2E_USERS.paced.password);
  await page.goto('/ideias-virais');
  await page.getByLabel('Nicho').fill('finanças pessoais');
  await page.getByLabel('Quantidade').selectOption({ label: '50 dúvidas' });
  await page.getByRole('button', { name: 'Gerar dúvidas · 100 créditos' }).click();

  // some questions stream in; the page goes away mid-stream
  const progress = page.getByRole('status').filter({ hasText: /Gerando dúvidas… \d+ de 50/ });
  await expect(page.getByRole('status').filter({ hasText: /Gerando dúvidas… [1-9]\d* de 50/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.reload();

  // back: the generation is followed again, with what was written meanwhile, then the result
  await expect(progress).toBeVisible({ timeout: 15_000 });
  const results = page.getByRole('region', { name: /dúvidas sobre/ });
  await expect(results.getByRole('heading', { name: '50 dúvidas sobre “finanças pessoais”' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(results.getByRole('listitem')).toHaveCount(50);
});

/**
 * The image generator (docs/ARCHITECTURE.md §generation-jobs): the offline renderer is slowed with the
 * writer for the same account (OFFLINE_DELAY_MS: an image as long as a 10-minute script), so a reload lands mid-drawing.
 */
async function askForImage(page: Page) {
  await signIn(page, E2E_USERS.paced.email, E2E_USERS.paced.password);
  await page.goto('/gerador-imagens');
  await page.getByLabel('Descreva a imagem').fill('Um farol numa noite de tempestade');
  await page.getByRole('radio', { name: /Instagram Post/ }).check({ force: true });
  await page.getByRole('button', { name: 'Gerar imagem · 200 créditos' }).click();
}

/** Back after the reload: the running job is followed again, then its image is shown. */
async function expectDrawingThenImage(page: Page) {
  const drawing = page.getByRole('status').filter({ hasText: 'Gerando imagem...' });
  await expect(drawing).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Sua imagem' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Instagram Post · 1080 × 1350 px')).toBeVisible();
  await expect(drawing).toHaveCount(0);
}

test('an image: a reload while it is drawn shows it drawing again, then the image', async ({ page }) => {
  test.setTimeout(120_000);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/images/generate') && r.status() === 202);
  await askForImage(page);
  await started; // the server has the job: the reload lands mid-drawing
  await expect(page.getByRole('status').filter({ hasText: 'Gerando imagem...' })).toBeVisible();
  await page.reload();
  await expectDrawingThenImage(page);
});

test('an image: a reload that cut the request before the server had it sends it again, and the image comes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // the click's POST never leaves the browser: held here until the reload discards it
  await page.route('**/api/images/generate', () => undefined);
  await askForImage(page);
  await expect(page.getByRole('status').filter({ hasText: 'Gerando imagem...' })).toBeVisible();
  await page.unroute('**/api/images/generate');
  const resent = page.waitForResponse((r) => r.url().endsWith('/api/images/generate') && r.status() === 202);
  await page.reload();
  await resent;
  await expectDrawingThenImage(page);
});

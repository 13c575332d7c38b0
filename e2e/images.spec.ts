import fs from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  E2E_USERS,
  expectNoHorizontalOverflow,
  expectNoViolations,
  generateSimple,
  MOBILE,
  signIn,
  signUp,
  uniqueEmail,
} from './helpers';

/**
 * /gerador-imagens in local mode (docs/PRODUCT.md §screens.gerador-imagens): the offline renderer
 * draws, the local object store keeps the PNG, and the downloaded file has the format's exact size.
 */

/** Width and height from the PNG's IHDR chunk, read in node as any image viewer would. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function saved(download: Download): Promise<string> {
  const file = await download.path();
  expect(file).toBeTruthy();
  return file!;
}

async function generate(page: Page, prompt: string, format: RegExp) {
  await page.getByLabel('Descreva a imagem').fill(prompt);
  await page.getByRole('radio', { name: format }).check({ force: true });
  await page.getByRole('button', { name: 'Gerar imagem · 200 créditos' }).click();
  await expect(page.getByRole('heading', { name: 'Sua imagem' })).toBeVisible({ timeout: 30_000 });
}

test('a Pro user generates a story image, sets it as a cover, downloads it at 1080×1920 and deletes it', async ({
  page,
}) => {
  await signIn(page, E2E_USERS.images.email, E2E_USERS.images.password);
  // a saved script to put the image on as its cover
  await generateSimple(page, 'Como fazer café coado em casa');
  await page.goto('/gerador-imagens');
  await expect(page.getByRole('heading', { name: 'Gerador de Imagens IA' })).toBeVisible();
  await expect(page.getByText('Nenhuma imagem gerada ainda')).toBeVisible();
  await expect(page.getByTestId('imagens-restantes')).toContainText(/Seus créditos pagam \d+ imagens/);

  await page.getByRole('radio', { name: /Minimalista/ }).check({ force: true });
  await generate(page, 'Uma xícara de café numa mesa de madeira', /Story\/Reels/);
  await expect(page.getByText('Imagem gerada com sucesso!')).toBeVisible();
  await expect(page.getByText('Modo local: imagem desenhada pelo renderizador offline')).toBeVisible();
  await expect(page.getByText('Story/Reels · 1080 × 1920 px · Minimalista')).toBeVisible();
  await expect(page.getByTestId('contador-imagens')).toHaveText('1 imagem');
  const grid = page.getByTestId('historico-grade');
  await expect(grid.getByRole('listitem')).toHaveCount(1);

  // the image just made: named by a timestamp
  const [fresh] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Baixar', exact: true }).click(),
  ]);
  expect(fresh.suggestedFilename()).toMatch(/^imagem-\d{13}\.png$/);
  expect(pngSize(await saved(fresh))).toEqual({ width: 1080, height: 1920 });
  await expect(page.getByText('Imagem baixada com sucesso!').first()).toBeVisible();

  // a history item: named by its id
  const [fromHistory] = await Promise.all([
    page.waitForEvent('download'),
    grid.getByRole('button', { name: 'Baixar imagem' }).click(),
  ]);
  expect(fromHistory.suggestedFilename()).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}\.png$/);
  expect(pngSize(await saved(fromHistory))).toEqual({ width: 1080, height: 1920 });

  // 'Usar como capa' on the script saved above
  await page.getByRole('button', { name: 'Usar como capa' }).click();
  await page
    .getByRole('dialog', { name: 'Usar como capa de qual roteiro?' })
    .getByRole('button', { name: /^Usar como capa de / })
    .first()
    .click();
  await expect(page.getByText('Capa definida!')).toBeVisible();

  // a reload keeps the prompt, the format and the image
  await page.reload();
  await expect(page.getByLabel('Descreva a imagem')).toHaveValue('Uma xícara de café numa mesa de madeira');
  await expect(page.getByRole('radio', { name: /Story\/Reels/ })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Sua imagem' })).toBeVisible();

  await grid.getByRole('button', { name: 'Excluir imagem' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir esta imagem?' });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Imagem removida do histórico')).toBeVisible();
  await expect(page.getByText('Nenhuma imagem gerada ainda')).toBeVisible();
  await expect(page.getByTestId('contador-imagens')).toHaveText('0 imagens');
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('a new free user makes one image, then sees the upgrade message instead of the button', async ({ page }) => {
    await signUp(page, { name: 'Gabi Gratuita', email: uniqueEmail('imagens'), password: 'segredo123' });
    await page.goto('/gerador-imagens');
    await expect(page.getByTestId('imagens-restantes')).toContainText('1 imagem restante no plano Gratuito');
    await expectNoHorizontalOverflow(page, '/gerador-imagens');
    await expectNoViolations(page, '/gerador-imagens');

    // the button waits for a prompt
    await expect(page.getByRole('button', { name: 'Gerar imagem · 200 créditos' })).toBeDisabled();
    await generate(page, 'Pôr do sol na praia com coqueiros', /Quadrada/);
    await expect(page.getByTestId('limite-imagens')).toContainText(
      'Você atingiu o limite de imagens do plano gratuito. Faça upgrade para continuar!',
    );
    await expect(page.getByTestId('limite-imagens').getByRole('link', { name: 'Ver Planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(page.getByRole('button', { name: 'Gerar imagem · 200 créditos' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gerar variação · 200 créditos' })).toBeDisabled();
    await expectNoHorizontalOverflow(page, '/gerador-imagens with an image');
    await expectNoViolations(page, '/gerador-imagens with an image');
  });
});

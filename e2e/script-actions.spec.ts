import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNoHorizontalOverflow, generateSimple, signIn } from './helpers';

/**
 * The result view's actions (docs/PRODUCT.md §flows.script-view, §flows.versions): sections as
 * labels, words and reading time, Copiar, Baixar .txt, Compartilhar, 'Gerar outra versão' and
 * Desfazer after an AI edit, at 1440×900 and 390×844. Locally the offline writer answers.
 */

const result = (page: Page) => page.getByRole('region', { name: /Seu roteiro|Sua série de roteiros/ });

/** The script's plain text, as the edit box holds it. */
async function plainText(page: Page): Promise<string> {
  await result(page).getByRole('button', { name: 'Editar' }).click();
  const value = await page.getByLabel('Texto do roteiro').inputValue();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  return value;
}

test.describe('the result view', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows sections as labels with the reading time; copy puts the speech on the clipboard; download gives the .txt', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    const idea = `Pão caseiro sem sova ${Date.now()}`;
    await generateSimple(page, idea);

    const body = result(page).getByTestId('texto-do-roteiro');
    await expect(body.getByRole('heading', { level: 3, name: 'Gancho' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 3, name: 'CTA' })).toBeVisible();
    await expect(body).not.toContainText('[GANCHO]');
    await page.screenshot({ path: 'test-results/screens/script-actions-1440.png', fullPage: true });
    await expect(result(page).getByText(/\d+ palavras · ~(\d+ min)?( ?\d+ s)? de leitura/)).toBeVisible();

    await result(page).getByRole('button', { name: 'Copiar', exact: true }).click();
    await expect(page.getByText('Roteiro copiado!').first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const firstSpeech = (await body.locator('[data-kind="fala"]').first().textContent())!.trim();
    expect(copied.startsWith(firstSpeech)).toBe(true);
    expect(copied).not.toMatch(/\[|GANCHO/);

    const text = await plainText(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result(page).getByRole('button', { name: 'Baixar .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pao-caseiro-sem-sova-\d+\.txt$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream())!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(text);
  });

  test('Compartilhar opens WhatsApp with the speech where the browser has no Web Share API', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      window.open = ((url: string) => {
        (window as unknown as { opened: string }).opened = url;
        return window;
      }) as typeof window.open;
    });
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    await generateSimple(page, 'Como economizar na feira');
    await result(page).getByRole('button', { name: 'Compartilhar' }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened?: string }).opened);
    expect(opened).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(opened!.split('text=')[1]!)).not.toContain('[GANCHO]');
  });

  test('undo an AI edit: Desfazer brings the previous text back, and it stays', async ({ page }) => {
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    const idea = `Rotina de estudos ${Date.now()}`;
    await generateSimple(page, idea);
    const undo = result(page).getByRole('button', { name: 'Desfazer' });
    await expect(undo).toBeDisabled();
    const original = await plainText(page);

    await result(page).getByRole('button', { name: 'Edição por IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar roteiro com IA' });
    await dialog.getByLabel('Instruções para a IA').fill('Deixe mais curto');
    await dialog.getByRole('button', { name: /^Editar com IA/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const edited = await plainText(page);
    expect(edited).not.toBe(original);

    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(page.getByText('Versão anterior restaurada!').first()).toBeVisible();
    expect(await plainText(page)).toBe(original);
    await expect(undo).toBeDisabled();

    // after a reload, the saved script is the restored one
    await page.reload();
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    const saved = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await saved.getByRole('listitem', { name: idea }).getByRole('button', { name: 'Abrir' }).click();
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible();
    expect(await plainText(page)).toBe(original);
  });
});

test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every action fits with no horizontal overflow, and 'Gerar outra versão' generates anew from the same inputs", async ({
    page,
  }) => {
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    const idea = `Treino curto em casa ${Date.now()}`;
    await generateSimple(page, idea);
    for (const name of ['Teleprompter', 'Copiar', 'Editar', 'Edição por IA', 'Desfazer', 'Favoritar', 'Baixar .txt'])
      await expect(result(page).getByRole('button', { name, exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: 'test-results/screens/script-actions-390.png', fullPage: true });

    const first = await plainText(page);
    await result(page).getByRole('button', { name: 'Gerar outra versão · 100 créditos' }).click();
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalOverflow(page);
    // a new script from the same idea: both are saved under it
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    const saved = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await expect(saved.getByRole('listitem', { name: idea })).toHaveCount(2);
    await expectNoHorizontalOverflow(page);
    expect(first.length).toBeGreaterThan(0);
  });
});

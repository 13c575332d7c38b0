import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, expectNoHorizontalOverflow, signIn } from './helpers';

/**
 * 'Meus Roteiros' at scale (docs/PRODUCT.md §screens.meus-roteiros): ~25 scripts of the Pro demo user,
 * generated through the API as the app does (the offline writer is fast; the generation
 * bucket lets 5 through at once, then 1 every 6 s).
 */
test.setTimeout(150_000);

/**
 * POST /api/scripts/generate with the signed-in user's token; answers the saved scripts' ids.
 * A 429 means the bucket is empty: polled until the server lets one through (it refills on its own clock).
 */
async function generate(page: Page, request: Record<string, unknown>): Promise<string[]> {
  let ids: string[] = [];
  const attempt = async () => {
    const r = await page.evaluate(async (req) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key)}` };
      const generationId = crypto.randomUUID();
      const res = await fetch('/api/scripts/generate', {
        method: 'POST',
        headers,
        body: JSON.stringify({ generationId, request: req }),
      });
      return { status: res.status, generationId };
    }, request);
    if (r.status === 202) ids = await finished(page, r.generationId);
    return r.status;
  };
  let status = 0;
  await expect.poll(async () => (status = await attempt()), { intervals: [1_000] }).not.toBe(429);
  expect(status).toBe(202);
  return ids;
}

/** The job's saved scripts, once GET /api/generations/{id} says it is done (docs/ARCHITECTURE.md §generation-jobs). */
async function finished(page: Page, generationId: string): Promise<string[]> {
  let ids: string[] = [];
  await expect
    .poll(async () => {
      const view = await page.evaluate(async (id) => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
        const res = await fetch(`/api/generations/${id}`, {
          headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
        });
        return (await res.json()) as { status: string; result?: { scripts: Array<{ id: string }> } };
      }, generationId);
      ids = view.result?.scripts.map((s) => s.id) ?? [];
      return view.status;
    })
    .toBe('done');
  return ids;
}

async function favorite(page: Page, id: string) {
  const status = await page.evaluate(async (scriptId) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
    const res = await fetch(`/api/scripts/${scriptId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key)}` },
      body: JSON.stringify({ favorite: true }),
    });
    return res.status;
  }, id);
  expect(status).toBe(200);
}

const series = (tema: string) => ({
  mode: 'series',
  persona: 'Confeiteira de bairro',
  plataforma: 'tiktok',
  duracao: 30,
  aparecer: 'Sim',
  angulo: 'lista',
  tema,
  tom: 'Inspirador',
  objetivo: 'engajamento',
  formato: 'talking-head',
});

test('search Meus Roteiros: finds by a word of the theme, favorites beyond the first page, series grouped, delete at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_USERS.library.email, E2E_USERS.library.password);
  const tag = `t${Date.now().toString(36)}`;
  const word = `abacaxi${tag}`;

  // the oldest: a simple script about pineapple, made a favorite; then 8 series (24 scripts) on top of it
  const [oldest] = await generate(page, {
    mode: 'simple',
    idea: `Receita de bolo de ${word} para vender`,
    duracao: 30,
    aparecer: 'Sim',
    influencer: '',
  });
  await favorite(page, oldest!);
  const themes = [
    'Pão caseiro',
    'Brigadeiro gourmet',
    'Bolo de pote',
    'Torta de limão',
    'Cookies',
    'Pudim',
    'Cuscuz',
    'Brownie',
  ];
  for (const t of themes) await generate(page, series(`${t} ${tag}`));

  await page.reload();
  await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
  await expect(dialog.getByRole('list', { name: 'Roteiros salvos' })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  // a series is one entry with its three parts
  const brownie = dialog.getByRole('listitem').filter({ hasText: `Brownie ${tag}` });
  await expect(brownie).toHaveCount(1);
  await expect(brownie.getByText(/^Parte [123]$/)).toHaveText(['Parte 1', 'Parte 2', 'Parte 3']);
  await expect(brownie.getByText('Série', { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // search: a word of one theme finds it, and only matching ones
  await dialog.getByLabel('Buscar roteiros').fill(`Pão caseiro ${tag}`);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem').first()).toContainText(`Pão caseiro ${tag}`);
  await dialog.getByLabel('Buscar roteiros').fill('zzzznadaencontrado');
  await expect(dialog.getByText('Nenhum roteiro encontrado')).toBeVisible();
  await dialog.getByRole('button', { name: 'Limpar filtros' }).click();

  // favorites: the oldest script, beyond the first page of 20, shows without 'Carregar mais'
  await dialog.getByRole('tab', { name: 'Favoritos' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Roteiros favoritos' }).getByText(new RegExp(word)).first(),
  ).toBeVisible();

  // platform filter: the simple one has none
  await dialog.getByRole('tab', { name: 'Todos' }).click();
  await dialog.getByLabel('Buscar roteiros').fill(tag);
  await dialog.getByLabel('Modo').selectOption('simple');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await dialog.getByLabel('Modo').selectOption('');
  await dialog.getByLabel('Plataforma').selectOption('tiktok');
  // 24 parts: the first page of 20 reads 7 series, the 7th with only 2 of its parts on that page; the
  // server groups it, so it shows whole at once (issue 27), and 'Carregar mais' adds the 8th alone
  await expect(dialog.getByRole('listitem')).toHaveCount(7);
  const partsOf = (entry: number) =>
    dialog
      .getByRole('listitem')
      .nth(entry)
      .getByText(/^Parte [123]$/);
  await expect(partsOf(6)).toHaveText(['Parte 1', 'Parte 2', 'Parte 3']);
  await dialog.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(8);
  await expect(partsOf(6)).toHaveText(['Parte 1', 'Parte 2', 'Parte 3']);
  await expect(partsOf(7)).toHaveText(['Parte 1', 'Parte 2', 'Parte 3']);
  await expectNoHorizontalOverflow(page);

  // the last entry's delete confirmation is fully visible and its buttons reachable
  await dialog.getByLabel('Plataforma').selectOption('');
  await dialog.getByLabel('Buscar roteiros').fill(word);
  const only = dialog.getByRole('listitem');
  await expect(only).toHaveCount(1);
  await only.getByRole('button', { name: /^Excluir/ }).click();
  const confirm = dialog.getByRole('button', { name: 'Confirmar exclusão' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeInViewport({ ratio: 1 });
  const box = (await confirm.boundingBox())!;
  const content = (await dialog.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(content.y + content.height);
  await expectNoHorizontalOverflow(page);
  await confirm.click();
  await expect(dialog.getByText('Nenhum roteiro encontrado')).toBeVisible();
});

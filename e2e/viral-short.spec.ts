import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_USERS, MOBILE, expectNoHorizontalOverflow, expectNoViolations, signIn } from './helpers';

/**
 * Viral Curto (docs/PRODUCT.md §screens.viral-curto) in local mode: the URL's spec messages, the
 * transcript asked for with its reason (local mode reads no captions), a pasted transcript →
 * the streamed then validated result → another hook → saved once → the teleprompter reads it.
 * At 390×844 (and the form at 1280×900), with no horizontal overflow and no axe violation.
 */
test.use({ viewport: MOBILE });

const TRANSCRIPT = [
  'Quando eu abri a minha padaria, eu achava que o segredo era ter o pão mais barato do bairro.',
  'Eu baixei o preço, baixei de novo, e a fila cresceu.',
  'Só que no fim do mês o caixa não fechava.',
  'Um cliente antigo me perguntou quanto custava cada pão que saía do forno, e eu não sabia.',
  'Quando eu fiz a conta direito, cada pão me custava mais do que eu cobrava.',
  'Ou seja: quanto mais eu vendia, mais eu perdia dinheiro.',
  'Então eu parei de competir por preço e passei a competir pelo pão de fermentação natural.',
  'A fila diminuiu, mas o lucro cresceu e a padaria respira.',
  'Preço baixo não é estratégia, é desespero.',
].join(' ');

async function openViralCurto(page: Page) {
  await signIn(page, E2E_USERS.ideas.email, E2E_USERS.ideas.password);
  await page.goto('/viral-curto');
  await expect(page.getByRole('heading', { level: 1, name: 'Viral Curto' })).toBeVisible();
}

test('a pasted transcript becomes a short: pick a hook, save it, read it in the teleprompter', async ({ page }) => {
  await openViralCurto(page);
  const url = page.getByLabel('URL do vídeo do YouTube');
  const generate = page.getByRole('button', { name: 'Gerar roteiro viral · 100 créditos' });

  // the spec's messages, before anything is sent
  await generate.click();
  await expect(page.getByText('Por favor, insira a URL do YouTube')).toBeVisible();
  await expect(url).toBeFocused();
  await url.fill('https://vimeo.com/123456');
  await generate.click();
  await expect(page.getByText('Por favor, insira uma URL válida do YouTube')).toBeVisible();

  // local mode says why it needs the transcript
  await expect(
    page.getByText('Em modo local o Viraliza não acessa o YouTube: cole a transcrição do vídeo.'),
  ).toBeVisible();
  await url.fill('https://youtu.be/Pd8x1kQz9aA');
  await page.getByLabel('Duração do short').selectOption({ label: '30 segundos' });
  await page.getByText('Contador de histórias').click();
  await page.getByRole('button', { name: 'Opções avançadas' }).click();
  await page.getByLabel('Chamada para ação (CTA)').selectOption({ label: 'Comentar' });
  await page.getByLabel('Transcrição do vídeo').fill(TRANSCRIPT);
  await expectNoViolations(page, '/viral-curto (form)');
  await expectNoHorizontalOverflow(page, '/viral-curto (form)');

  const generated = page.waitForResponse((r) => r.url().endsWith('/api/viral-short/generate'));
  await generate.click();
  // the parts show while they are written
  await expect(page.getByTestId('viral-em-geracao')).toBeVisible();
  expect((await generated).status()).toBe(202); // a job (docs/ARCHITECTURE.md §generation-jobs)

  const result = page.getByRole('region', { name: 'Seu roteiro viral' });
  await expect(result.getByRole('heading', { name: 'Seu roteiro viral' })).toBeFocused({ timeout: 30_000 });
  await expect(result.getByText('30 segundos', { exact: true })).toBeVisible();
  await expect(result.getByText('Estilo: Contador de histórias')).toBeVisible();
  for (const part of ['Gancho', 'Tensão', 'Clímax', 'CTA', 'Cortes do vídeo', 'Textos na tela'])
    await expect(result.getByRole('heading', { name: part, exact: true })).toBeVisible();
  await expect(result.getByText(/Comenta aqui embaixo/).first()).toBeVisible();
  await expect(result.getByText(/Tempo estimado: a transcrição colada/).first()).toBeVisible();

  // another hook: it becomes the Gancho shown, the saved script's first lines and the teleprompter's
  const hooks = result.getByRole('radio');
  await expect(hooks).toHaveCount(3);
  await expect(hooks.first()).toBeChecked();
  const second = (await hooks.nth(1).evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
  expect(second.length).toBeGreaterThan(10);
  await result.getByText(second, { exact: true }).click();
  await expect(hooks.nth(1)).toBeChecked();
  await expect(result.getByRole('heading', { name: 'Gancho', exact: true }).locator('..')).toContainText(second);
  await expectNoViolations(page, '/viral-curto (result)');
  await expectNoHorizontalOverflow(page, '/viral-curto (result)');
  await page.screenshot({ path: 'test-results/screens/viral-curto-390.png', fullPage: true });

  const saved = page.waitForResponse((r) => /\/api\/viral-short\/[^/]+\/save$/.test(r.url()));
  await result.getByRole('button', { name: 'Salvar em Meus Roteiros' }).click();
  const savedResponse = await saved;
  expect(savedResponse.status()).toBe(200);
  const savedTitle = ((await savedResponse.json()) as { script: { theme: string } }).script.theme;
  await expect(result.getByText('Salvo em Meus Roteiros')).toBeVisible();
  await expect(result.getByRole('link', { name: 'Ver o roteiro salvo' })).toBeVisible();
  await expect(hooks.nth(1)).toBeDisabled();

  // a reload keeps the result and the chosen hook
  await page.reload();
  await expect(page.getByRole('region', { name: 'Seu roteiro viral' }).getByRole('radio').nth(1)).toBeChecked();

  await page.getByRole('button', { name: 'Abrir no teleprompter' }).click();
  await expect(page).toHaveURL(/\/teleprompter$/);
  const script = page.getByLabel('Roteiro', { exact: true });
  await expect(script).toHaveValue(new RegExp(`^${second.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(script).toHaveValue(/\[pause\]/);

  // and back: the page still shows the result
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Seu roteiro viral' })).toBeVisible();

  // 'Meus Roteiros' names the save by its tool, not 'Completo' (issue 27)
  await page.goto('/criar');
  await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
  const entry = page.getByRole('dialog', { name: 'Meus Roteiros' }).getByRole('listitem', { name: savedTitle }).first();
  await expect(entry.getByText('Viral Curto', { exact: true })).toBeVisible();
  await expect(entry.getByText('Completo', { exact: true })).toHaveCount(0);
});

test('without a transcript the server asks for it (422, uncharged: see the integration test) and the field takes the focus', async ({
  page,
}) => {
  await openViralCurto(page);
  await page.getByLabel('URL do vídeo do YouTube').fill('https://www.youtube.com/watch?v=Pd8x1kQz9aA');
  await page.getByLabel('Transcrição do vídeo').fill('');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/viral-short/generate'));
  await page.getByRole('button', { name: 'Gerar roteiro viral · 100 créditos' }).click();
  const res = await answer;
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({
    error: 'transcript_required',
    message: 'Em modo local o Viraliza não acessa o YouTube: cole a transcrição do vídeo.',
  });
  await expect(page.getByLabel('Transcrição do vídeo')).toBeFocused();

  // and on a desktop screen
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Opções avançadas' }).click();
  await expect(page.getByLabel('Tom')).toBeVisible();
  await expectNoHorizontalOverflow(page, '/viral-curto (desktop)');
  await expectNoViolations(page, '/viral-curto (desktop)');
});

test('the free plan sees the locked screen', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto('/viral-curto');
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Viral Curto' })).toBeVisible();
  await expect(page.getByLabel('URL do vídeo do YouTube')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, '/viral-curto (locked)');
});

import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, generateSimple, signIn, signUp, uniqueEmail } from './helpers';

/**
 * The script creator end to end (docs/PRODUCT.md §screens.criar, §flows.creator): simple and advanced flows to a saved
 * script, the result view's actions, the series, the saved-scripts dialogs, the
 * teleprompter hand-off and the diagnostic page. Locally the offline writer answers.
 */

const SCREENS = 'test-results/screens';

async function openSimple(page: Page) {
  await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
  await expect(page.getByLabel('Sua ideia')).toBeVisible();
}

const result = (page: Page) => page.getByRole('region', { name: /Seu roteiro|Sua série de roteiros/ });

/** Fills the six advanced steps up to step 6 (horizontal YouTube, no camera). */
async function fillAdvancedToStep6(page: Page, opts: { screenshot?: boolean } = {}) {
  await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
  await expect(page.getByText('Passo 1 de 6')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();

  // Step 1: the persona is optional, but one of persona, theme and pain is needed by step 2 (docs/PRODUCT.md §validation.creator).
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Passo 2 de 6')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Descreva a persona, o tema ou a dor do público.')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByText('Passo 1 de 6')).toBeVisible();
  await page.getByLabel('Persona e nicho').fill('Mulheres de 25 a 35 anos que querem começar a investir');
  await page.getByLabel('Dor do público (opcional)').fill('Medo de perder dinheiro');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 2: angle and theme are optional now that the persona is there.
  await expect(page.getByText('Passo 2 de 6')).toBeVisible();
  await page.getByText('Antes e depois', { exact: true }).click();
  await page.getByLabel('Tema do vídeo').fill('Como montar uma reserva de emergência');
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 3: the objective is required and marked so.
  await expect(page.getByText('Passo 3 de 6')).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('Escolha o objetivo do vídeo.')).toBeVisible();
  await page.getByText('Construir autoridade', { exact: true }).click();
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 4: platform → duration rule, and aparecer = Não hides on-camera formats.
  await expect(page.getByText('Passo 4 de 6')).toBeVisible();
  await expect(page.getByLabel('Duração')).toHaveValue('30');
  await page.getByLabel('Plataforma').selectOption({ label: 'Youtube horizontal' });
  await expect(page.getByLabel('Duração')).toHaveValue('300');
  await expect(page.getByLabel('Duração').locator('option')).toHaveText([
    '1 minuto',
    '5 minutos',
    '10 minutos',
    '15 minutos',
    '20 minutos',
    '30 minutos',
  ]);
  await page.getByText('Talking Head (falando para a câmera)').click();
  await page.getByText('Não', { exact: true }).click();
  await expect(page.getByText('Talking Head (falando para a câmera)')).toHaveCount(0);
  await expect(page.getByText('Vlog do dia a dia')).toHaveCount(0);
  await page.getByText('Texto na tela', { exact: true }).click();
  if (opts.screenshot) await page.screenshot({ path: `${SCREENS}/criar-passo-4.png`, fullPage: false });
  await page.getByRole('button', { name: 'Próximo' }).click();

  // Step 5: the tone is optional; we pick one.
  await expect(page.getByText('Passo 5 de 6')).toBeVisible();
  await page.getByText('Inspirador', { exact: true }).click();
  await page.getByLabel('Localidade (opcional)').fill('Belo Horizonte');
  await page.getByRole('button', { name: 'Próximo' }).click();

  await expect(page.getByText('Passo 6 de 6')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Gerar série de 3 vídeos · 300 créditos/ })).toBeVisible();
}

test.describe('script creator', () => {
  test('simple mode: a non-blank idea becomes a saved script with the offline badge, and the credits drop', async ({
    page,
  }) => {
    // The text streams over the app's one WebSocket; no socket is opened per generation.
    const sockets: string[] = [];
    const frames: string[] = [];
    page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string') frames.push(frame.payload);
      });
    });
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    const credits = page.getByRole('banner').getByRole('button', { name: /créditos$/ });
    await expect(credits).toBeVisible();
    const before = await credits.textContent();

    await openSimple(page);
    await expect(page.getByLabel('Duração')).toHaveValue('30');
    await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
    await expect(page.getByText('Descreva a sua ideia para gerar o roteiro.')).toBeVisible();

    await page.getByLabel('Sua ideia').fill('3 erros que todo iniciante comete na academia');
    await page.getByLabel('Duração').selectOption({ label: '15 segundos' });
    await page.getByText('Não', { exact: true }).click();
    await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();

    const heading = page.getByRole('heading', { name: 'Seu roteiro' });
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Escrito pelo gerador offline (modo local)')).toBeVisible();
    await expect(page.getByTestId('texto-do-roteiro')).not.toBeEmpty();
    await expect(credits).not.toHaveText(before ?? '');
    expect(sockets).toHaveLength(1);
    const events = frames.map((f) => JSON.parse(f) as { type: string });
    expect(events.some((e) => e.type === 'script.delta')).toBe(true);
    expect(events.some((e) => e.type === 'script.done')).toBe(true);
    await page.screenshot({ path: `${SCREENS}/criar-resultado.png`, fullPage: false });

    // It is saved: 'Meus Roteiros' lists it.
    await result(page).getByRole('button', { name: 'Meus Roteiros' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await expect(dialog.getByRole('tab', { name: 'Todos' })).toBeVisible();
    await expect(
      dialog.getByRole('listitem', { name: '3 erros que todo iniciante comete na academia' }).first(),
    ).toBeVisible();
  });

  test('advanced mode: six steps with Voltar back to the mode choice, then a saved script', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await page.getByRole('button', { name: /^Roteiro avançado/ }).click();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('button', { name: /^Escreva a sua ideia/ })).toBeVisible();

    await fillAdvancedToStep6(page, { screenshot: true });
    await page.getByRole('button', { name: /^Gerar roteiro completo · 100 créditos/ }).click();
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('texto-do-roteiro')).not.toBeEmpty();
    // The result has its own URL; back is step 6 with the same answers, to try another mode.
    await expect(page).toHaveURL(/\/criar\/roteiro\/[0-9A-Z]{26}$/);
    await page.goBack();
    await expect(page.getByText('Passo 6 de 6')).toBeVisible();
    await page.goForward();

    await page.getByRole('button', { name: 'Criar Novo Roteiro' }).click();
    await expect(page.getByRole('button', { name: /^Roteiro avançado/ })).toBeVisible();
  });

  test('a series writes three connected scripts shown as Parte 1, 2 and 3', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await fillAdvancedToStep6(page);
    await page.getByRole('button', { name: /^Gerar série de 3 vídeos · 300 créditos/ }).click();
    await expect(page.getByRole('heading', { name: 'Sua série de roteiros' })).toBeVisible({ timeout: 45_000 });
    for (const part of ['Parte 1', 'Parte 2', 'Parte 3'])
      await expect(page.getByRole('tab', { name: part })).toBeVisible();
    await page.getByRole('tab', { name: 'Parte 3' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Parte 3' });
    await expect(panel.getByTestId('texto-do-roteiro')).not.toBeEmpty();
    await expect(panel.getByRole('button', { name: 'Teleprompter' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edição por IA' })).toBeVisible();
  });

  test('favorite, manual edit and AI edit of a script', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    const idea = `Rotina matinal produtiva ${Date.now()}`;
    await generateSimple(page, idea);

    // Favorite → shows in the 'Favoritos' dialog.
    await result(page).getByRole('button', { name: 'Favoritar' }).click();
    await expect(result(page).getByRole('button', { name: 'Desfavoritar' })).toBeVisible();
    await page.getByRole('button', { name: 'Favoritos', exact: true }).click();
    const favorites = page.getByRole('dialog', { name: 'Favoritos' });
    await expect(favorites.getByRole('listitem', { name: idea })).toBeVisible();
    await favorites.getByRole('button', { name: 'Fechar' }).click();

    // Manual edit: Cancelar keeps the text, Salvar alterações saves it.
    await result(page).getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Texto do roteiro').fill('Texto que não vai ficar');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('texto-do-roteiro')).not.toHaveText('Texto que não vai ficar');
    await result(page).getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Texto do roteiro').fill('Bom dia! [pause]\nHoje eu mostro a minha rotina.');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Roteiro atualizado!').first()).toBeVisible();
    await expect(page.getByTestId('texto-do-roteiro')).toHaveText('Bom dia! [pause]\nHoje eu mostro a minha rotina.');

    // AI edit: blank instructions are refused, then the new text replaces the old one.
    await result(page).getByRole('button', { name: 'Edição por IA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar roteiro com IA' });
    await expect(dialog.getByText('Cada edição por IA consome 100 créditos.')).toBeVisible();
    await dialog.getByRole('button', { name: /^Editar com IA/ }).click();
    await expect(dialog.getByText('Descreva o que a IA deve mudar no roteiro.')).toBeVisible();
    await dialog.getByLabel('Instruções para a IA').fill('Deixe o gancho mais forte e termine com uma pergunta');
    await dialog.getByRole('button', { name: /^Editar com IA/ }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText('Roteiro atualizado!').first()).toBeVisible();
    await expect(page.getByTestId('texto-do-roteiro')).not.toHaveText(
      'Bom dia! [pause]\nHoje eu mostro a minha rotina.',
    );
  });

  test('an unsaved manual edit survives a reload as a draft, and leaving with it asks first (issue 27)', async ({
    page,
  }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await generateSimple(page, `Rascunho de roteiro ${Date.now()}`);
    const saved = page.getByTestId('texto-do-roteiro');
    const savedText = (await saved.textContent())!;

    await result(page).getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Texto do roteiro').fill('Rascunho que sobrevive ao recarregar');
    await page.reload();
    await expect(page.getByText('Recuperamos alterações não salvas deste roteiro.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Texto do roteiro')).toHaveValue('Rascunho que sobrevive ao recarregar');

    // Leaving asks first; 'Continuar editando' stays with the edit.
    await page.getByRole('link', { name: 'Teleprompter', exact: true }).first().click();
    const leave = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await leave.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/criar\/roteiro\//);
    await expect(page.getByLabel('Texto do roteiro')).toHaveValue('Rascunho que sobrevive ao recarregar');

    // 'Descartar rascunho' goes back to the saved text, and a reload no longer offers the draft.
    await page.getByRole('button', { name: 'Descartar rascunho' }).click();
    await expect(saved).toHaveText(savedText);
    await page.reload();
    await expect(saved).toHaveText(savedText, { timeout: 20_000 });
    await expect(page.getByLabel('Texto do roteiro')).toHaveCount(0);

    // 'Sair e descartar' leaves.
    await result(page).getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Texto do roteiro').fill('Outra edição');
    await page.getByRole('link', { name: 'Teleprompter', exact: true }).first().click();
    await leave.getByRole('button', { name: 'Sair e descartar' }).click();
    await expect(page).toHaveURL(/\/teleprompter$/);
  });

  test('Teleprompter opens with the cleaned script', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await generateSimple(page, 'Como economizar no mercado');
    await result(page).getByRole('button', { name: 'Editar' }).click();
    await page
      .getByLabel('Texto do roteiro')
      .fill(
        '**GANCHO:** Você gasta demais no mercado? [corte rápido]\n\n\n- Faça uma lista [pause]\nCTA: Siga para mais dicas',
      );
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Roteiro atualizado!').first()).toBeVisible();

    await result(page).getByRole('button', { name: 'Teleprompter' }).click();
    await expect(page).toHaveURL(/\/teleprompter$/);
    await expect(page.getByRole('heading', { name: 'Teleprompter', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Roteiro', { exact: true })).toHaveValue(
      'Você gasta demais no mercado?\n\nFaça uma lista [pause]\nSiga para mais dicas',
    );

    // Back on /criar the result is where it was.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible();
  });

  test('a new free user: empty lists, open a saved script, delete it with confirmation', async ({ page }) => {
    await signUp(page, { name: 'Duda', email: uniqueEmail('roteiros'), password: 'segredo1' });
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await expect(dialog.getByText('Nenhum roteiro salvo ainda')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Favoritos' }).click();
    await expect(dialog.getByText('Nenhum favorito ainda')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar' }).click();

    await generateSimple(page, 'Receita de bolo de caneca');
    await expect(page.getByText('Escrito pelo gerador offline (modo local)')).toBeVisible();

    // 'Abrir' restores simple mode with the form filled and shows the script.
    await page.getByRole('button', { name: 'Criar Novo Roteiro' }).click();
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    const item = dialog.getByRole('listitem', { name: 'Receita de bolo de caneca' });
    await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(item).toContainText('30 segundos');
    await item.getByRole('button', { name: 'Abrir' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/criar\/roteiro\/[0-9A-Z]{26}$/);
    await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible();

    // 'Excluir' asks first.
    await result(page).getByRole('button', { name: 'Meus Roteiros' }).click();
    await item.getByRole('button', { name: /^Excluir/ }).click();
    await expect(item.getByText('Excluir este roteiro?')).toBeVisible();
    await item.getByRole('button', { name: 'Cancelar' }).click();
    await item.getByRole('button', { name: /^Excluir/ }).click();
    await item.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await expect(page.getByText('Roteiro excluído').first()).toBeVisible();
    await expect(dialog.getByText('Nenhum roteiro salvo ainda')).toBeVisible();
  });

  test('the checkout return on /criar shows the plan toast and clears the query', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await page.goto('/criar?success=true');
    await expect(page.getByText('Assinatura ativada!').first()).toBeVisible();
    await expect(page.getByText(/plano Pro/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/criar$/);
  });

  test('the diagnostic page runs its five checks', async ({ page }) => {
    await signIn(page, E2E_USERS.scripts.email, E2E_USERS.scripts.password);
    await page.goto('/diagnostico-criar');
    await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico da Aba Criar' })).toBeVisible();
    await expect(page.getByText('Cada roteiro consome 100 créditos.')).toBeVisible();
    await expect(page.getByText(/limite de 4000 tokens por geração/)).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar diagnóstico' }).click();
    await expect(page.getByText('Tudo certo! A aba Criar está pronta para gerar roteiros.')).toBeVisible({
      timeout: 30_000,
    });
    const steps = page.getByRole('list', { name: 'Etapas do diagnóstico' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.filter({ hasText: 'OK' })).toHaveCount(5);
    await expect(steps.nth(3)).toContainText(/Gerador offline \(modo local\) · \d+ ms/);
  });
});

test('a free user who spent the 200 credits gets "Créditos insuficientes" with a way to the plans', async ({
  page,
}) => {
  await signUp(page, { name: 'Caio', email: uniqueEmail('sem-creditos'), password: 'segredo1' });
  await generateSimple(page, 'Primeiro roteiro');
  await page.goBack(); // the result has its own URL; back is the form
  await page.getByLabel('Sua ideia').fill('Segundo roteiro');
  await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Roteiro mais antigo foi substituído')).toHaveCount(0);

  // No credits left: the page stays open with the script just written; a third try cannot start
  // (issue 10: the button is disabled and says why), and the page says when credits renew, with the plans.
  await page.goBack();
  await page.getByLabel('Sua ideia').fill('Terceiro roteiro');
  await expect(page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' })).toBeDisabled();
  await expect(page.getByText('Créditos insuficientes').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Seus créditos renovam em \d{2}\/\d{2}\/\d{4} \(em \d+ dias?\)\./).first()).toBeVisible();
  await expect(page.getByText(/exclusivo para assinantes/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ver Planos' }).first().click();
  await expect(page).toHaveURL(/\/planos$/);

  // Coming back, the creator is still open (the plan decides access, not the balance), with the saved scripts.
  await page.goto('/criar');
  await expect(page.getByRole('heading', { name: 'Criar Roteiro' })).toBeVisible();
  await expect(page.getByText('Recurso exclusivo para assinantes Pro e Enterprise')).toHaveCount(0);
  // (the header's button; the out-of-credits panel has one too)
  await page
    .getByRole('button', { name: /Meus Roteiros/ })
    .first()
    .click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/Segundo roteiro|Primeiro roteiro/)
      .first(),
  ).toBeVisible();
});

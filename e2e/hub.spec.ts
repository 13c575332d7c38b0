import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS, expectNoHorizontalOverflow, expectNoViolations, MOBILE, signIn } from './helpers';

/**
 * Missão Influencer's whole tour (issue 31; docs/PRODUCT.md §screens.missao-influencer) against the local
 * server: a goal created and reached, today's missions completed with the XP, coins and streak moving,
 * a diary entry and the coach's note, two avatars and a theme bought and activated, and the calendar's day complete. Each
 * account starts with 700 coins (scripts/local/seed.ts, E2E_ACCOUNTS): one day of missions pays less.
 * Two tours (phone + light, desktop + dark); axe also runs in the other color mode at the key screens, so
 * all four combinations are checked.
 */

const DESKTOP = { width: 1280, height: 800 };

const TOURS = [
  { name: 'on a phone (390×844), light', viewport: MOBILE, colorScheme: 'light', account: E2E_USERS.hubPhone },
  { name: 'on a desktop, dark', viewport: DESKTOP, colorScheme: 'dark', account: E2E_USERS.hubDesktop },
] as const;

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

type Tour = (typeof TOURS)[number];

/**
 * axe (and, on the phone, no sideways scroll) in the tour's color mode; with `bothModes`, axe again in the
 * other mode, switched in place: the two tours then cover all four of phone/desktop × light/dark at the
 * key screens without a third and fourth tour.
 */
async function checkScreen(page: Page, what: string, tour: Tour, opts: { bothModes?: boolean } = {}) {
  await expectNoViolations(page, `${what} (${tour.colorScheme})`);
  if (tour.viewport === MOBILE) await expectNoHorizontalOverflow(page, what);
  if (!opts.bothModes) return;
  const other = tour.colorScheme === 'light' ? 'dark' : 'light';
  for (const mode of [other, tour.colorScheme] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    if (mode === other) await expectNoViolations(page, `${what} (${mode})`);
  }
}

for (const tour of TOURS) {
  test(`the hub's tour ${tour.name}`, async ({ page }) => {
    test.setTimeout(180_000);
    const phone = tour.viewport === MOBILE;
    await page.setViewportSize(tour.viewport);
    await page.emulateMedia({ colorScheme: tour.colorScheme });
    await signIn(page, tour.account.email, tour.account.password);

    await test.step('the sidebar opens the hub, no longer "em breve"', async () => {
      if (phone) await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('link', { name: 'Missão Influencer' }).click();
      await expect(page).toHaveURL(/\/missao-influencer$/);
      await expect(page.getByRole('heading', { name: 'Missão Influencer', level: 1 })).toBeVisible();
      await expect(page.getByTestId('hub-moedas')).toHaveText('700 moedas', { timeout: 20_000 });
      await expect(page.getByTestId('hub-sequencia')).toHaveText('0 dias');
      await expect(page.getByTestId('hub-xp')).toHaveText('0 XP');
    });

    await test.step('a goal: created, then its progress updated to the target', async () => {
      await openTab(page, 'Metas');
      await expect(page.getByText('Nenhuma meta criada ainda')).toBeVisible();
      await checkScreen(page, 'the goals tab', tour);
      await page.getByRole('button', { name: 'Nova Meta' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nova meta de seguidores' });
      await dialog.getByRole('button', { name: 'Criar meta' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Preencha todos os campos obrigatórios');
      await dialog.getByLabel('Meta de seguidores').fill('2000');
      await dialog.getByLabel('Prazo').fill('2030-12-31');
      await dialog.getByLabel('Seguidores atuais (opcional)').fill('500');
      await checkScreen(page, 'the create-goal dialog', tour);
      await dialog.getByRole('button', { name: 'Criar meta' }).click();
      await expect(page.getByText('🎯 Meta criada com sucesso!')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('progressbar', { name: 'Progresso da meta: 25%' })).toBeVisible();

      await page.getByRole('button', { name: /^Atualizar Progresso/ }).click();
      const update = page.getByRole('dialog', { name: 'Atualizar Progresso' });
      await update.getByLabel('Seguidores atuais').fill('2500');
      await update.getByRole('button', { name: 'Salvar progresso' }).click();
      await expect(page.getByText('🏆 Meta alcançada! Parabéns!')).toBeVisible();
      // the bar stops at 100%
      await expect(page.getByRole('progressbar', { name: 'Progresso da meta: 100%' })).toBeVisible();
      await expect(page.getByText('Meta alcançada!', { exact: true })).toBeVisible();
    });

    await test.step("today's missions: XP, coins and streak move with each one the server completes", async () => {
      await openTab(page, 'Missões');
      await expect(page.getByTestId('missoes-progresso')).toHaveText('0 de 5 concluídas');
      await checkScreen(page, 'the missions tab', tour, { bothModes: true });
      const complete = page.getByRole('button', { name: /^Concluir missão:/ });
      await expect(complete).toHaveCount(5);
      await complete.first().click();
      await expect(page.getByText(/^🎉 \+\d+ XP e \+\d+ moedas!$/).first()).toBeVisible();
      await expect(page.getByTestId('missoes-progresso')).toHaveText('1 de 5 concluídas');
      await expect(page.getByTestId('hub-sequencia')).toHaveText('1 dia');
      await expect(page.getByTestId('hub-xp')).not.toHaveText('0 XP');
      await expect(page.getByTestId('hub-moedas')).not.toHaveText('700 moedas');
      for (let done = 2; done <= 5; done++) {
        await complete.first().click();
        await expect(page.getByTestId('missoes-progresso')).toHaveText(`${done} de 5 concluídas`);
      }
      await expect(page.getByText('Tudo Completo!')).toBeVisible();
      // one day with missions is one day of fire, however many were completed
      await expect(page.getByTestId('hub-sequencia')).toHaveText('1 dia');
    });

    await test.step('the diary: an entry kept, and the stat cards from real figures', async () => {
      await openTab(page, 'Diário');
      await expect(page.getByTestId('stat-missoes')).toHaveText('5');
      await expect(page.getByTestId('stat-meta')).toHaveText('100%');
      await expect(page.getByRole('img', { name: /XP nos últimos 30 dias/ })).toBeVisible();
      await page.getByRole('button', { name: 'Salvar no diário' }).click();
      await expect(page.getByText('✍️ Escreva algo antes de salvar!')).toBeVisible();
      await page.getByLabel('Como foi seu dia de criação?').fill('Gravei três Reels e respondi todos os comentários.');
      await page.getByRole('button', { name: 'Salvar no diário' }).click();
      await expect(page.getByText('📖 Entrada salva no diário!')).toBeVisible();
      await expect(page.getByTestId('entradas-diario')).toContainText(
        'Gravei três Reels e respondi todos os comentários.',
      );
      // the coach's job answers the entry from the user's own figures (the full day's note came first)
      const notes = page.getByTestId('notas-coach').getByRole('listitem');
      await expect(notes).toHaveCount(2, { timeout: 45_000 });
      await expect(notes.first()).toContainText(/^.*(Bom registro no diário|Anotado!)/);
      await expect(notes.first()).toContainText('5 de 5 missões');
      await expect(notes.first()).toContainText('Modo local');
      await checkScreen(page, 'the diary tab', tour, { bothModes: true });
    });

    await test.step('the shop: two avatars and a theme bought, then activated; the theme stays after a reload', async () => {
      await openTab(page, 'Loja');
      await checkScreen(page, 'the shop', tour);
      await page.getByRole('button', { name: 'Comprar Criador Iniciante' }).click();
      await expect(page.getByText('Avatar "Criador Iniciante" desbloqueado!')).toBeVisible();
      // the first avatar bought becomes the active one
      await expect(page.getByTestId('avatar-ativo')).toHaveText('Criador Iniciante');
      await page.getByRole('button', { name: 'Comprar Criador Dedicado' }).click();
      await expect(page.getByText('Avatar "Criador Dedicado" desbloqueado!')).toBeVisible();
      await page.getByRole('button', { name: 'Ativar Criador Dedicado' }).click();
      await expect(page.getByTestId('avatar-ativo')).toHaveText('Criador Dedicado');
      await expect(page.getByRole('button', { name: 'Ativar Criador Iniciante' })).toBeVisible();

      await page.getByRole('button', { name: 'Comprar Neon' }).click();
      await expect(page.getByText('Tema "Neon" desbloqueado com sucesso!')).toBeVisible();
      await page.getByRole('button', { name: 'Ativar Neon' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-tema', 'neon');
      // neon's solid (fuchsia 600) paints the app's buttons, through the brand tokens
      const solid = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
        );
      await expect.poll(solid).toBe('#c026d3');
      await checkScreen(page, 'the shop in the neon theme', tour, { bothModes: true });

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-tema', 'neon');
      await expect.poll(solid).toBe('#c026d3');
      // and on another page of the app
      await page.goto('/criar');
      await expect(page.locator('html')).toHaveAttribute('data-tema', 'neon');
    });

    await test.step('the calendar shows today complete, with the fire', async () => {
      await page.goto('/missao-influencer?aba=calendario');
      const today = page.locator('td[aria-current="date"]').getByRole('group');
      await expect(today).toHaveAccessibleName(/hoje, 5\/5 missões concluídas, todas concluídas$/, { timeout: 20_000 });
      await checkScreen(page, 'the calendar', tour, { bothModes: true });
      await page.getByRole('button', { name: 'Próximo mês' }).click();
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Mês anterior' }).click();
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(1);
    });
  });
}

import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, MOBILE, signIn, waitForApp } from './helpers';

/**
 * Issue 15: the keyboard alone gets through the landing page's top bar, the features carousel, the protected
 * area's dialogs and menus, and the forms (docs/ARCHITECTURE.md §accessibility). Every move is a key press; a
 * locator's focus() only sets where a test starts.
 */

/** Tab (or Shift+Tab) once and expect `target` to hold the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** Tabs until `target` holds the focus, at most `max` presses; fails if it never does. */
async function tabUntil(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target, `not reached in ${max} Tab presses`).toBeFocused();
}

/** The focused element shows a ring: a visible outline or a box shadow. */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1, shadow: s.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, 'no visible focus indicator').toBe(true);
}

/** True while the focused element is inside `container`. */
const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

test.describe('the landing page', () => {
  test('Tab goes through the skip link, the anchors, Entrar and Registrar; an anchor takes the page and the focus to its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.locator('header').first();
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });

    await tabTo(page, skip);
    await expect(skip).toBeInViewport();
    await tabTo(page, bar.getByRole('link', { name: 'Viraliza' }));
    const sections = page.getByRole('navigation', { name: 'Seções' });
    await tabTo(page, sections.getByRole('link', { name: 'Como funciona' }));
    await expectFocusRing(sections.getByRole('link', { name: 'Como funciona' }));
    await tabTo(page, sections.getByRole('link', { name: 'Recursos' }));
    await tabTo(page, bar.getByRole('link', { name: 'Entrar' }));
    await tabTo(page, bar.getByRole('link', { name: 'Registrar' }));
    await expectFocusRing(bar.getByRole('link', { name: 'Registrar' }));
    await tabTo(page, page.getByRole('link', { name: 'Comece agora' }));

    // 'Recursos': the section scrolls in below the fixed bar, and the next Tab lands inside it.
    await tabTo(page, bar.getByRole('link', { name: 'Registrar' }), 'Shift+Tab');
    await tabTo(page, bar.getByRole('link', { name: 'Entrar' }), 'Shift+Tab');
    await tabTo(page, bar.getByRole('link', { name: 'Recursos' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#por-que-usar$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Recursos para viralizar com constância' });
    await expect(heading).toBeInViewport();
    const barBottom = (await bar.boundingBox())!.height;
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    await tabTo(page, page.getByRole('button', { name: 'Pausar rotação automática' }));

    // The skip link jumps over the top bar.
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, skip);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Comece agora' }));
  });

  test('at 390×844 the menu button opens with Enter and Space, the focus goes in, Escape gives it back', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const open = page.getByRole('button', { name: 'Abrir menu' });
    const menu = page.getByRole('navigation', { name: 'Menu' });

    await tabTo(page, page.getByRole('link', { name: 'Pular para o conteúdo' }));
    await tabTo(page, page.getByRole('link', { name: 'Viraliza' }));
    await tabTo(page, open);
    await expectFocusRing(open);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Como funciona' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, menu.getByRole('link', { name: 'Recursos' }));
    await tabTo(page, menu.getByRole('link', { name: 'Entrar' }));
    await tabTo(page, menu.getByRole('link', { name: 'Registrar' }));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu.getByRole('link', { name: 'Como funciona' })).toBeFocused();
    // an anchor closes the menu and brings its section in
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#como-funciona$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Três passos simples/ })).toBeInViewport();
  });

  test('the carousel turns with Enter on its buttons and the arrow keys, and stands still while it has the focus', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await waitForApp(page, { fakeClock: true });
    const carousel = page.getByRole('region', { name: 'Recursos do Viraliza' });
    const slides = carousel.getByRole('group');
    const live = page.locator('#carrossel-recursos');
    const shows = (n: number) => expect(slides.first()).toHaveAttribute('aria-label', new RegExp(`^${n} de 4: `));
    await shows(1);

    await page.getByRole('link', { name: 'Comece agora' }).focus();
    // the hero may hold 'Ver em 3D' on the way, on devices that load the scene on demand
    await tabUntil(page, carousel.getByRole('button', { name: 'Pausar rotação automática' }), 3);
    await tabTo(page, carousel.getByRole('button', { name: 'Recurso anterior' }));
    await tabTo(page, carousel.getByRole('button', { name: 'Próximo recurso' }));
    await expectFocusRing(carousel.getByRole('button', { name: 'Próximo recurso' }));
    // held by the focus: what moves is read out
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await shows(2);
    await page.keyboard.press('ArrowRight');
    await shows(3);
    await page.keyboard.press('ArrowLeft');
    await shows(2);
    await tabTo(page, carousel.getByRole('button', { name: 'Recurso anterior' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await shows(1);
    await page.keyboard.press('Enter');
    await shows(4);

    // Two turns' worth of time with the focus inside: it stands still.
    await page.clock.runFor(12_000);
    await shows(4);

    // An arrow key on a card's own link: the card hides, the focus follows to the card now in its place.
    await tabTo(page, carousel.getByRole('button', { name: 'Próximo recurso' }));
    await tabTo(page, slides.first().getByRole('link', { name: 'Experimentar Agora' }));
    await page.keyboard.press('ArrowRight');
    await shows(1);
    await expect(slides.first().getByRole('link', { name: 'Experimentar Agora' })).toBeFocused();

    // The focus leaves, the carousel still on screen (tabbing back to the hero would scroll it away, and off
    // screen it rightly stands still): it turns by itself again, without announcing each turn.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(1, 1);
    await expect(live).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6_000);
    await shows(2);
  });
});

test.describe('the forms', () => {
  test('/auth: typing and Enter sign in, and the session lands on /criar', async ({ page }) => {
    await page.goto('/auth');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Entrar' });
    await expect(form).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Viraliza' }));
    await tabTo(page, page.getByRole('tab', { name: 'Entrar' }));
    const email = form.getByLabel('E-mail');
    await tabTo(page, email);
    await expectFocusRing(email);
    await page.keyboard.type(DEMO.pro.email);
    await tabTo(page, form.getByLabel('Senha', { exact: true }));
    await page.keyboard.type(DEMO.pro.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/criar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Roteiro' })).toBeVisible();
  });

  test('/contato: the four fields are filled and the message sent with the keyboard', async ({ page }) => {
    await page.goto('/contato');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Enviar mensagem' });
    await expect(form).toBeVisible();
    await tabUntil(page, form.getByLabel('Nome'));
    await page.keyboard.type('Ana Souza');
    await tabTo(page, form.getByLabel('E-mail'));
    await page.keyboard.type('ana@exemplo.com.br');
    await tabTo(page, form.getByLabel('Assunto'));
    await page.keyboard.type('Plano Enterprise');
    await tabTo(page, form.getByLabel('Mensagem'));
    await page.keyboard.type('Quero saber mais sobre a consultoria mensal.');
    const send = form.getByRole('button', { name: 'Enviar mensagem' });
    await tabTo(page, send);
    await expectFocusRing(send);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.')).toBeVisible();
    await expect(form.getByLabel('Nome')).toHaveValue('');
  });
});

test.describe('the protected area', () => {
  /** Saves a simple script through the API, as the app does, and answers its idea (its title). */
  async function saveScript(page: Page, idea: string) {
    const generationId = crypto.randomUUID();
    const started = await page.evaluate(
      async ({ text, id }) => {
        const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
        const res = await fetch('/api/scripts/generate', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem(key)}` },
          body: JSON.stringify({
            generationId: id,
            request: { mode: 'simple', idea: text, duracao: 30, aparecer: 'Sim', influencer: '' },
          }),
        });
        return res.status;
      },
      { text: idea, id: generationId },
    );
    expect(started).toBe(202);
    // the job runs on the server: saved once GET /api/generations/{id} says done
    await expect
      .poll(() =>
        page.evaluate(async (id) => {
          const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken'))!;
          const res = await fetch(`/api/generations/${id}`, {
            headers: { authorization: `Bearer ${localStorage.getItem(key)}` },
          });
          return ((await res.json()) as { status: string }).status;
        }, generationId),
      )
      .toBe('done');
  }

  test('Meus Roteiros opens from the keyboard, keeps the focus inside, and its delete confirmation and Escape give the focus back', async ({
    page,
  }) => {
    // the enterprise demo user: the Pro one is busy in the specs that write most
    await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
    const word = `kiwi${Date.now().toString(36)}`;
    await saveScript(page, `Receita de bolo de ${word} para vender`);

    const trigger = page.getByRole('button', { name: 'Meus Roteiros' }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    const search = dialog.getByRole('searchbox', { name: 'Buscar roteiros' });
    await expect(search).toBeFocused();
    await page.keyboard.type(word);
    const entry = dialog.getByRole('listitem');
    await expect(entry).toHaveCount(1);

    // The focus goes round inside the dialog, both ways.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(dialog), `Tab ${i + 1} left the dialog`).toBe(true);
    }
    await search.focus();
    await tabTo(page, dialog.getByRole('button', { name: 'Fechar' }), 'Shift+Tab');

    // 'Excluir' → the confirmation takes the focus; 'Cancelar' gives it back to 'Excluir'.
    const remove = entry.getByRole('button', { name: /^Excluir/ });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(entry.getByRole('button', { name: 'Confirmar exclusão' })).toBeFocused();
    await tabTo(page, entry.getByRole('button', { name: 'Cancelar' }));
    await page.keyboard.press('Enter');
    await expect(entry.getByRole('button', { name: 'Confirmar exclusão' })).toBeHidden();
    await expect(remove).toBeFocused();

    // Confirmed, the entry goes and the focus stays in the dialog.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Roteiro excluído').first()).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect.poll(() => focusInside(dialog)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the avatar menu and, at 390 px, the navigation drawer open from the keyboard; Escape gives the focus back', async ({
    page,
  }) => {
    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    const account = page.getByRole('button', { name: 'Minha Conta' });
    await page.getByRole('button', { name: /créditos$/ }).focus();
    await tabTo(page, account);
    await expectFocusRing(account);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
    await expect.poll(() => focusInside(menu)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
    // The arrow keys move through the items and Enter picks one.
    await page.keyboard.press('Enter');
    const profile = menu.getByRole('menuitem', { name: 'Perfil' });
    await expect(profile).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitemradio', { name: 'Claro' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('ArrowUp');
    await expect(profile).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/perfil$/);

    await page.setViewportSize(MOBILE);
    const open = page.getByRole('button', { name: 'Abrir menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Viraliza' });
    await expect(drawer.getByRole('link', { name: 'Criar' })).toBeVisible();
    await expect.poll(() => focusInside(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});

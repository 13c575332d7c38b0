import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROTECTED_ROUTES } from '../shared/src/navigation/app-routes';
import { DEMO, MOBILE, generateSimple, signIn, visitInApp } from './helpers';

/**
 * Issue 27: a phone is the main device (docs/ARCHITECTURE.md §phone-layout): at 390×844 every protected
 * screen of the route table, and every dialog, popover and menu it opens, fits the width. The page never
 * scrolls sideways, and no visible button or dialog footer sits outside the viewport (the AI-edit
 * dialog's 'Cancelar' at x=2 did). One signed-in session walks them all; each failure is soft, so one
 * run lists every screen that overflows.
 */

/** What sticks out of the viewport sideways: the page's scroll width and every clipped button or footer. */
async function expectFits(page: Page, what: string) {
  // a popup positions itself a frame after it opens and zooms in: measure once it has settled
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const clipped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, [role="button"], [data-part="footer"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || !el.checkVisibility({ visibilityProperty: true })) continue;
      // inside the viewport, and inside its parent's content box: a footer wider than its dialog put 'Cancelar' at
      // x=2, past the dialog's edge though still on screen
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === 'contents') parent = parent.parentElement;
      // the parent's content box: the footer's padding is where 'Cancelar' went
      const box = parent?.getBoundingClientRect() ?? { left: 0, right: width };
      const style = parent ? getComputedStyle(parent) : null;
      const inset = (side: 'Left' | 'Right') =>
        style ? parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]) : 0;
      const left = Math.max(0, box.left + inset('Left'));
      const right = Math.min(width, box.right - inset('Right'));
      if (r.left < left - 0.5 || r.right > right + 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40);
        clipped.push(
          `${name} [${Math.round(r.left)}, ${Math.round(r.right)}] in [${Math.round(left)}, ${Math.round(right)}]`,
        );
      }
    }
    return { scrollWidth: document.scrollingElement!.scrollWidth, clipped };
  });
  expect.soft(found.scrollWidth, `${what}: the page is wider than the phone`).toBeLessThanOrEqual(MOBILE.width);
  expect.soft(found.clipped, `${what}: buttons outside the viewport`).toEqual([]);
}

/** Whatever a trigger opens: a dialog (modal, drawer, popover) or a menu. */
const openPopups = (page: Page) =>
  page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="menu"]:visible');

/** Opens `trigger`'s popup, measures the page with it open, and closes it with Esc. */
async function measurePopup(page: Page, trigger: Locator, what: string) {
  const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()).trim();
  await trigger.click();
  await expect(openPopups(page).first()).toBeVisible();
  await expectFits(page, `${what} → ${name}`);
  await page.keyboard.press('Escape');
  await expect(openPopups(page)).toHaveCount(0);
}

/** Every visible control in `scope` that says it opens a popup (aria-haspopup), opened one at a time. */
async function measurePopupsIn(page: Page, scope: Locator, what: string) {
  const triggers = scope.locator('[aria-haspopup]:not([aria-haspopup="false"]):visible');
  const count = await triggers.count();
  for (let i = 0; i < count; i++) await measurePopup(page, triggers.nth(i), what);
}

test.use({ viewport: MOBILE });

test('at 390×844 every protected screen, and every dialog it opens, fits the width', async ({ page }) => {
  test.setTimeout(240_000);
  // the enterprise demo user: the Pro one is busy in the specs that write most
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);

  await test.step('the header and the menu drawer', async () => {
    await expectFits(page, '/criar');
    await measurePopupsIn(page, page.locator('header'), 'the header');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Viraliza' });
    await expect(drawer).toBeVisible();
    await expectFits(page, 'the menu drawer');
    // no link is 'Disponível em breve' since issue 32 (docs/PRODUCT.md §screens.shell): no tooltip to measure
    await page.keyboard.press('Escape');
    await expect(openPopups(page)).toHaveCount(0);
  });

  await test.step('a script on /criar: its AI edit and Meus Roteiros', async () => {
    await generateSimple(page, `Como organizar a semana em 15 minutos ${Date.now()}`);
    const result = page.getByRole('region', { name: 'Seu roteiro' });
    await expectFits(page, '/criar (result)');
    await measurePopupsIn(page, page.locator('main'), '/criar (result)');
    await measurePopup(page, result.getByRole('button', { name: 'Edição por IA' }), '/criar (result)');
  });

  const visited: string[] = [];
  for (const { path, title } of PROTECTED_ROUTES) {
    await test.step(path, async () => {
      await visitInApp(path, title)(page);
      visited.push(new URL(page.url()).pathname);
      await expectFits(page, path);
      const tabs = page.getByRole('main').getByRole('tab');
      // a screen with tabs (Minha Conta): each tab is a screen of its own
      for (const tab of (await tabs.count()) > 0 ? await tabs.all() : [null]) {
        const where = tab ? `${path} (${(await tab.innerText()).trim()})` : path;
        if (tab) {
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expectFits(page, where);
        }
        await measurePopupsIn(page, page.locator('main'), where);
      }
    });
  }
  // every route of the table was measured where it lives, not after a redirect
  expect(visited).toEqual(PROTECTED_ROUTES.map((r) => r.path));

  await test.step("Minha Conta's account deletion asks first: its confirmation fits", async () => {
    await visitInApp('/perfil', 'Minha Conta')(page);
    const form = page.getByRole('form', { name: 'Excluir minha conta' });
    await form.getByLabel('Sua senha atual').fill('qualquer-senha');
    await form.getByRole('button', { name: 'Excluir minha conta' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir sua conta para sempre?' });
    await expect(confirm).toBeVisible();
    await expectFits(page, 'the account deletion confirmation');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
  });
});

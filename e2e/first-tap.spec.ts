import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './helpers';

/**
 * The first tap counts (docs/PERFORMANCE.md §early-input): on a phone-slow CPU, /auth paints long
 * before it hydrates, and what the visitor does in between reaches the app once it is interactive.
 */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Keeps the page from hydrating until the returned function is called: the app boots on
 * /config.json (web/src/app/bootstrap.ts), so what the test does meanwhile is surely before it.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/config.json', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const interactive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));
const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 30_000 });

test('a tap on Cadastrar at DOMContentLoaded, before hydration, switches the tab', async ({ page }) => {
  await slowCpu(page);
  const hydrate = await holdHydration(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  expect(await interactive(page), 'the tap came before the page was interactive').toBe(false);
  hydrate();

  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Cadastrar' }).getByLabel('Nome')).toBeVisible();
});

test('text typed before hydration is still there after it, and is what the form sends', async ({ page }) => {
  await slowCpu(page);
  const hydrate = await holdHydration(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(DEMO.pro.email);
  await form.getByLabel('Senha', { exact: true }).fill(DEMO.pro.password);
  expect(await interactive(page), 'the typing came before the page was interactive').toBe(false);
  hydrate();

  await hydrated(page);
  await expect(form.getByLabel('E-mail')).toHaveValue(DEMO.pro.email);
  await expect(form.getByLabel('Senha', { exact: true })).toHaveValue(DEMO.pro.password);
  // The app has it too, not only the field: signing in needs no retyping.
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/criar$/, { timeout: 30_000 });
});

test('Enter pressed before hydration signs in once the page is interactive', async ({ page }) => {
  await slowCpu(page);
  const hydrate = await holdHydration(page);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(DEMO.free.email);
  await form.getByLabel('Senha', { exact: true }).fill(DEMO.free.password);
  await form.getByLabel('Senha', { exact: true }).press('Enter');
  expect(await interactive(page), 'Enter came before the page was interactive').toBe(false);
  // Not submitted natively: the credentials never reach the URL.
  expect(page.url()).not.toContain('viraliza123');
  hydrate();

  await expect(page).toHaveURL(/\/criar$/, { timeout: 30_000 });
});

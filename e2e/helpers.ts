import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO = {
  free: { email: 'gratuito@viraliza.demo', password: 'viraliza123' },
  pro: { email: 'pro@viraliza.demo', password: 'viraliza123' },
  enterprise: { email: 'enterprise@viraliza.demo', password: 'viraliza123' },
} as const;

/** Accounts only the browser tests get (scripts/local/seed.ts, E2E_ACCOUNTS): one per spec that writes a lot. */
export const E2E_USERS = {
  library: { email: 'biblioteca@viraliza.test', password: 'viraliza123' },
  images: { email: 'imagens@viraliza.test', password: 'viraliza123' },
  ideas: { email: 'ideias@viraliza.test', password: 'viraliza123' },
  scripts: { email: 'roteiros@viraliza.test', password: 'viraliza123' },
  captions: { email: 'legendas@viraliza.test', password: 'viraliza123' },
  hubPhone: { email: 'hub-celular@viraliza.test', password: 'viraliza123' },
  hubDesktop: { email: 'hub-desktop@viraliza.test', password: 'viraliza123' },
  /** The only account whose generations the e2e server slows (playwright.config.ts, OFFLINE_DELAY_ACCOUNTS). */
  paced: { email: 'ritmo@viraliza.test', password: 'viraliza123' },
  finder: { email: 'finder@viraliza.test', password: 'viraliza123' },
} as const;

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@teste.com.br`;

/** Reads the latest code sent to `email` from the local mailbox page, as a user would. */
export async function readCodeFromMailbox(
  page: Page,
  email: string,
  opts: { messages?: number } = {},
): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    const mails = mailbox.locator(`article[data-to="${email}"]`);
    const code = mails.first().locator('output');
    // The mailbox page does not refresh itself at once: reload until the
    // e-mail is there, as a person pressing F5 would.
    await expect(async () => {
      await mailbox.goto('/dev/emails');
      // `messages`: how many e-mails this address must have had, so an older code is not read.
      await expect(mails).toHaveCount(opts.messages ?? 1, { timeout: 2_000 });
      await expect(code).toHaveText(/^\d{6}$/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    return (await code.textContent())!.trim();
  } finally {
    await mailbox.close();
  }
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Entrar' }).click();
  // Scoped to the form: while the tabs switch, both forms can be in the page for a moment.
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/criar$/);
}

/** Signs up through the UI and confirms with the code from the mailbox; ends on /criar. */
export async function signUp(page: Page, opts: { name: string; email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  const form = page.getByRole('form', { name: 'Cadastrar' });
  await form.getByLabel('Nome').fill(opts.name);
  await form.getByLabel('E-mail').fill(opts.email);
  await form.getByLabel('Senha', { exact: true }).fill(opts.password);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada!').first()).toBeVisible();
  const code = await readCodeFromMailbox(page, opts.email);
  await page.getByLabel('Código de confirmação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/criar$/);
}

/** The phone size every screen of the creator is tried at (issue 10). */
export const MOBILE = { width: 390, height: 844 };

/** The page does not scroll sideways: `document.documentElement.scrollWidth` is at most the viewport width. */
export async function expectNoHorizontalOverflow(page: Page, what = 'the page'): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} overflows horizontally`).toBeLessThanOrEqual(innerWidth);
}

/** The WCAG levels issue 15 holds every page to (axe's tags). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

/**
 * WCAG 2 A/AA (axe): a violation fails with axe's rule id, impact, summary and the elements involved.
 * By default every impact fails; `failOn` narrows that (issue 15's bar is serious and critical), and
 * `soft` lets a sweep over many pages report them all in one run.
 */
export async function expectNoViolations(
  page: Page,
  what: string,
  opts: { tags?: readonly string[]; failOn?: readonly Impact[]; soft?: boolean } = {},
): Promise<void> {
  // Colors mid-transition (a switch to dark mode fades every button for ~200 ms) are no page's
  // real contrast: axe reads the page once they have settled.
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
  const result = await new AxeBuilder({ page }).withTags([...(opts.tags ?? ['wcag2a', 'wcag2aa'])]).analyze();
  const summary = result.violations
    .filter((v) => !opts.failOn || opts.failOn.includes(v.impact as Impact))
    .map((v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  (opts.soft ? expect.soft : expect)(summary, `${what} has accessibility violations`).toEqual([]);
}

/** Simple mode (opened from the mode choice when it shows) → a saved script on the result view. */
export async function generateSimple(page: Page, idea: string): Promise<void> {
  const simple = page.getByRole('button', { name: /^Escreva a sua ideia/ });
  const ideaField = page.getByLabel('Sua ideia');
  await expect(simple.or(ideaField).first()).toBeVisible();
  if (await simple.isVisible()) await simple.click();
  await ideaField.fill(idea);
  await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Waits until the app has hydrated a pre-rendered page (docs/ARCHITECTURE.md §prerender): its
 * markup paints before any script runs, and a click on it before then does nothing.
 */
export async function waitForApp(page: Page, opts: { fakeClock?: boolean } = {}): Promise<void> {
  const interactive = page.locator('html[data-interactive]');
  if (!opts.fakeClock) {
    await expect(interactive).toHaveCount(1, { timeout: 30_000 });
    return;
  }
  // Under page.clock the entry's one-frame wait is fake time too: move the clock on in small steps.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20);
        return interactive.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

/** The page's own content: its h1, and no loading spinner left. */
export async function ready(page: Page, h1?: string | RegExp) {
  // a generous wait: a cold page on a busy 2-CPU machine
  await expect(page.getByRole('heading', { level: 1, ...(h1 ? { name: h1, exact: true } : {}) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status', { name: 'Carregando' })).toHaveCount(0);
}

/**
 * A move inside the signed-in app, as a sidebar link makes it (the router follows the history): the sweep
 * pays for the shell and the session once, not at every page.
 */
export const visitInApp =
  (path: string, h1?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await ready(page, h1);
  };

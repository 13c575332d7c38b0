import { expect, test, type Page } from '@playwright/test';
import { PROTECTED_ROUTES, PUBLIC_PATHS } from '../shared/src/navigation/app-routes';
import { INVALID_PAIRING_CODE_MESSAGE } from '../shared/src/teleprompter/remote.schema';
import {
  DEMO,
  MOBILE,
  WCAG_21_AA,
  expectNoHorizontalOverflow,
  expectNoViolations,
  generateSimple,
  ready,
  signIn,
  visitInApp,
  waitForApp,
} from './helpers';

/**
 * Issue 15's accessibility bar (docs/ARCHITECTURE.md §accessibility): axe (WCAG 2.1 A/AA) finds no serious or
 * critical violation on any public or protected page, in light and dark mode. The pages come from the shared
 * route tables: a new protected route is swept at once, a new public path fails the typecheck and the coverage
 * test until it gets its screens here. Each page is a soft assertion: one run lists every page that fails.
 */

type PublicPath = (typeof PUBLIC_PATHS)[number];

interface Screen {
  name: string;
  /** Goes to the screen and waits for its real content (not the spinner). */
  open: (page: Page) => Promise<void>;
}

const SERIOUS = { tags: WCAG_21_AA, failOn: ['serious', 'critical'], soft: true } as const;

/** A full load of `path`, as a visitor arriving from a link elsewhere. */
const visit =
  (path: string, h1?: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await ready(page, h1);
    // a pre-rendered page: its h1 shows before React listens to clicks
    await waitForApp(page);
  };

/** Every public path (PUBLIC_PATHS), with the states a visitor meets there. */
const PUBLIC_SCREENS: Record<PublicPath, Screen[]> = {
  '/': [{ name: '/', open: visit('/', 'Crie vídeos virais com inteligência artificial') }],
  '/auth': [
    {
      name: '/auth (Entrar)',
      open: async (page) => {
        await visit('/auth', 'Bem-vindo ao Viraliza')(page);
        await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
      },
    },
    {
      name: '/auth (Cadastrar)',
      open: async (page) => {
        await visit('/auth', 'Bem-vindo ao Viraliza')(page);
        await page.getByRole('tab', { name: 'Cadastrar' }).click();
        await expect(page.getByRole('form', { name: 'Cadastrar' })).toBeVisible();
      },
    },
  ],
  '/forgot-password': [{ name: '/forgot-password', open: visit('/forgot-password', 'Esqueceu sua senha?') }],
  '/reset-password': [
    { name: '/reset-password', open: visit('/reset-password?email=ana%40exemplo.com.br', 'Redefinir senha') },
  ],
  '/planos': [
    {
      name: '/planos',
      open: async (page) => {
        await visit('/planos', 'Escolha Seu Plano')(page);
        await expect(page.getByText('Enterprise').first()).toBeVisible();
      },
    },
  ],
  '/contato': [{ name: '/contato', open: visit('/contato', 'Fale conosco') }],
  '/politica-privacidade': [
    { name: '/politica-privacidade', open: visit('/politica-privacidade', 'Política de Privacidade') },
  ],
  '/termos-uso': [{ name: '/termos-uso', open: visit('/termos-uso', 'Termos de Uso') }],
  '/remoto': [
    { name: '/remoto', open: visit('/remoto', 'Controle remoto') },
    {
      name: '/remoto/<code> (refused)',
      open: async (page) => {
        await visit('/remoto/ZZZZZZ', 'Controle remoto')(page);
        await expect(page.getByRole('status').filter({ hasText: INVALID_PAIRING_CODE_MESSAGE })).toBeVisible();
      },
    },
  ],
};

const NOT_FOUND: Screen = { name: '404', open: visit('/nao-existe-esta-pagina', 'Oops! Page not found') };

/** Protected paths with more than their first screen: the creator's sub-screens reachable without generating. */
const CREATOR_SCREENS: Screen[] = [
  {
    name: '/criar/simples',
    open: async (page) => {
      await visitInApp('/criar/simples', 'Criar Roteiro')(page);
      await expect(page.getByLabel('Sua ideia')).toBeVisible();
    },
  },
  ...[1, 2, 3, 4, 5, 6].map((step) => ({
    name: `/criar/avancado/${step}`,
    open: async (page: Page) => {
      if (step === 1) await visitInApp('/criar/avancado/1', 'Criar Roteiro')(page);
      else await page.getByRole('button', { name: 'Próximo' }).click();
      await expect(page).toHaveURL(new RegExp(`/criar/avancado/${step}$`));
      await expect(page.getByText(`Passo ${step} de 6`)).toBeVisible();
      // what each step needs before 'Próximo' lets the next one open
      if (step === 1) await page.getByLabel('Persona e nicho').fill('Confeiteiras que vendem pela internet');
      if (step === 2) await page.getByLabel('Tema do vídeo').fill('Como precificar bolos de pote');
      if (step === 3) await page.getByRole('radio', { name: /^Gerar engajamento/ }).check({ force: true });
      if (step === 4) await page.getByRole('radio', { name: /^Talking Head/ }).check({ force: true });
    },
  })),
];

/** Runs axe on `screen` in light mode, then (when `dark`) again in dark mode without reloading. */
async function check(page: Page, screen: Screen, label: string, dark: boolean) {
  await test.step(`${screen.name} (${label})`, async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await screen.open(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expectNoViolations(page, `${screen.name} (${label}, light)`, SERIOUS);
    if (!dark) return;
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoViolations(page, `${screen.name} (${label}, dark)`, SERIOUS);
  });
}

test('the public sweep has a screen for every public path', () => {
  expect(Object.keys(PUBLIC_SCREENS).sort()).toEqual([...PUBLIC_PATHS].sort());
});

test('every public page and the 404 pass axe at 1280 px in light and dark mode', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const screen of [...Object.values(PUBLIC_SCREENS).flat(), NOT_FOUND]) await check(page, screen, '1280 px', true);
});

test('every public page and the 404 pass axe at 390×844', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(MOBILE);
  for (const screen of [...Object.values(PUBLIC_SCREENS).flat(), NOT_FOUND]) {
    await check(page, screen, '390 px', false);
    await expectNoHorizontalOverflow(page, screen.name);
  }
});

test('for a visitor who asked for less motion the platform strip stands still and wraps: no platform is cut off at 390 px', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForApp(page);
  const strip = page.getByRole('list', { name: 'Plataformas' });
  await expect(strip.getByRole('listitem')).toHaveCount(5);
  for (const item of await strip.getByRole('listitem').all()) {
    const box = (await item.boundingBox())!;
    expect([box.x >= 0, box.x + box.width <= MOBILE.width], await item.innerText()).toEqual([true, true]);
  }
});

test('every protected page passes axe for a Pro user, in light and dark mode', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  const visited: string[] = [];
  for (const { path, title } of PROTECTED_ROUTES) {
    // the page's own h1: while the next page's code loads, the router keeps the previous page on screen
    await check(page, { name: path, open: visitInApp(path, title) }, 'Pro', true);
    visited.push(new URL(page.url()).pathname);
  }
  // every route of the table was analysed where it lives, not after a redirect
  expect(visited).toEqual(PROTECTED_ROUTES.map((r) => r.path));
  for (const screen of CREATOR_SCREENS) await check(page, screen, 'Pro', true);
});

test('the locked screen a free user meets on a gated route passes axe', async ({ page }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await check(
    page,
    {
      name: '/ideias-virais (locked)',
      open: async (p) => {
        await visit('/ideias-virais')(p);
        await expect(p.getByRole('link', { name: 'Ver Planos' })).toBeVisible();
      },
    },
    'free',
    true,
  );
});

test('the result view and Meus Roteiros pass axe in light and dark mode, at 390 px too', async ({ page }) => {
  // the enterprise demo user: the Pro one is busy in the specs that write most
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
  await generateSimple(page, `Cinco erros de quem começa a correr ${Date.now()}`);
  const result = page.getByRole('region', { name: 'Seu roteiro' });
  await expect(result.getByRole('heading', { name: 'Escolha o gancho' })).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
    await expectNoViolations(page, `the result view (${mode})`);
    await page.getByRole('button', { name: 'Meus Roteiros' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `Meus Roteiros (${mode})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.setViewportSize(MOBILE);
  await expectNoHorizontalOverflow(page, 'the result view at 390 px');
  await expectNoViolations(page, 'the result view (dark, 390 px)');
});

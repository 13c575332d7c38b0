import { expect, test, type Page } from '@playwright/test';
import { DEMO, MOBILE, expectNoHorizontalOverflow, expectNoViolations, waitForApp } from './helpers';

/**
 * The public pages of issue 15: /contato (the form sends, the toast follows), the legal pages,
 * the landing page's top bar, carousel, 3D hero and mobile menu, and every page's head.
 * docs/PRODUCT.md §screens.contato, §screens.legal, §screens.landing.
 */

const SENT = 'Mensagem enviada com sucesso! Entraremos em contato em breve.';
const PUBLIC_PAGES = [
  { path: '/', h1: 'Crie vídeos virais com inteligência artificial' },
  { path: '/contato', h1: 'Fale conosco' },
  { path: '/politica-privacidade', h1: 'Política de Privacidade' },
  { path: '/termos-uso', h1: 'Termos de Uso' },
];

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

test.describe('/contato', () => {
  test('sends the message, then shows the toast and clears the form; a reload keeps a draft', async ({ page }) => {
    await page.goto('/contato');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Enviar mensagem' });

    // Nothing typed: the shared schema's pt-BR messages, and the first field gets the focus.
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Informe seu nome.')).toBeVisible();
    await expect(form.getByText('Escreva sua mensagem.')).toBeVisible();
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expect(form.getByLabel('E-mail')).toHaveAttribute('type', 'email');

    await form.getByLabel('Nome').fill('Ana Souza');
    await form.getByLabel('E-mail').fill('ana@exemplo.com.br');
    await page.reload();
    await expect(form.getByLabel('Nome')).toHaveValue('Ana Souza');

    await form.getByLabel('Assunto').fill('Plano Enterprise');
    await form.getByLabel('Mensagem').fill('Quero saber mais sobre a consultoria mensal.');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    expect((await posted).status()).toBe(202);
    await expect(page.getByText(SENT)).toBeVisible();
    for (const label of ['Nome', 'E-mail', 'Assunto', 'Mensagem']) await expect(form.getByLabel(label)).toHaveValue('');
    await page.reload();
    await expect(form.getByLabel('Nome')).toHaveValue('');
  });

  test('says so when the server refuses, and keeps what was typed', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"x"}' }),
    );
    await page.goto('/contato');
    await waitForApp(page);
    const form = page.getByRole('form', { name: 'Enviar mensagem' });
    await form.getByLabel('Nome').fill('Ana');
    await form.getByLabel('E-mail').fill('ana@exemplo.com.br');
    await form.getByLabel('Assunto').fill('Oi');
    await form.getByLabel('Mensagem').fill('Olá');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Não foi possível enviar sua mensagem. Tente novamente.')).toBeVisible();
    await expect(page.getByText(SENT)).toHaveCount(0);
    await expect(form.getByLabel('Mensagem')).toHaveValue('Olá');
  });

  test('answers the eight FAQ questions in an accordion', async ({ page }) => {
    await page.goto('/contato');
    await waitForApp(page);
    const faq = page.getByRole('region', { name: 'Perguntas frequentes' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(8);
    const question = faq.getByRole('button', { name: 'Quais são os planos?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/O Enterprise custa R\$\s199,00 por mês/)).toBeVisible();
  });
});

test('the legal pages render their headings, the date and a table of contents that leads to each section', async ({
  page,
}) => {
  await page.goto('/politica-privacidade');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByText(/^Última atualização: \d{1,2} de [a-zç]+ de \d{4}$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '7. Seus direitos' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '10. Encarregado pelo tratamento de dados (DPO)' }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: '7. Seus direitos' }).click();
  await expect(page).toHaveURL(/#direitos$/);
  await expect(page.getByRole('link', { name: 'privacidade@viraliza.com.br' }).first()).toHaveAttribute(
    'href',
    'mailto:privacidade@viraliza.com.br',
  );

  await page.goto('/termos-uso');

  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '6. Cancelamento e reembolso' })).toBeVisible();
  await expect(page.getByText(/Não há reembolso proporcional/)).toBeVisible();
  await expect(page.getByText(/Enterprise: R\$/)).toBeVisible();
});

test.describe('the landing page', () => {
  test('the top bar turns translucent with a blur and a border past 20 px of scroll', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const bar = page.locator('header').first();
    await expect(bar).not.toHaveAttribute('data-scrolled');
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
    await page.mouse.wheel(0, 300);
    await expect(bar).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    expect(await bar.evaluate((el) => getComputedStyle(el).borderBottomColor)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('the carousel moves with its buttons and the arrow keys, loops, and turns by itself', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const carousel = page.getByRole('region', { name: 'Recursos do Viraliza' });
    const slides = carousel.getByRole('group');
    const firstShown = () => slides.first().getAttribute('aria-label');
    await carousel.scrollIntoViewIfNeeded();
    // Two per row on a desktop.
    await expect(slides).toHaveCount(2);
    await expect(slides.first()).toHaveAttribute('aria-label', /^1 de 4: /);

    await carousel.getByRole('button', { name: 'Próximo recurso' }).click();
    await expect(slides.first()).toHaveAttribute('aria-label', /^2 de 4: /);
    await page.keyboard.press('ArrowRight');
    await expect(slides.first()).toHaveAttribute('aria-label', /^3 de 4: /);
    await page.keyboard.press('ArrowRight');
    await expect(slides.first()).toHaveAttribute('aria-label', /^4 de 4: /);
    await expect(slides.nth(1)).toHaveAttribute('aria-label', /^1 de 4: /);
    await page.keyboard.press('ArrowLeft');
    await expect(slides.first()).toHaveAttribute('aria-label', /^3 de 4: /);
    await carousel.getByRole('button', { name: 'Recurso anterior' }).click();
    await carousel.getByRole('button', { name: 'Recurso anterior' }).click();
    await carousel.getByRole('button', { name: 'Recurso anterior' }).click();
    await expect(slides.first()).toHaveAttribute('aria-label', /^4 de 4: /);
    await expect(slides.first().getByRole('link', { name: 'Experimentar Agora' })).toHaveAttribute('href', '/auth');

    // Focus and pointer leave (the page stays where it is: off screen it would rightly stand still),
    // and it turns by itself within its 5 s.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 5);
    const before = await firstShown();
    await expect.poll(firstShown, { timeout: 7_000 }).not.toBe(before);
  });

  test("the 3D scene's box keeps its size while the scene loads: no layout shift", async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const box = page.locator('[data-hero-visual]');
    await expect(box).toBeVisible();
    const first = await box.boundingBox();
    // Loaded (the canvas) or replaced by the flat illustration where WebGL is missing: no spinner left.
    await expect(box.getByRole('status', { name: 'Carregando cena 3D' })).toHaveCount(0, { timeout: 20_000 });
    await expect(box.locator('canvas, svg').first()).toBeVisible();
    expect(await box.boundingBox()).toEqual(first);
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!e.hadRecentInput) sum += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(cls).toBeLessThan(0.05);
  });

  test('the mobile menu at 390 px opens with the keyboard, takes the focus and gives it back on Escape', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Como funciona' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Registrar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    // One card at a time on a phone.
    await expect(page.getByRole('region', { name: 'Recursos do Viraliza' }).getByRole('group')).toHaveCount(1);
  });
});

test('every public page has its title, description, Open Graph tags, lang, favicon and manifest', async ({
  page,
  request,
}) => {
  const expected = [
    ['/', 'Viraliza | Crie vídeos virais com inteligência artificial'],
    ['/contato', 'Contato | Viraliza'],
    ['/politica-privacidade', 'Política de Privacidade | Viraliza'],
    ['/termos-uso', 'Termos de Uso | Viraliza'],
    ['/planos', 'Escolha Seu Plano | Viraliza'],
  ] as const;
  const descriptions = new Set<string | null>();
  for (const [path, title] of expected) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await meta(page, 'meta[property="og:title"]')).toBe(title);
    const description = await meta(page, 'meta[name="description"]');
    expect(await meta(page, 'meta[property="og:description"]')).toBe(description);
    descriptions.add(description);
    expect(await meta(page, 'meta[property="og:url"]')).toMatch(new RegExp(`^http://localhost:\\d+${path}$`));
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^http:\/\/localhost:\d+\/og-image\.png$/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
  }
  expect(descriptions.size).toBe(expected.length);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const icons = ((await manifest.json()) as { icons: Array<{ src: string; type: string }> }).icons;
  for (const icon of [
    ...icons,
    { src: '/og-image.png', type: 'image/png' },
    { src: '/apple-touch-icon.png', type: 'image/png' },
  ]) {
    const res = await request.get(icon.src);
    expect([icon.src, res.status(), res.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
  }
});

for (const viewport of [MOBILE, { width: 1280, height: 800 }]) {
  test(`the public pages pass axe and do not overflow at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expectNoHorizontalOverflow(page, `${path} at ${viewport.width} px`);
      await expectNoViolations(page, `${path} at ${viewport.width} px`);
    }
    if (viewport.width < 1000) return;
    // And in dark mode (docs/PRODUCT.md §screens.shell: every screen passes axe in both).
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const { path, h1 } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expectNoViolations(page, `${path} (dark)`);
    }
  });
}

/** The URLs of the scripts the page loads from now on whose code contains `text`: filled as they arrive. */
function scriptsContaining(page: Page, text: string): string[] {
  const urls: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    if ((await r.text().catch(() => '')).includes(text)) urls.push(r.url());
  });
  return urls;
}

test.describe('pre-rendered pages (docs/ARCHITECTURE.md §prerender)', () => {
  const PRERENDERED = [
    ...PUBLIC_PAGES,
    { path: '/auth', h1: 'Bem-vindo ao Viraliza' },
    { path: '/planos', h1: 'Escolha Seu Plano' },
  ];

  test('paint their headline, styled, with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, h1 } of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      // The critical CSS came with the HTML: the headline has Chakra's styles, not the browser's.
      const weight = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).fontWeight);
      expect(Number(weight)).toBeGreaterThanOrEqual(600);
    }
    await page.goto('/auth');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await context.close();
  });

  test('are adopted by React, not redrawn, and then work', async ({ page }) => {
    const redrawn: string[] = [];
    page.on('console', (m) => m.text().includes('hidratação') && redrawn.push(m.text()));
    // Before any module runs, keep the pre-rendered headline to compare with after hydration.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { __h1: Element | null; __css: number };
        w.__h1 = document.querySelector('h1');
        w.__css = [...document.head.children].findIndex((el) => el.matches('style[data-emotion]'));
      });
    });
    for (const { path } of PRERENDERED) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      const same = await page.evaluate(
        () => document.querySelector('h1') === (window as unknown as { __h1: Element | null }).__h1,
      );
      expect(same, `${path}: o título pré-renderizado foi substituído`).toBe(true);
      // The critical CSS stays where it was: moved, it would make the browser restyle the page.
      const css = await page.evaluate(() => ({
        before: (window as unknown as { __css: number }).__css,
        after: [...document.head.children].findIndex((el) => el.matches('style[data-emotion]')),
      }));
      expect(css.before, `${path}: sem CSS crítico`).toBeGreaterThan(0);
      expect(css.after, `${path}: o CSS crítico foi movido`).toBe(css.before);
    }
    expect(redrawn).toEqual([]);
    // Hydrated means interactive: the contact form validates on the client.
    await page.goto('/contato');
    await waitForApp(page);
    await page.getByRole('form', { name: 'Enviar mensagem' }).getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
  });

  test('hydrate the landing page alone: its links load the app, and inside the app they navigate in place', async ({
    page,
  }) => {
    // The router is the app's: a content page runs without it (docs/PERFORMANCE.md §content-pages).
    const routerLoaded = scriptsContaining(page, 'may be used only in the context of a <Router>');
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(routerLoaded).toEqual([]);
    // 'Registrar' is a page load of /auth on its 'Cadastrar' tab.
    await page.getByRole('banner').getByRole('link', { name: 'Registrar' }).click();
    await expect(page).toHaveURL(/\/auth\?aba=cadastrar$/);
    await waitForApp(page);
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
    expect(routerLoaded.length).toBeGreaterThan(0);
    // Inside the app, the same footer links move without a page load: a value kept on window survives.
    await page.goto('/contato');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    await page.getByRole('link', { name: 'Viraliza' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Crie vídeos virais/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  });

  test('keep the landing page, and /auth for a visitor with no session kept, free of the sign-in code until they sign in', async ({
    page,
  }) => {
    // Amplify's chunk is the one that speaks to the user pool.
    const amplify = scriptsContaining(page, 'AWSCognitoIdentityProviderService');
    await page.goto('/');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(amplify).toEqual([]);
    await page.getByRole('link', { name: 'Entrar' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    // No session kept in this browser: /auth knows the visitor is signed out without Amplify…
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(amplify).toEqual([]);
    // …and loads it to sign in.
    await page.getByLabel('E-mail').fill(DEMO.free.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.free.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/criar$/);
    expect(amplify.length).toBeGreaterThan(0);
  });
});

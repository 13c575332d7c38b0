import { expect, test } from '@playwright/test';
import {
  MOBILE,
  expectNoHorizontalOverflow,
  expectNoViolations,
  generateSimple,
  readCodeFromMailbox,
  signUp,
  uniqueEmail,
  waitForApp,
} from './helpers';

/**
 * Issue 10, slice E: the free plan out of credits is no dead end, the sign-up code can be sent
 * again, dark mode passes axe, and the screens involved fit 390 px. Fresh sign-ups only, so
 * the demo users the other specs share keep their credits.
 */

/** How long an error toast stays (web/src/lib/toaster.ts). */
const TOAST_MS = 7_000;

const RENEWAL = /Seus créditos renovam em \d{2}\/\d{2}\/\d{4} \(em \d+ dias?\)\./;

test('a free user runs out, sees "Créditos insuficientes" and the renewal date, and still opens a saved script in the teleprompter', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signUp(page, { name: 'Lia', email: uniqueEmail('sem-creditos'), password: 'segredo1' });

  // The free banner counts what is left, from the server's subscription, with an upgrade link.
  const banner = page.getByRole('region', { name: 'Seus créditos' });
  await expect(banner).toContainText('2 roteiros restantes');
  await expect(banner.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/planos');
  await generateSimple(page, 'Como organizar a rotina de estudos');
  await expect(banner).toContainText('1 roteiro restante');
  await page.goBack(); // the result has its own URL; back is the form, with the idea kept
  await page.getByLabel('Sua ideia').fill('Três dicas para dormir melhor');
  await page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' }).click();
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });

  // Out of credits: a clear panel, not a dead end.
  const panel = page.getByRole('region', { name: 'Créditos insuficientes' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(RENEWAL);
  await expect(page.getByText(/exclusivo para assinantes/)).toHaveCount(0);
  // no action offered that 0 credits cannot pay for (issue 27)
  const again = page.getByRole('button', { name: 'Gerar outra versão · 100 créditos' });
  await expect(again).toBeDisabled();
  await expect(again).toHaveAccessibleDescription(/Créditos insuficientes: custa 100 créditos e você tem 0\./);
  await expectNoHorizontalOverflow(page, 'the result, out of credits');
  await page.goBack(); // back on the form: its button cannot start a third script, and says why
  await expect(panel).toContainText(RENEWAL);
  const generateButton = page.getByRole('button', { name: 'Gerar roteiro · 100 créditos' });
  await expect(generateButton).toBeDisabled();
  await expect(generateButton).toHaveAccessibleDescription(
    /Créditos insuficientes: custa 100 créditos e você tem 0\. Seus créditos renovam/,
  );
  await expectNoHorizontalOverflow(page, '/criar out of credits');
  await expect(panel.getByRole('link', { name: 'Ver Planos' })).toHaveAttribute('href', '/planos');

  // A reload keeps it (the server says so, not the page's memory), and 'Meus Roteiros' is one click away.
  await page.reload();
  await expect(panel).toContainText(RENEWAL);
  await panel.getByRole('button', { name: 'Meus Roteiros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Meus Roteiros' });
  const item = dialog.getByRole('listitem', { name: 'Como organizar a rotina de estudos' });
  await item.getByRole('button', { name: 'Abrir' }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('region', { name: /Seu roteiro/ });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'Teleprompter' }).click();
  await expect(page).toHaveURL(/\/teleprompter$/);
  await expect(page.getByLabel('Roteiro', { exact: true })).not.toHaveValue('');
});

test('a free user with 100 credits is told an image costs 200 and they have 100, not "1 imagem restante"', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signUp(page, { name: 'Ivo', email: uniqueEmail('imagem-creditos'), password: 'segredo1' });
  await generateSimple(page, 'Como economizar no mercado');
  await page.goto('/gerador-imagens');
  const notice = page.getByTestId('imagens-restantes');
  await expect(notice).toContainText('Uma imagem custa 200 créditos; você tem 100', { timeout: 15_000 });
  await expect(notice).not.toContainText('imagem restante');
  await page.getByLabel('Descreva a imagem').fill('Um carrinho de mercado');
  const button = page.getByRole('button', { name: 'Gerar imagem · 200 créditos' });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(/Créditos insuficientes: custa 200 créditos e você tem 100\./);
  await expectNoHorizontalOverflow(page, '/gerador-imagens short of credits');
});

test('the locked screen fits 390 px: its badge wraps, and "Voltar" leaves for the creator', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signUp(page, { name: 'Rui', email: uniqueEmail('bloqueado'), password: 'segredo1' });
  await page.goto('/ideias-virais');
  const badge = page.getByText('Recurso exclusivo para assinantes Pro e Enterprise');
  await expect(badge).toBeVisible();
  // Not clipped: the whole text fits in the badge's box, and the box in the viewport.
  const fits = await badge.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.scrollWidth <= el.clientWidth && box.right <= window.innerWidth;
  });
  expect(fits).toBe(true);
  await expectNoHorizontalOverflow(page, 'the locked screen');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/criar$/);
});

test("'Reenviar código' delivers a code that confirms, and the wrong code's toast does not follow to /criar", async ({
  page,
}) => {
  const email = uniqueEmail('reenvio');
  await page.goto('/auth');
  await waitForApp(page); // the tabs are pre-rendered: a click before hydration is lost
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  // Scoped to the form: while the tabs switch, both forms can be in the page for a moment.
  const signUpForm = page.getByRole('form', { name: 'Cadastrar' });
  await signUpForm.getByLabel('Nome').fill('Bia');
  await signUpForm.getByLabel('E-mail').fill(email);
  await signUpForm.getByLabel('Senha', { exact: true }).fill('segredo1');
  await signUpForm.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Código de confirmação')).toBeVisible();
  const first = await readCodeFromMailbox(page, email);

  // The code again: a second e-mail in the mailbox, and a countdown before the next one.
  await page.getByRole('button', { name: 'Reenviar código' }).click();
  await expect(page.getByText('Código reenviado').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
  const again = await readCodeFromMailbox(page, email, { messages: 2 });
  expect(again).toBe(first); // locally the same code, labelled as such (docs/LOCAL-MODE.md)

  // A wrong code, then at once the right one: the error toast (7 s) must not follow to /criar.
  await page.getByLabel('Código de confirmação').fill(again === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Código inválido.').first()).toBeVisible();
  const errorShownAt = Date.now();
  await page.getByLabel('Código de confirmação').fill(again);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/criar$/);
  await expect(page.getByText('E-mail confirmado!').first()).toBeVisible();
  // The toast lives 7 s: it must be gone (its exit animation included) well before that, or it followed us.
  const left = TOAST_MS - (Date.now() - errorShownAt) - 1_000;
  expect(left, 'confirming took so long that the stale toast would have timed out anyway').toBeGreaterThan(1_000);
  await expect(page.getByText('Código inválido.')).toHaveCount(0, { timeout: left });
  expect(await page.getByText('Erro ao cadastrar').count()).toBe(0);
});

test.describe('dark mode', () => {
  test('follows the system preference and passes axe on the main screens', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('link', { name: 'Viraliza' }).first()).toBeVisible();
    await expectNoViolations(page, 'landing (dark)');
    await page.goto('/auth');
    await waitForApp(page);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
    await expectNoViolations(page, '/auth (dark)');

    await signUp(page, { name: 'Nina', email: uniqueEmail('escuro'), password: 'segredo1' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('region', { name: 'Seus créditos' })).toBeVisible();
    await expectNoViolations(page, '/criar (dark)');
    await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
    await expect(page.getByLabel('Sua ideia')).toBeVisible();
    await expectNoViolations(page, '/criar simple form (dark)');
    await page.goto('/perfil');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, '/perfil (dark)');
  });

  test('the avatar menu switches it, the choice survives a reload, and both modes pass axe', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signUp(page, { name: 'Téo', email: uniqueEmail('tema'), password: 'segredo1' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expectNoViolations(page, '/criar (light)');

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitemradio', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('heading', { name: 'Criar Roteiro' })).toBeVisible();
    await expectNoViolations(page, '/criar (dark, chosen)');

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Escuro' })).toBeChecked();
    await page.getByRole('menuitemradio', { name: 'Sistema' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test('the landing menu at 390 px: one link per line, no horizontal overflow', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const how = menu.getByRole('link', { name: 'Como funciona' });
  const features = menu.getByRole('link', { name: 'Recursos' });
  await expect(how).toBeVisible();
  const [a, b] = [await how.boundingBox(), await features.boundingBox()];
  expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(a!.height).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalOverflow(page, 'the landing with its menu open');
  await expectNoViolations(page, 'the landing menu (light)');
});

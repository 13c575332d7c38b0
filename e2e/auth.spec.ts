import { expect, test } from '@playwright/test';
import { readCodeFromMailbox, signIn, signUp, uniqueEmail, waitForApp } from './helpers';

test('a new creator signs up, confirms with the e-mailed code and lands on /criar', async ({ page }) => {
  const email = uniqueEmail('cadastro');
  await signUp(page, { name: 'Júlia Criadora', email, password: 'segredo1' });

  await expect(page.getByRole('heading', { level: 1, name: 'Criar Roteiro' })).toBeVisible();
  // A new free account can write at once: the creator's mode choice is there, not the locked screen.
  await expect(page.getByRole('button', { name: /^Escreva a sua ideia/ })).toBeVisible();
  // The avatar shows the e-mail's first letter.
  await expect(page.getByRole('button', { name: 'Minha Conta' })).toContainText('C');
});

test('the code step survives a reload; a wrong code says the code is wrong; the right one confirms (issue 27)', async ({
  page,
}) => {
  const email = uniqueEmail('codigo');
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  const form = page.getByRole('form', { name: 'Cadastrar' });
  await form.getByLabel('Nome').fill('Lia Recarrega');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill('segredo1');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  const confirm = page.getByRole('form', { name: 'Confirmar e-mail' });
  await expect(confirm).toContainText(email);

  await page.reload();
  await expect(confirm).toContainText(email, { timeout: 20_000 });

  const code = await readCodeFromMailbox(page, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await confirm.getByLabel('Código de confirmação').fill(wrong);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm.getByText('Código inválido. Confira o código enviado para o seu e-mail.')).toBeVisible();
  await expect(page.getByText('Erro ao cadastrar')).toHaveCount(0);

  // The password was not kept across the reload: confirmed, the user signs in with it.
  await confirm.getByLabel('Código de confirmação').fill(code);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Agora entre com sua senha.').first()).toBeVisible();
  const signInForm = page.getByRole('form', { name: 'Entrar' });
  await expect(signInForm.getByLabel('E-mail')).toHaveValue(email);
  // …and the code step is not kept any more.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible({ timeout: 20_000 });
  await expect(confirm).toHaveCount(0);
});

test('signing out returns to /auth, and the session is gone after a reload', async ({ page }) => {
  await signUp(page, { name: 'Rafa', email: uniqueEmail('sair'), password: 'segredo1' });

  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/criar');
  await expect(page).toHaveURL(/\/auth$/);
});

test('an existing session skips /auth and goes to /criar', async ({ page }) => {
  await signUp(page, { name: 'Léo', email: uniqueEmail('sessao'), password: 'segredo1' });
  await page.goto('/auth');
  await waitForApp(page);
  await expect(page).toHaveURL(/\/criar$/);
});

test('a wrong password shows the pt-BR sign-in error', async ({ page }) => {
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByLabel('E-mail').fill('gratuito@viraliza.demo');
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Erro ao entrar').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password → code by e-mail → new password → sign in with it', async ({ page, context }) => {
  const email = uniqueEmail('reset');
  await signUp(page, { name: 'Bia', email, password: 'antiga1' });
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The router keeps /auth on screen while the lazy page loads: wait for the new form, or
  // the e-mail goes into the sign-in field that is about to be replaced.
  await expect(page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar código de recuperação' }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByRole('link', { name: 'Já tenho o código' }).click();
  await expect(page).toHaveURL(/\/reset-password/);

  // The second e-mail to this address: the first was the sign-up confirmation.
  const code = await readCodeFromMailbox(page, email, { messages: 2 });
  // Pasted as e-mail clients often show it, "123 456": the field keeps the six digits.
  await page.getByLabel('Código de confirmação').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByLabel('Código de confirmação')).toHaveValue(code);
  // Mismatched confirmation is refused with the message of docs/PRODUCT.md §validation.auth.
  await page.getByLabel('Nova senha', { exact: true }).fill('novinha1');
  await page.getByLabel('Confirmar nova senha').fill('diferente1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senhas não conferem').first()).toBeVisible();

  await page.getByLabel('Confirmar nova senha').fill('novinha1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/criar$/);

  // The new password works from a fresh browser.
  const fresh = await context.browser()!.newContext();
  const other = await fresh.newPage();
  await signIn(other, email, 'novinha1');
  await fresh.close();
});

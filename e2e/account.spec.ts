import { expect, test, type Page, type WebSocket } from '@playwright/test';
import { signUp, uniqueEmail } from './helpers';

/** The app's realtime socket (opened while a user is signed in), once the page has opened it. */
function realtimeSocket(page: Page): Promise<WebSocket> {
  return page.waitForEvent('websocket', { predicate: (ws) => /\/ws\?token=/.test(ws.url()), timeout: 30_000 });
}

test('signing out closes the realtime socket', async ({ page }) => {
  const socket = realtimeSocket(page);
  await signUp(page, { name: 'Caio Saída', email: uniqueEmail('sair-ws'), password: 'segredo1' });
  const ws = await socket;
  expect(ws.isClosed()).toBe(false);

  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => ws.isClosed()).toBe(true);
});

test('a creator deletes the account from /perfil with the password, is signed out and cannot sign in again', async ({
  page,
}) => {
  const email = uniqueEmail('excluir');
  const password = 'segredo1';
  const socket = realtimeSocket(page);
  await signUp(page, { name: 'Bruna Apagada', email, password });
  const ws = await socket;

  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  const card = page.getByRole('region', { name: 'Excluir minha conta' });
  await expect(card).toContainText('LGPD');

  // A wrong password deletes nothing and keeps the session.
  await card.getByLabel('Sua senha atual').fill('senha-errada');
  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim, excluir minha conta' }).click();
  await expect(page.getByText('Senha incorreta').first()).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);

  // The right one, confirmed in the dialog.
  await card.getByLabel('Sua senha atual').fill(password);
  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Excluir sua conta para sempre?');
  await dialog.getByRole('button', { name: 'Sim, excluir minha conta' }).click();

  // The landing page says so, and still does after a reload (issue 27).
  await expect(page).toHaveURL(/\/\?conta=excluida$/);
  const notice = page.getByRole('status').filter({ hasText: 'Conta excluída' });
  await expect(notice).toContainText('Seus dados foram apagados');
  await page.reload();
  await expect(notice).toContainText('Conta excluída');
  await expect.poll(() => ws.isClosed()).toBe(true);
  await page.goto('/criar');
  await expect(page).toHaveURL(/\/auth$/);

  // The identity is gone: the same e-mail and password no longer sign in.
  await page.getByRole('tab', { name: 'Entrar' }).click();
  const signInForm = page.getByRole('form', { name: 'Entrar' });
  await signInForm.getByLabel('E-mail').fill(email);
  await signInForm.getByLabel('Senha', { exact: true }).fill(password);
  await signInForm.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Erro ao entrar').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

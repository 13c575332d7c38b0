import { expect, test, type ConsoleMessage } from '@playwright/test';
import { DEMO, signIn } from './helpers';

/**
 * The local app at every loopback name the server answers (docs/LOCAL-MODE.md §host-origin):
 * /config.json names no host, so sign-in reaches `/cognito` and the WebSocket on the page's own
 * origin. And no page load prints Amplify's custom-endpoint notice
 * (docs/LOCAL-MODE.md §cognito-local.endpoint-notice).
 */
const port = Number(process.env.E2E_PORT);
const ORIGINS = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

const endpointNotice = (m: ConsoleMessage) => /custom Amazon .*endpoint/i.test(m.text());

for (const origin of ORIGINS) {
  test(`a demo account signs in at ${origin}, with no warning about the Cognito endpoint`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const notices: string[] = [];
    const offline: string[] = [];
    page.on('console', (m) => {
      if (endpointNotice(m)) notices.push(m.text());
      if (/Sem conexão|Content Security Policy|Refused to connect/i.test(m.text())) offline.push(m.text());
    });

    await signIn(page, DEMO.pro.email, DEMO.pro.password);
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Roteiro' })).toBeVisible();
    // The app's own data comes through: the header's balance.
    await expect(page.getByRole('button', { name: /^[\d.]+ créditos$/ })).toBeVisible();

    // A page load with the session kept configures Amplify again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Criar Roteiro' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^[\d.]+ créditos$/ })).toBeVisible();

    expect(notices).toEqual([]);
    expect(offline).toEqual([]);
    await context.close();
  });
}

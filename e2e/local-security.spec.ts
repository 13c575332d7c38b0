import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail, waitForApp } from './helpers';

/**
 * The local stack with its doors closed (docs/LOCAL-MODE.md §security-headers,
 * docs/LOCAL-MODE.md §local-callers, docs/LOCAL-MODE.md §cognito-local.codes): the app runs under the same CSP as on AWS, the code reaches the
 * mailbox at once, and the realtime publisher still reaches the browser's WebSocket.
 */

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('a new account signs up, confirms and writes a script under the CSP, streamed over the WebSocket', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => void (typeof f.payload === 'string' && frames.push(f.payload))),
  );

  const response = await page.goto('/auth');

  await waitForApp(page);
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response!.headers()['x-frame-options']).toBe('DENY');

  await signUp(page, { name: 'Nina Segura', email: uniqueEmail('portas'), password: 'segredo1' });
  await page.getByRole('button', { name: /^Escreva a sua ideia/ }).click();
  await page.getByLabel('Sua ideia').fill('3 dicas para gravar vídeos com o celular');
  await page.getByRole('button', { name: /^Gerar roteiro/ }).click();
  await expect(page.getByRole('heading', { name: 'Seu roteiro' })).toBeVisible({ timeout: 30_000 });

  const events = frames.map((f) => (JSON.parse(f) as { type: string }).type);
  expect(events).toContain('script.done');
  expect(violations).toEqual([]);
});

test('the /cognito proxy refuses the admin API to the page', async ({ page }) => {
  await page.goto('/auth');
  await waitForApp(page);
  const status = await page.evaluate(async () => {
    const res = await fetch('/cognito/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body: '{}',
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  });
  expect(status.status).toBe(403);
  expect(status.body.message).toBe('Esta operação do Cognito não está disponível pelo navegador no modo local.');
});

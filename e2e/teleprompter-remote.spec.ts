import { expect, test, type Page } from '@playwright/test';
import { DEMO, MOBILE, expectNoHorizontalOverflow, expectNoViolations, signIn } from './helpers';

/**
 * The teleprompter's phone remote (docs/PRODUCT.md §flows.teleprompter-remote): a signed-in
 * prompter (page A) makes a code; a phone (page B, another browser context, not signed in) opens
 * the QR code's link and drives the prompter over the product's WebSocket.
 *
 * What the prompter shows is read through `prompter`: its own 'Iniciar' / 'Pausar' button, the
 * reading area's 'Velocidade' badge and the moving text layer; `changedAt` is stamped by a
 * MutationObserver on those, so a press is timed to the moment the prompter changed.
 */
const reading = (page: Page) => page.getByRole('region', { name: 'Área de leitura' });
const prompter = {
  open: async (page: Page) => {
    await page.goto('/teleprompter');
    // Enough text to scroll, and a run at the preset speed
    await page
      .getByLabel('Roteiro', { exact: true })
      .fill(Array.from({ length: 40 }, (_, i) => `Linha ${i + 1} do roteiro lido pelo controle remoto`).join('\n'));
    await page.getByRole('radio', { name: /Conversacional/ }).check();
    await page.evaluate(() => {
      const w = window as { changedAt?: number };
      w.changedAt = 0;
      new MutationObserver(() => (w.changedAt = Date.now())).observe(document.querySelector('main') ?? document.body, {
        subtree: true,
        characterData: true,
        childList: true,
        attributeFilter: ['aria-label'],
      });
    });
  },
  expectPlaying: (page: Page, playing: boolean) =>
    expect(page.getByRole('button', { name: playing ? 'Pausar' : 'Iniciar', exact: true })).toBeVisible({
      timeout: 2_000,
    }),
  expectSpeed: (page: Page, speed: number) =>
    expect(reading(page).getByText(`Velocidade ${speed}`, { exact: true })).toBeVisible({ timeout: 2_000 }),
  /** How far the text layer has moved up (the engine writes translate3d). */
  offsetY: (page: Page) =>
    page.getByTestId('prompter-scroll').evaluate((el) => 0 - new DOMMatrix(getComputedStyle(el).transform).m42),
  /** When the prompter last changed (epoch ms, the page's clock). */
  changedAt: (page: Page) => page.evaluate(() => (window as { changedAt?: number }).changedAt ?? 0),
};

test('a phone paired by code drives the teleprompter within a couple of seconds', async ({ page, browser }) => {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await prompter.open(page);
  const panel = page.getByRole('region', { name: 'Controle remoto' });
  await panel.getByRole('button', { name: 'Gerar código' }).click();
  const qr = panel.getByRole('img', { name: /^QR code do controle remoto: / });
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('aria-label'))!.replace('QR code do controle remoto: ', '');
  const code = (await panel.getByTestId('remote-code').textContent())!.trim();
  expect(link).toMatch(new RegExp(`/remoto/${code}$`));
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
  await expect(panel.getByText(/^Válido até \d{2}:\d{2}$/)).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('Aguardando o celular…');
  await prompter.expectPlaying(page, false);
  await prompter.expectSpeed(page, 40);
  await expectNoViolations(page, 'the pairing panel');

  const phoneContext = await browser.newContext({ viewport: MOBILE, locale: 'pt-BR' });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('status')).toContainText('Conectado ao teleprompter');
    await expect(panel.getByRole('status')).toHaveText('Celular conectado');
    // The prompter reports its state when the phone joins.
    await expect(phone.getByTestId('remote-state')).toHaveText('Pausado · Velocidade 40');

    // When the phone's page saw the press (not when Playwright started its click).
    await phone.evaluate(() =>
      document.addEventListener('click', () => ((window as { pressedAt?: number }).pressedAt = Date.now()), true),
    );
    /** Presses a button on the phone; answers the press-to-prompter time in ms (one machine, one clock). */
    const press = async (name: string, expectChange: () => Promise<void>) => {
      const before = await prompter.changedAt(page);
      await phone.getByRole('button', { name, exact: true }).click();
      await expectChange();
      const at = await prompter.changedAt(page);
      expect(at).toBeGreaterThan(before);
      return at - (await phone.evaluate(() => (window as { pressedAt?: number }).pressedAt!));
    };
    const latencies = [
      await press('Iniciar / Pausar', () => prompter.expectPlaying(page, true)),
      await press('Mais rápido', () => prompter.expectSpeed(page, 45)),
      await press('Mais devagar', () => prompter.expectSpeed(page, 40)),
      await press('Mais rápido', () => prompter.expectSpeed(page, 45)),
      await press('Iniciar / Pausar', () => prompter.expectPlaying(page, false)),
    ];
    // Paused after a few seconds of reading: back a line moves the text down by one line.
    const before = await prompter.offsetY(page);
    expect(before).toBeGreaterThan(60);
    await phone.getByRole('button', { name: 'Voltar uma linha', exact: true }).click();
    await expect.poll(() => prompter.offsetY(page), { timeout: 2_000 }).toBeLessThan(before - 20);
    await expect(phone.getByTestId('remote-state')).toHaveText('Pausado · Velocidade 45');
    const sorted = [...latencies].sort((a, b) => a - b);
    const summary = `press → prompter (ms): ${latencies.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}`;
    test.info().annotations.push({ type: 'latency', description: summary });
    console.log(`teleprompter remote ${summary}`);
    // Reported, not held to 200 ms here: locally it includes two Chromium pages on a shared CPU (docs/ARCHITECTURE.md §realtime-remote).
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(1_000); // a guard: the 2-core CI box shares its CPUs

    // Thumb-friendly, no sideways scroll, accessible at 390×844.
    for (const name of ['Iniciar / Pausar', 'Mais rápido', 'Mais devagar', 'Voltar uma linha']) {
      const box = (await phone.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(64);
      expect(box.width).toBeGreaterThanOrEqual(MOBILE.width - 40);
    }
    await expectNoHorizontalOverflow(phone, 'the phone remote');
    await expectNoViolations(phone, 'the phone remote');
  } finally {
    await phoneContext.close();
  }
});

test('a phone types the code, and a wrong one is refused', async ({ page, browser }) => {
  await signIn(page, DEMO.free.email, DEMO.free.password);
  await prompter.open(page);
  const panel = page.getByRole('region', { name: 'Controle remoto' });
  await panel.getByRole('button', { name: 'Gerar código' }).click();
  const code = (await panel.getByTestId('remote-code').textContent())!.trim();

  const phoneContext = await browser.newContext({ viewport: MOBILE, locale: 'pt-BR' });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto('/remoto/ZZZZZZ');
    await expect(phone.getByRole('status')).toContainText('Código inválido ou expirado');
    await expect(phone.getByRole('button', { name: 'Iniciar / Pausar' })).toHaveCount(0);
    await expectNoViolations(phone, 'the phone remote, refused');

    await phone.goto('/remoto');
    await phone.getByLabel('Código de pareamento').fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
    await phone.getByRole('button', { name: 'Conectar' }).click();
    await expect(phone).toHaveURL(new RegExp(`/remoto/${code}$`));
    await expect(phone.getByRole('status')).toContainText('Conectado ao teleprompter');
    await phone.getByRole('button', { name: 'Iniciar / Pausar' }).click();
    await prompter.expectPlaying(page, true);
    await expectNoHorizontalOverflow(phone, 'the code form');
  } finally {
    await phoneContext.close();
  }
});

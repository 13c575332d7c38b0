import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, MOBILE, expectNoHorizontalOverflow, expectNoViolations, generateSimple, signIn } from './helpers';

/**
 * The teleprompter (docs/PRODUCT.md §screens.teleprompter, §flows.teleprompter): the hand-off from
 * /criar, time-driven scrolling that stops by itself, mirror and flip, the keyboard, editing from
 * a line, the settings kept on the device, recording with Chromium's fake camera, and the page at
 * 390 px under axe in both color modes. Only the first test generates a script (one credit spend,
 * on the enterprise demo account); the others paste their text.
 */

const LONG = Array.from({ length: 60 }, (_, i) => `Linha ${i + 1} do roteiro de teste com algumas palavras`).join('\n');

/** How far the text layer has moved up, from its computed transform (the engine writes translate3d). */
const offsetY = (page: Page) =>
  page.getByTestId('prompter-scroll').evaluate((el) => 0 - new DOMMatrix(getComputedStyle(el).transform).m42);

const readingTransform = (page: Page) =>
  page.getByTestId('prompter-text').evaluate((el) => getComputedStyle(el).transform);

const script = (page: Page) => page.getByLabel('Roteiro', { exact: true });
const startButton = (page: Page) => page.getByRole('button', { name: 'Iniciar', exact: true });
const pauseButton = (page: Page) => page.getByRole('button', { name: 'Pausar', exact: true });

/**
 * Resolves after the page has painted `n` more frames: the scroll engine moves the text once a
 * frame (web/src/features/teleprompter/use-scroll-engine.ts), so text that stays put over them stands still.
 */
const frames = (page: Page, n = 10) =>
  page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        let left = count;
        const next = () => (--left > 0 ? requestAnimationFrame(next) : done());
        requestAnimationFrame(next);
      }),
    n,
  );

async function openWithText(page: Page, text: string) {
  await signIn(page, DEMO.pro.email, DEMO.pro.password);
  await page.goto('/teleprompter');
  await script(page).fill(text);
  // focus off the text area, so the page's shortcuts apply
  await page.getByRole('heading', { name: 'Teleprompter', level: 1 }).click();
}

/** Puts a slider at its minimum or maximum with the keyboard (Home / End), as a keyboard user would. */
async function sliderTo(page: Page, name: RegExp, key: 'Home' | 'End') {
  await page.getByRole('slider', { name }).focus();
  await page.keyboard.press(key);
}

test('opens from /criar with the generated script, scrolls by time and stops by itself at the end', async ({
  page,
}) => {
  await signIn(page, DEMO.enterprise.email, DEMO.enterprise.password);
  await generateSimple(page, 'Como acordar cedo sem sofrer');
  await page
    .getByRole('region', { name: /Seu roteiro/ })
    .getByRole('button', { name: 'Teleprompter' })
    .click();
  await expect(page).toHaveURL(/\/teleprompter$/);
  await expect(script(page)).not.toHaveValue('');
  await expect(page.getByTestId('tempo-estimado')).toHaveText(/^~\d+ min$/);
  const reading = page.getByRole('region', { name: 'Área de leitura' });
  await expect(reading.getByText('Conversacional')).toBeVisible();
  await expect(reading.getByText('Velocidade 40')).toBeVisible();
  // every word is a numbered span, from 0, for the voice follower
  await expect(reading.locator('[data-word="0"]')).toHaveCount(1);
  const words = await reading.locator('[data-word]').count();
  expect(words).toBeGreaterThan(20);
  await expect(reading.locator(`[data-word="${words - 1}"]`)).toHaveCount(1);

  // fast, to reach the end quickly
  await sliderTo(page, /Velocidade/, 'End');
  await expect(reading.getByText('Velocidade 100')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Personalizado/ })).toBeChecked();
  expect(await offsetY(page)).toBe(0);

  await startButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect.poll(() => offsetY(page)).toBeGreaterThan(20);
  const early = await offsetY(page);
  await expect.poll(() => offsetY(page)).toBeGreaterThan(early);

  // it stops by itself: 'Iniciar' comes back without a click, and the text stands still
  await expect(startButton(page)).toBeVisible({ timeout: 30_000 });
  const end = await offsetY(page);
  await frames(page);
  expect(await offsetY(page)).toBe(end);
  // …with the last word on the focus line (a third of the reading window's height)
  const { wordMiddle, focusY, row } = await page.evaluate((last) => {
    const win = document.querySelector('[data-testid="prompter-text"]')!.getBoundingClientRect();
    const word = document.querySelector(`[data-word="${last}"]`)!.getBoundingClientRect();
    return { wordMiddle: word.top + word.height / 2, focusY: win.top + win.height / 3, row: word.height };
  }, words - 1);
  expect(Math.abs(wordMiddle - focusY)).toBeLessThan(row);

  // 'Reiniciar' goes back to the top
  await page.getByRole('button', { name: 'Reiniciar' }).click();
  await expect.poll(() => offsetY(page)).toBe(0);
});

test('mirror and upside-down transform the reading text, and the settings and text survive a reload', async ({
  page,
}) => {
  await openWithText(page, LONG);
  expect(await readingTransform(page)).toBe('none');
  await page.getByText('Espelhar', { exact: true }).click();
  expect(await readingTransform(page)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  await page.getByText('Inverter', { exact: true }).click();
  expect(await readingTransform(page)).toBe('matrix(-1, 0, 0, -1, 0, 0)');
  await page.getByText('Espelhar', { exact: true }).click();
  expect(await readingTransform(page)).toBe('matrix(1, 0, 0, -1, 0, 0)');

  await page.getByText('Energético / Ads').click();
  await sliderTo(page, /Tamanho do texto/, 'End');
  await expect(page.getByText('Tamanho do texto: 72 px')).toBeVisible();

  await page.reload();
  await expect(script(page)).toHaveValue(LONG);
  await expect(page.getByRole('radio', { name: /Energético/ })).toBeChecked();
  await expect(page.getByText('Velocidade: 60')).toBeVisible();
  await expect(page.getByText('Tamanho do texto: 72 px')).toBeVisible();
  expect(await readingTransform(page)).toBe('matrix(1, 0, 0, -1, 0, 0)');
  await expect(page.getByRole('checkbox', { name: 'Inverter' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Espelhar' })).not.toBeChecked();
});

test('the keyboard: Space, arrows, + and −, R, F and Esc; not while typing', async ({ page }) => {
  await openWithText(page, LONG);
  const badge = page.getByRole('region', { name: 'Área de leitura' });

  await page.keyboard.press('Space');
  await expect(pauseButton(page)).toBeVisible();
  await expect.poll(() => offsetY(page)).toBeGreaterThan(20);
  await page.keyboard.press('Space');
  await expect(startButton(page)).toBeVisible();
  const paused = await offsetY(page);
  await frames(page);
  expect(await offsetY(page)).toBe(paused);

  await page.keyboard.press('ArrowUp');
  await expect(badge.getByText('Velocidade 45')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Personalizado/ })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(badge.getByText('Velocidade 50')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(badge.getByText('Velocidade 35')).toBeVisible();

  await page.keyboard.press('+');
  await expect(page.getByText('Tamanho do texto: 34 px')).toBeVisible();
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(page.getByText('Tamanho do texto: 30 px')).toBeVisible();

  await page.keyboard.press('r');
  await expect.poll(() => offsetY(page)).toBe(0);

  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Sair da tela cheia' })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Área de leitura');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Tela cheia' })).toBeVisible();

  // typing in the script is typing: no shortcut fires
  await script(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' r+ ');
  await expect(startButton(page)).toBeVisible();
  await expect(page.getByText('Tamanho do texto: 30 px')).toBeVisible();
  await expect(script(page)).toHaveValue(`${LONG} r+ `);

  // the help is one keyboard stop away
  await page.getByRole('button', { name: 'Atalhos' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Atalhos do teclado' })).toContainText('Mais rápido (+5)');
});

test('"Editar daqui" opens the text at the line under the marker; "Continuar" resumes on the edited line', async ({
  page,
}) => {
  await openWithText(page, LONG);
  await page.keyboard.press('ArrowUp'); // 45: a few lines in a second
  await page.keyboard.press('Space');
  await expect.poll(() => offsetY(page), { timeout: 15_000 }).toBeGreaterThan(400);
  await page.keyboard.press('Space');
  await expect(startButton(page)).toBeVisible();
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowDown'); // speed 0: 'Continuar' resumes in place
  await expect(page.getByRole('region', { name: 'Área de leitura' }).getByText('Velocidade 0')).toBeVisible();
  const before = await offsetY(page);

  // the line on the focus line, as the reader sees it
  const underMarker = await page.evaluate(() => {
    const win = document.querySelector('[data-testid="prompter-text"]')!.getBoundingClientRect();
    const focusY = win.top + win.height / 3;
    const lines = [...document.querySelectorAll<HTMLElement>('[data-line]')];
    return lines.find((l) => {
      const r = l.getBoundingClientRect();
      return r.top <= focusY && r.bottom >= focusY;
    })?.textContent;
  });
  expect(underMarker).toMatch(/^Linha \d+ /);
  expect(underMarker).not.toMatch(/^Linha 1 /);

  await page.getByRole('button', { name: 'Editar daqui' }).click();
  const editor = page.getByLabel('Editar o roteiro a partir desta linha');
  await expect(editor).toBeFocused();
  const caretLine = await editor.evaluate((el: HTMLTextAreaElement) => {
    const start = el.value.lastIndexOf('\n', el.selectionStart - 1) + 1;
    const end = el.value.indexOf('\n', el.selectionStart);
    return el.value.slice(start, end === -1 ? undefined : end);
  });
  expect(caretLine).toBe(underMarker);

  await page.keyboard.type('EDITADO ');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect(script(page)).toHaveValue(LONG.replace(underMarker!, `EDITADO ${underMarker}`));
  // the edited line is on the focus line, where reading stopped
  const distance = await page.evaluate(() => {
    const win = document.querySelector('[data-testid="prompter-text"]')!.getBoundingClientRect();
    const word = [...document.querySelectorAll('[data-word]')].find((w) => w.textContent === 'EDITADO')!;
    const r = word.getBoundingClientRect();
    const line = word.closest('[data-line]')!.getBoundingClientRect();
    return { off: Math.abs(r.top + r.height / 2 - (win.top + win.height / 3)), row: r.height, line: line.height };
  });
  expect(distance.off).toBeLessThan(distance.row / 2);
  // the offset moved at most to the start of that line (a wrapped line is two rows): not to the top
  expect(Math.abs((await offsetY(page)) - before)).toBeLessThanOrEqual(distance.line);
});

test('recording with the fake camera: countdown, a take of 2 s or more, watch, keep, download; 9:16 takes are vertical', async ({
  page,
}) => {
  // the take's length is measured on the page's clock: page.clock moves it instead of waiting
  await page.clock.install();
  await openWithText(page, LONG);
  await page.getByText('Câmera', { exact: true }).click();
  await expect(page.getByLabel('Prévia da câmera')).toBeVisible();

  await page.getByRole('button', { name: 'Gravar' }).click();
  // the countdown runs (3, 2, 1); a busy machine may first see it past 3
  await expect(page.getByTestId('contagem')).toHaveText(/^[321]$/);
  await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 6_000 });
  await expect(pauseButton(page)).toBeVisible(); // the prompter started with the recording
  await page.clock.runFor(2_500);
  await page.getByRole('button', { name: 'Parar' }).click();
  await expect(startButton(page)).toBeVisible();

  const take = page.getByRole('listitem', { name: 'Tomada 1' });
  await expect(take).toBeVisible();
  const duration = (await take.getByTestId('duracao-tomada').textContent())!;
  const [, mm, ss] = /Duração (\d\d):(\d\d)/.exec(duration)!;
  expect(Number(mm) * 60 + Number(ss)).toBeGreaterThanOrEqual(2);
  await expect(take.getByLabel('Vídeo da tomada 1')).toHaveAttribute('src', /^blob:/);

  const download = page.waitForEvent('download');
  await take.getByRole('link', { name: 'Baixar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^viraliza-tomada-1\.(webm|mp4)$/);
  expect(fs.statSync((await file.path())!).size).toBeGreaterThan(1000);

  await take.getByRole('button', { name: 'Manter' }).click();
  await expect(take.getByText('Mantida')).toBeVisible();

  // a second take in 9:16: the recorded frames are vertical
  await page.getByText('Formato 9:16', { exact: true }).click();
  await page.getByRole('button', { name: 'Gravar' }).click();
  await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 6_000 });
  await page.clock.runFor(1_500);
  await page.getByRole('button', { name: 'Parar' }).click();
  const second = page.getByRole('listitem', { name: 'Tomada 2' });
  const video = second.getByLabel('Vídeo da tomada 2');
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const ratio = await video.evaluate((v: HTMLVideoElement) => v.videoWidth / v.videoHeight);
  expect(ratio).toBeCloseTo(9 / 16, 1);

  await second.getByRole('button', { name: 'Descartar' }).click();
  await expect(second).toHaveCount(0);
  await expect(take).toBeVisible();
});

test('a refused camera says so in pt-BR and the prompter keeps working', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('negado', 'NotAllowedError'));
  });
  await openWithText(page, LONG);
  await page.getByText('Câmera', { exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Não conseguimos acessar sua câmera' })).toContainText(
    'o teleprompter continua funcionando sem gravação',
  );
  await expect(page.getByRole('checkbox', { name: 'Câmera' })).not.toBeChecked();
  await startButton(page).click();
  await expect.poll(() => offsetY(page)).toBeGreaterThan(20);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`at 390×844 in ${scheme} mode: no axe violations, no sideways scroll`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(MOBILE);
    await openWithText(page, '[smile] Olá, pessoal!\n[pause]\nHoje eu mostro a minha rotina.\n\nSiga para mais.');
    await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
    await expect(page.getByRole('region', { name: 'Área de leitura' })).toBeVisible();
    await expectNoHorizontalOverflow(page, `/teleprompter at 390 px (${scheme})`);
    await expectNoViolations(page, `/teleprompter (${scheme})`);
    await page.getByRole('button', { name: 'Editar daqui' }).click();
    await expectNoViolations(page, `/teleprompter editing (${scheme})`);
  });
}

/** Whether the topmost element at (x, y) is `el` or inside it: nothing covers it there. */
const onTop = (locator: ReturnType<Page['locator']>, where: 'center' | 'top' = 'center') =>
  locator.evaluate((el, at) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, at === 'top' ? r.top + 4 : r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  }, where);

test('on a phone, Gravar opens the recording mode: the preview fills the screen, the text runs at the top, Parar is at the bottom and uncovered', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await openWithText(page, LONG);
  await page.getByText('Câmera', { exact: true }).click();
  await page.getByRole('button', { name: 'Gravar' }).click();

  const bar = page.getByRole('group', { name: 'Controles da gravação' });
  const stop = bar.getByRole('button', { name: 'Parar' });
  // the large button takes the focus, and the countdown sits with it at the bottom
  await expect(stop).toBeFocused();
  await expect(bar.getByTestId('contagem').or(page.getByText('● Gravando'))).toBeVisible();
  await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 6_000 });

  const preview = page.getByRole('region', { name: 'Área de leitura' }).getByLabel('Prévia da câmera');
  const box = (await preview.boundingBox())!;
  expect(box).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
  // the video shows between the text and the controls: nothing is drawn over it there
  const textBottom = (await page.getByTestId('prompter-text').boundingBox())!;
  const barTop = (await bar.boundingBox())!.y;
  expect(barTop).toBeGreaterThan(MOBILE.height * 0.75);
  const gap = await page.evaluate(
    (y) => document.elementFromPoint(window.innerWidth / 2, y)?.getAttribute('aria-label'),
    (textBottom.y + textBottom.height + barTop) / 2,
  );
  expect(gap).toBe('Prévia da câmera');

  // the text: its window at the top, and a line of it on the focus line, drawn over everything there
  expect(textBottom.y).toBeLessThan(100);
  const onFocusLine = await page.evaluate(() => {
    const win = document.querySelector('[data-testid="prompter-text"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(win.left + 30, win.top + win.height / 3);
    return hit?.closest('[data-line]')?.textContent ?? null;
  });
  expect(onFocusLine).toMatch(/^Linha \d+ /);
  await expect(stop).toBeInViewport({ ratio: 1 });
  expect(await onTop(stop)).toBe(true);
  await expectNoHorizontalOverflow(page, 'the recording mode');

  await stop.click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Tomada 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gravar' })).toBeFocused();

  // 'Modo gravação' opens it without recording, and Esc leaves it
  await page.getByRole('button', { name: 'Modo gravação' }).click();
  await expect(bar.getByRole('button', { name: 'Gravar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
});

test('takes survive a reload until they are downloaded or discarded', async ({ page }) => {
  await openWithText(page, LONG);
  const takes = page.getByRole('list', { name: 'Tomadas' }).getByRole('listitem');
  for (const n of [1, 2]) {
    if (n === 1) await page.getByText('Câmera', { exact: true }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 6_000 });
    await page.getByRole('button', { name: 'Parar' }).click();
    await expect(page.getByRole('listitem', { name: `Tomada ${n}` })).toBeVisible();
  }
  await page.getByRole('listitem', { name: 'Tomada 2' }).getByRole('button', { name: 'Manter' }).click();

  await page.reload();
  await expect(takes).toHaveCount(2);
  const first = page.getByRole('listitem', { name: 'Tomada 1' });
  await expect(page.getByRole('listitem', { name: 'Tomada 2' }).getByText('Mantida')).toBeVisible();
  const download = page.waitForEvent('download');
  await first.getByRole('link', { name: 'Baixar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^viraliza-tomada-1\.(webm|mp4)$/);
  expect(fs.statSync((await file.path())!).size).toBeGreaterThan(1000);

  // downloaded: no longer kept; the other one still is, and a new take continues the numbering
  await page.reload();
  await expect(takes).toHaveCount(1);
  const second = page.getByRole('listitem', { name: 'Tomada 2' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Descartar' }).click();
  await expect(takes).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gravação' })).toBeVisible();
  await expect(page.getByText('Cada tomada fica guardada neste aparelho')).toBeVisible();
  await expect(takes).toHaveCount(0);
});

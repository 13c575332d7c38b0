import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_USERS, MOBILE, expectNoHorizontalOverflow, generateSimple, signIn } from './helpers';

/**
 * Captioned takes (docs/PRODUCT.md §screens.teleprompter.captions), with Chromium's fake camera: a take
 * read from a saved script comes with its .srt and .vtt, whose cues follow the script's order and fall
 * inside the take; a take with burned-in captions in 9:16 decodes at 720 × 1280; the script's view lists
 * the takes. One generation per test, on the spec's own
 * account (scripts/local/seed.ts, E2E_ACCOUNTS).
 */

interface ParsedCue {
  startMs: number;
  endMs: number;
  text: string;
}

/** The files as a player reads them: blocks split by blank lines, one timing line each. */
function parseCues(file: string): ParsedCue[] {
  const ms = (t: string) => {
    const [h, m, s] = t.trim().replace(',', '.').split(':');
    return Math.round(((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000);
  };
  return file
    .replace(/^WEBVTT\n\n/, '')
    .split(/\n\n+/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const rows = block.split('\n');
      const timing = rows.findIndex((r) => r.includes(' --> '));
      const [start, end] = rows[timing]!.split(' --> ');
      return { startMs: ms(start!), endMs: ms(end!), text: rows.slice(timing + 1).join(' ') };
    });
}

async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const pending = page.waitForEvent('download');
  await button.click();
  const file = await pending;
  return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, 'utf8') };
}

for (const viewport of ['desktop', 'phone'] as const) {
  test(`on ${viewport}: a take read from a saved script downloads its .srt and .vtt, in script order, inside the take; burned in, it decodes`, async ({
    page,
  }) => {
    // a generation, two real recordings and four downloads, two tests at once on a busy 2-core box
    test.setTimeout(180_000);
    if (viewport === 'phone') await page.setViewportSize(MOBILE);
    await signIn(page, E2E_USERS.captions.email, E2E_USERS.captions.password);
    await page.goto('/criar');
    await generateSimple(page, `Legendas automáticas no celular (${viewport})`);
    const scriptUrl = page.url();
    await page.getByRole('button', { name: 'Teleprompter', exact: true }).click();
    await expect(page).toHaveURL(/\/teleprompter$/);

    // the page's clock drives the scroll and the take's length (no waiting on the wall clock)
    await page.clock.install();
    await page.getByText('Câmera', { exact: true }).click();
    await expect(page.getByLabel('Prévia da câmera').first()).toBeVisible();
    await page.getByRole('button', { name: 'Gravar' }).first().click();
    await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 10_000 });
    for (let i = 0; i < 8; i++) await page.clock.runFor(500);
    await page.getByRole('button', { name: 'Parar' }).first().click();

    const take = page.getByRole('listitem', { name: 'Tomada 1' });
    await expect(take).toBeVisible({ timeout: 15_000 });
    const durationMs = Number(await take.getByTestId('duracao-tomada').getAttribute('data-duration-ms'));
    expect(durationMs).toBeGreaterThan(3000);

    const srt = await download(page, take.getByRole('button', { name: 'Baixar legendas .srt da tomada 1' }));
    const vtt = await download(page, take.getByRole('button', { name: 'Baixar legendas .vtt da tomada 1' }));
    expect(srt.name).toBe('viraliza-tomada-1.srt');
    expect(vtt.name).toBe('viraliza-tomada-1.vtt');
    expect(vtt.text.startsWith('WEBVTT\n')).toBe(true);
    const cues = parseCues(srt.text);
    expect(parseCues(vtt.text)).toEqual(cues);
    expect(cues.length).toBeGreaterThanOrEqual(2);

    // in the script's order: each cue's words come after the previous cue's in the spoken text
    const spoken = (await page.locator('[data-word]').allTextContents()).join(' ');
    let at = 0;
    for (const cue of cues) {
      expect(cue.text).not.toMatch(/[[\]]/);
      const found = spoken.indexOf(cue.text, at);
      expect(found, `"${cue.text}" after position ${at}`).toBeGreaterThanOrEqual(at);
      at = found + cue.text.length;
      expect(cue.startMs).toBeGreaterThanOrEqual(0);
      expect(cue.endMs).toBeGreaterThan(cue.startMs);
      expect(cue.endMs).toBeLessThanOrEqual(durationMs);
    }
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);

    // the player shows them as a text track
    await expect(take.locator('video track[kind="subtitles"]')).toHaveAttribute('src', /^blob:/);

    // review: shift all by +0,5 s, fix a cue's text; the next .srt has both
    await take.getByRole('button', { name: 'Revisar legendas' }).click();
    await take.getByRole('button', { name: '+0,5 s' }).click();
    const first = take.getByRole('textbox', { name: /^Legenda 1 / });
    await first.fill('Texto corrigido');
    await first.blur();
    const revised = parseCues((await download(page, take.getByRole('button', { name: /\.srt da tomada 1/ }))).text);
    expect(revised[0]).toEqual({
      startMs: Math.min(durationMs, cues[0]!.startMs + 500),
      endMs: Math.min(durationMs, cues[0]!.endMs + 500),
      text: 'Texto corrigido',
    });
    await expectNoHorizontalOverflow(page, 'the take with its captions');

    // burned-in captions in 9:16: the downloaded take decodes, at the format's size
    await page.getByText('Formato 9:16', { exact: true }).click();
    // the switch first times 20 frames of drawing; on a paused clock they take no time, so this busy box
    // does not send the take down the fallback path (a plain take + .srt) the recording is not about
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByText('Legendas na gravação', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Legendas na gravação' })).toBeChecked();
    await page.clock.resume();
    await page.getByText('No meio', { exact: true }).click();
    await page.getByRole('button', { name: 'Gravar' }).first().click();
    await expect(page.getByText('● Gravando')).toBeVisible({ timeout: 10_000 });
    for (let i = 0; i < 6; i++) await page.clock.runFor(500);
    await page.getByRole('button', { name: 'Parar' }).first().click();
    const burned = page.getByRole('listitem', { name: 'Tomada 2' });
    await expect(burned.getByTestId('legendas-gravadas')).toBeVisible({ timeout: 15_000 });
    const pending = page.waitForEvent('download');
    await burned.getByRole('link', { name: 'Baixar' }).click();
    const file = await pending;
    expect(file.suggestedFilename()).toMatch(/^viraliza-tomada-2\.(webm|mp4)$/);
    const decoded = await page.evaluate(
      async ({ base64, type }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const video = document.createElement('video');
        video.muted = true;
        video.src = URL.createObjectURL(new Blob([bytes], { type }));
        await new Promise((resolve, reject) => {
          video.onloadedmetadata = resolve;
          video.onerror = () => reject(new Error(`the take does not decode: ${video.error?.message}`));
        });
        // MediaRecorder's WebM has no duration in its header: seeking past the end makes the player find it
        if (!Number.isFinite(video.duration)) {
          video.currentTime = 1e9;
          await new Promise<void>((resolve) => {
            const check = () => Number.isFinite(video.duration) && resolve();
            video.addEventListener('durationchange', check);
            video.addEventListener('seeked', check);
          });
        }
        return { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
      },
      {
        base64: fs.readFileSync((await file.path())!).toString('base64'),
        type: file.suggestedFilename().endsWith('.mp4') ? 'video/mp4' : 'video/webm',
      },
    );
    expect(decoded.duration).toBeGreaterThan(0);
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 720, height: 1280 });

    // the script's view lists the take with its duration and pace
    await page.clock.runFor(1000);
    await page.goto(scriptUrl);
    const listed = page.getByRole('list', { name: 'Tomadas deste roteiro' });
    await expect(listed.getByText(/^Tomada 1 · 00:0\d · \d+ palavras\/min$/)).toBeVisible();
  });
}

/**
 * The cost of burned-in captions (docs/PRODUCT.md §screens.teleprompter.captions), measured in headless
 * Chromium (Debian's) with its fake camera and microphone against the whole local app
 * (./local-app.ts, or BENCH_BASE_URL): /teleprompter with a 300-word script, 'Formato 9:16' and
 * 'Legendas na gravação' on, one take of SECONDS s at 720 × 1280. Figures:
 * - the draw rate: the frames a second the page's canvas loop drew during the take (camera frame +
 *   current cue; the take's `data-draw-fps`), which is what the recorder is fed (captureStream at 30);
 * - the decoded rate: the take played back in the page, frames presented a second of media time
 *   (requestVideoFrameCallback): what the file holds, or less if this machine drops frames in playback.
 * `benchCaptions()` returns a markdown section; scripts/bench/bench.ts decides where it goes.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { benchScript, signIn, startApp } from './teleprompter-bench';
import { printSection } from './standalone';

const SECONDS = 10;
const TARGET_FPS = 30;

interface Figures {
  drawFps: number;
  decodedFps: number | null;
  frames: number | null;
  width: number;
  height: number;
  build: string;
}

async function measure(baseUrl: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/teleprompter`);
    await page.getByLabel('Roteiro', { exact: true }).fill(benchScript(300));
    await page.getByRole('heading', { name: 'Teleprompter', level: 1 }).click();
    await page.getByText('Câmera', { exact: true }).click();
    await page.getByText('Formato 9:16', { exact: true }).click();
    await page.getByText('Legendas na gravação', { exact: true }).click();
    const burn = page.getByRole('checkbox', { name: 'Legendas na gravação' });
    await page.waitForFunction(() => !document.querySelector('[data-scope="switch"][data-disabled]'), null, {
      timeout: 10_000,
    });
    if (!(await burn.isChecked())) {
      const note = await page.getByRole('status').first().textContent();
      throw new Error(`'Legendas na gravação' stayed off: ${note ?? 'no reason shown'}`);
    }
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('● Gravando').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(SECONDS * 1000); // a take of real time: the figure is its frame rate
    await page.getByRole('button', { name: 'Parar' }).click();
    const take = page.getByRole('listitem', { name: 'Tomada 1' });
    const note = take.getByTestId('legendas-gravadas');
    await note.waitFor({ timeout: 15_000 });
    const drawFps = Number(await note.getAttribute('data-draw-fps'));

    // A string, not a function: tsx would wrap the closures in a `__name` helper the page lacks.
    const played = (await page.evaluate(
      `new Promise((resolve) => {
        const video = document.querySelector('video[aria-label="Vídeo da tomada 1"]');
        const seen = [];
        const done = () => {
          const first = seen[0], last = seen[seen.length - 1];
          resolve({
            width: video.videoWidth, height: video.videoHeight,
            frames: seen.length,
            fps: seen.length > 1 && last.mediaTime > first.mediaTime ? (last.presentedFrames - first.presentedFrames) / (last.mediaTime - first.mediaTime) : null,
          });
        };
        const onFrame = (_now, meta) => { seen.push(meta); if (!video.ended) video.requestVideoFrameCallback(onFrame); };
        video.muted = true;
        video.addEventListener('ended', done, { once: true });
        setTimeout(done, ${(SECONDS + 10) * 1000});
        video.requestVideoFrameCallback(onFrame);
        video.currentTime = 0;
        video.play();
      })`,
    )) as { width: number; height: number; frames: number; fps: number | null };
    return {
      drawFps,
      decodedFps: played.fps,
      frames: played.frames,
      width: played.width,
      height: played.height,
      build: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

export async function benchCaptions(): Promise<string> {
  const app = await startApp();
  try {
    const f = await measure(app.baseUrl);
    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    return [
      '## Burned-in captions (headless Chromium, fake camera, local app)',
      '',
      `One ${SECONDS} s take on /teleprompter with 'Formato 9:16' and 'Legendas na gravação' on (the current cue drawn over the`,
      `camera at 720 × 1280), Chromium ${f.build} headless with \`--disable-gpu\` (software canvas) and its fake camera, while the`,
      `rest of this machine runs (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs).`,
      '',
      '*draw rate* is the frames a second the canvas loop drew during the take (camera frame + cue, on a 30 fps schedule), the',
      'frames `captureStream(30)` hands the recorder. *decoded rate* plays the recorded take back in the page and counts the frames',
      'presented per second of media time (`requestVideoFrameCallback`): what the file holds, or less where playback drops frames',
      'on this machine.',
      '',
      '| figure | value | target |',
      '|---|---:|---|',
      `| draw rate | ${f.drawFps.toFixed(1)} fps | ${mark(f.drawFps >= TARGET_FPS - 0.5)} ≥ ${TARGET_FPS} |`,
      `| decoded rate | ${f.decodedFps === null ? '—' : `${f.decodedFps.toFixed(1)} fps`} (${f.frames ?? 0} frames) | ${f.decodedFps === null ? '—' : `${mark(f.decodedFps >= TARGET_FPS - 0.5)} ≥ ${TARGET_FPS}`} |`,
      `| recorded size | ${f.width} × ${f.height} | ${mark(f.width === 720 && f.height === 1280)} 720 × 1280 |`,
      '',
    ].join('\n');
  } finally {
    await app.stop();
  }
}

// `npx tsx scripts/bench/captions-bench.ts` prints the section on its own.
if (require.main === module) printSection(benchCaptions);

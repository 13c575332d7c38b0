/**
 * Teleprompter smoothness, measured in headless Chromium (Debian's, /usr/bin/chromium) against the
 * whole local app (./local-app.ts: `scripts/local/start.ts` on a free port with a fresh DATA_DIR;
 * BENCH_BASE_URL uses a server that is already running instead):
 * /teleprompter with a 2,000-word script, scrolling at speed 40 (the moderate preset) for 10 s,
 * while the page records every requestAnimationFrame timestamp. Figures: the frame interval's
 * p50 / p95 / max and the frames longer than 50 ms, against p95 ≤ 17.5 ms and no long frame.
 * `benchTeleprompter()` returns a markdown section; scripts/bench/bench.ts decides where it goes.
 */
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { startLocalApp, type LocalApp } from './local-app';
import { printSection } from './standalone';

const WORDS = 2_000;
const SECONDS = 10;
const SPEED = 40;
const TARGET_P95_MS = 17.5;
const LONG_FRAME_MS = 50;
const DEMO = { email: 'pro@viraliza.demo', password: 'viraliza123' };

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A 2,000-word pt-BR script in lines of 8–14 words, with a pause and an emphasis now and then. */
export function benchScript(words = WORDS): string {
  const bank = 'hoje eu vou te mostrar como gravar um vídeo que prende a atenção do começo ao fim sem travar'.split(
    ' ',
  );
  const lines: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const size = Math.min(8 + (i % 7), words - n);
    lines.push(Array.from({ length: size }, (_, j) => bank[(n + j) % bank.length]).join(' '));
    n += size;
    if (i % 9 === 8) lines.push('[pause]');
    if (i % 13 === 12) lines[lines.length - 1] = `[emphasize] ${lines[lines.length - 1]}`;
    if (i % 20 === 19) lines.push('');
  }
  return lines.join('\n');
}

export async function startApp(): Promise<LocalApp> {
  if (process.env.BENCH_BASE_URL) return { baseUrl: process.env.BENCH_BASE_URL, stop: async () => {} };
  return startLocalApp();
}

export async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/criar$/);
}

type FrameFigures = ReturnType<typeof frameFigures>;

interface Figures extends FrameFigures {
  idle: FrameFigures;
  scrolledPx: number;
  build: string;
}

/** Every requestAnimationFrame timestamp for SECONDS, and how far the text moved meanwhile. */
async function recordFrames(page: Page): Promise<{ stamps: number[]; scrolled: number }> {
  // A string, not a function: tsx would wrap the closures in a `__name` helper the page lacks.
  return (await page.evaluate(`new Promise((resolve) => {
    const layer = document.querySelector('[data-testid="prompter-scroll"]');
    const y = () => -new DOMMatrix(getComputedStyle(layer).transform).m42;
    const from = y();
    const stamps = [];
    const frame = (t) => {
      stamps.push(t);
      if (t - stamps[0] < ${SECONDS * 1000}) requestAnimationFrame(frame);
      else resolve({ stamps, scrolled: y() - from });
    };
    requestAnimationFrame(frame);
  })`)) as { stamps: number[]; scrolled: number };
}

function frameFigures(stamps: number[]) {
  const intervals = stamps.slice(1).map((t, i) => t - stamps[i]!);
  return {
    frames: intervals.length,
    p50: quantile(intervals, 0.5),
    p95: quantile(intervals, 0.95),
    max: Math.max(...intervals),
    long: intervals.filter((d) => d > LONG_FRAME_MS).length,
  };
}

async function measure(baseUrl: string): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/teleprompter`);
    await page.getByLabel('Roteiro', { exact: true }).fill(benchScript());
    await page.getByRole('radio', { name: /Conversacional/ }).check(); // speed 40
    await page.getByRole('heading', { name: 'Teleprompter', level: 1 }).click();
    const words = await page.locator('[data-word]').count();
    if (words !== WORDS) throw new Error(`the reading area shows ${words} words, not ${WORDS}`);
    await page.waitForTimeout(1_000); // let the page settle after the 2,000-word render

    // The same 10 s with the text standing still: what this machine's load alone costs the page.
    const idle = await recordFrames(page);
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
    const result = await recordFrames(page);
    return {
      ...frameFigures(result.stamps),
      idle: frameFigures(idle.stamps),
      scrolledPx: result.scrolled,
      build: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

export async function benchTeleprompter(): Promise<string> {
  const app = await startApp();
  try {
    const f = await measure(app.baseUrl);
    const expectedPx = SPEED * 3 * SECONDS;
    return [
      '## Teleprompter scrolling (headless Chromium, local app)',
      '',
      `/teleprompter with a ${WORDS.toLocaleString('en')}-word script at speed ${SPEED} (${SPEED * 3} px/s) for ${SECONDS} s, 1280×800, Chromium ${f.build}`,
      `headless with \`--disable-gpu\` (software compositing) while the rest of this machine runs. The page records every`,
      `requestAnimationFrame timestamp; the text moved ${f.scrolledPx.toFixed(0)} px (${expectedPx} expected: the engine runs on time, not on frames).`,
      '',
      `Load average when measured: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs. *Standing still* is the same page for the`,
      `same ${SECONDS} s before 'Iniciar', text not moving: frames this machine drops whatever the page does.`,
      '',
      '| figure | scrolling | standing still | target (scrolling) |',
      '|---|---:|---:|---|',
      `| frames | ${f.frames} | ${f.idle.frames} | — |`,
      `| frame interval p50 | ${ms(f.p50)} | ${ms(f.idle.p50)} | — |`,
      `| frame interval p95 | ${ms(f.p95)} | ${ms(f.idle.p95)} | ${f.p95 <= TARGET_P95_MS ? '✓' : '✗'} ≤ ${TARGET_P95_MS} ms |`,
      `| longest frame | ${ms(f.max)} | ${ms(f.idle.max)} | — |`,
      `| long frames (> ${LONG_FRAME_MS} ms) per ${SECONDS} s | ${f.long} | ${f.idle.long} | ${f.long === 0 ? '✓' : '✗'} 0 |`,
      '',
    ].join('\n');
  } finally {
    await app.stop();
  }
}

// `npx tsx scripts/bench/teleprompter-bench.ts` prints the section on its own.
if (require.main === module) printSection(benchTeleprompter);

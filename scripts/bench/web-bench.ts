/**
 * `npm run bench -- web`: the public pages' performance against the local app, written to
 * docs/PERFORMANCE.md between its figures markers (the prose around them is hand-written).
 * 1. Builds the web app for production (the build's own initial set is reported beside the
 *    measured one) and starts the whole local app on it (./local-app.ts).
 * 2. Initial JS: each pre-rendered route in a fresh headless Chromium context (mobile viewport);
 *    the JS requested before the app's interactive mark is the initial load, what came after
 *    (up to network idle) is lazy. Sizes as sent and gzipped at level 9; three.js found by its
 *    signature in the bodies.
 * 3. Lighthouse 12 (mobile, simulated throttling), 3 runs each on /, /auth and /planos,
 *    interleaved, each in a fresh Chromium from chrome-launcher; medians per figure.
 * Misses are reported, not failed: the exit code only says whether it could measure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { PRERENDERED_ROUTES } from '@shared/navigation/prerendered-routes';
import { buildWebWithReport } from '../build/build-web';
import { initialJs } from '../build/build-guard';
import { startLocalApp } from './local-app';
import {
  checks,
  isScriptUrl,
  isThreeJs,
  lighthouseRun,
  spliceFigures,
  splitAtMark,
  renderFigures,
  type Check,
  type LhrLike,
  type LighthouseRun,
  type RouteJs,
  type RouteLighthouse,
  type ScriptLoad,
  type WebBenchResult,
} from './web-report';

const ROOT = path.resolve(__dirname, '../..');
const DOC = path.join(ROOT, 'docs', 'PERFORMANCE.md');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** web/src/app/interactive-mark.ts `INTERACTIVE_MARK` (not imported: that module pulls in the whole app). */
const INTERACTIVE_MARK = 'viraliza:interactive';
const LIGHTHOUSE_ROUTES = ['/', '/auth', '/planos'];
const LIGHTHOUSE_RUNS = 3;
/** Lighthouse's mobile screen (moto g power), so both halves see the same first viewport. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const SKELETON = `# Web performance\n\nWritten by \`npm run bench -- web\` (scripts/bench/web-bench.ts).\n`;

interface Timing {
  mark: number;
  resources: Array<{ name: string; startTime: number; encodedBodySize: number; decodedBodySize: number }>;
}

async function measureRoute(browser: Browser, baseUrl: string, route: string): Promise<RouteJs> {
  const context = await browser.newContext({ ...MOBILE, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer | null>>();
    page.on('response', (res) => {
      if (isScriptUrl(res.url()) && !bodies.has(res.url()))
        bodies.set(
          res.url(),
          res.body().catch(() => null),
        );
    });
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
    // An anonymous function: a string predicate is eval'd in the page, which its CSP refuses, and
    // tsx would wrap a named one in a `__name` helper the page lacks.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, {
      timeout: 120_000,
    });
    const markName = JSON.stringify(INTERACTIVE_MARK);
    // Network idle, then once more after a second: a chunk asked for by an effect after idle still counts.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // A string (run over CDP, so the CSP does not apply): see above for why not a function.
    const timing = (await page.evaluate(`({
      mark: performance.getEntriesByName(${markName})[0].startTime,
      resources: performance.getEntriesByType('resource').map((e) => ({
        name: e.name, startTime: e.startTime, encodedBodySize: e.encodedBodySize, decodedBodySize: e.decodedBodySize,
      })),
    })`)) as Timing;

    const seen = new Set<string>();
    const loads: ScriptLoad[] = [];
    for (const r of timing.resources) {
      if (!isScriptUrl(r.name) || seen.has(r.name)) continue;
      seen.add(r.name);
      const body = (await bodies.get(r.name)) ?? Buffer.from(await (await fetch(r.name)).arrayBuffer());
      loads.push({
        url: r.name,
        startMs: r.startTime,
        wireBytes: r.encodedBodySize,
        decodedBytes: body.byteLength,
        gzipBytes: gzipSync(body, { level: 9 }).byteLength,
        three: isThreeJs(body.toString('utf8')),
      });
    }
    return { route, markMs: timing.mark, ...splitAtMark(loads, timing.mark) };
  } finally {
    await context.close();
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return lighthouseRun(result.lhr as unknown as LhrLike);
  } finally {
    chrome.kill();
  }
}

function buildCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const sha = git('rev-parse', '--short', 'HEAD');
    // Only what goes into the build or serves it: a rewritten docs/PERFORMANCE.md is no change to the figures.
    const dirty = git('status', '--porcelain', '--', 'web', 'shared', 'scripts/build', 'scripts/local', 'package.json');
    return dirty ? `${sha} + uncommitted changes` : sha;
  } catch {
    return 'unknown';
  }
}

const lighthouseVersion = () =>
  (JSON.parse(fs.readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;

/** Measures, writes docs/PERFORMANCE.md's figures and returns every target's verdict. */
export async function benchWeb(log: (line: string) => void = console.log): Promise<Check[]> {
  const started = Date.now();
  const date = new Date(started).toISOString();
  const commit = buildCommit();
  const load = { start: os.loadavg()[0]!, max: os.loadavg()[0]! };
  const sampler = setInterval(() => (load.max = Math.max(load.max, os.loadavg()[0]!)), 2_000);
  sampler.unref();
  try {
    const build = await buildWebWithReport({ outdir: path.join(ROOT, 'dist', 'web'), minify: true });
    const initial = initialJs(build);
    log(`web: built in ${Date.now() - started} ms; starting the local app`);
    const app = await startLocalApp({ skipWebBuild: true });
    let js: RouteJs[];
    let chromiumVersion: string;
    const lighthouse: Array<Required<RouteLighthouse>> = LIGHTHOUSE_ROUTES.map((route) => ({
      route,
      runs: [],
      retries: [],
    }));
    try {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      });
      try {
        chromiumVersion = browser.version();
        js = [];
        for (const route of PRERENDERED_ROUTES) {
          js.push(await measureRoute(browser, app.baseUrl, route));
          log(`web: initial JS of ${route} measured`);
        }
      } finally {
        await browser.close();
      }
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++)
        for (const entry of lighthouse) {
          const t = Date.now();
          let figures: LighthouseRun;
          try {
            figures = await lighthouseOnce(`${app.baseUrl}${entry.route}`);
          } catch (err) {
            // Chrome now and then shows an interstitial instead of the page on this busy machine: one more try.
            const why = (err as Error).message;
            log(`web: Lighthouse ${entry.route} run ${run} failed (${why}); once more`);
            entry.retries.push(why);
            figures = await lighthouseOnce(`${app.baseUrl}${entry.route}`);
          }
          entry.runs.push(figures);
          log(
            `web: Lighthouse ${entry.route} run ${run}: ${figures.score} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
          );
        }
    } finally {
      await app.stop();
    }

    const result: WebBenchResult = {
      date,
      durationMs: Date.now() - started,
      commit,
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? 'cpu',
        node: process.version,
        load: { ...load, end: os.loadavg()[0]! },
      },
      chromium: chromiumVersion,
      lighthouseVersion: lighthouseVersion(),
      build: { initialFiles: initial.files.length, initialGzipBytes: initial.gzipBytes },
      js,
      lighthouse,
    };
    const figures = renderFigures(result);
    const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : null;
    fs.writeFileSync(DOC, spliceFigures(doc, figures, SKELETON));
    log('');
    log(figures);
    const verdicts = checks(result.js, result.lighthouse);
    for (const c of verdicts) log(`${c.ok ? 'PASS' : 'FAIL'} ${c.route} ${c.figure}: ${c.value} (target ${c.target})`);
    log(`\n→ docs/PERFORMANCE.md (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    return verdicts;
  } finally {
    clearInterval(sampler);
  }
}

// `npx tsx scripts/bench/web-bench.ts` runs this part alone, as `npm run bench -- web` does.
if (require.main === module) {
  benchWeb().then(
    () => undefined,
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

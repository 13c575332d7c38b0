/**
 * `npm run bench`: prints speed and size figures and writes them to docs/BENCH.md, and the
 * public pages' performance to docs/PERFORMANCE.md. Figures, not pass/fail: targets are
 * printed beside them. `npm run bench -- web` (or `-- bench`) runs one part alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { measureLambdaBundles } from './lambda-bundles';

const TARGET_BYTES = 300 * 1024;
const TARGET_INIT_MS = 100;
const RUNS = 5;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** docs/BENCH.md: the Lambda bundles, then each feature's section. */
async function benchMd(): Promise<void> {
  const lines: string[] = [];
  const say = (s = '') => {
    console.log(s);
    lines.push(s);
  };
  say(`# Bench figures`);
  say();
  say(
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version} (Lambda runs Node 22), load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  say();
  say(`## Lambda bundles`);
  say();
  say(
    '**Deployed** is each bundle exactly as `infra/lib/function-factory.ts` builds it: esbuild, ESM, minified, tree-shaken, with the',
  );
  say(
    'SDK v3 clients inside and only the fallback credential providers left external (Lambda never loads them: its credentials',
  );
  say(
    'are in the environment). **Runtime SDK** is the same entry with all of `@aws-sdk/*` external, as if taken from the SDK the',
  );
  say(
    "Node 22 runtime ships; here those imports resolve from this repo's node_modules and their load time is included.",
  );
  say();
  say(
    `*size* is the minified \`index.mjs\` (source map not counted). *init* is the median of ${RUNS} fresh Node processes, each timing`,
  );
  say(
    "`await import(bundle)`; the two variants run interleaved. Not included: the Lambda sandbox start-up and the first request's",
  );
  say('work (config parsing, client creation, JWKS fetch). Targets: < 300 KB and < 100 ms.');
  say();
  say('| entry | deployed size | deployed init | runs (ms) | runtime-SDK size | runtime-SDK init |');
  say('|---|---:|---:|---|---:|---:|');
  const figures = await measureLambdaBundles(RUNS);
  for (const f of figures) {
    say(
      `| ${f.entry} | ${mark(f.bytes < TARGET_BYTES)} ${kb(f.bytes)} | ${mark(f.initMs < TARGET_INIT_MS)} ${ms(f.initMs)} | ${f.runsMs.map((n) => n.toFixed(0)).join(', ')} | ` +
        `${mark(f.runtimeSdk.bytes < TARGET_BYTES)} ${kb(f.runtimeSdk.bytes)} | ${mark(f.runtimeSdk.initMs < TARGET_INIT_MS)} ${ms(f.runtimeSdk.initMs)} |`,
    );
  }
  const count = (
    ok: (f: { bytes: number; initMs: number }) => boolean,
    pick: (f: (typeof figures)[number]) => { bytes: number; initMs: number },
  ) => figures.filter((f) => ok(pick(f))).length;
  const deployed = (f: (typeof figures)[number]) => f;
  const runtime = (f: (typeof figures)[number]) => f.runtimeSdk;
  say();
  say(
    `Deployed: ${count((f) => f.bytes < TARGET_BYTES, deployed)}/${figures.length} under 300 KB, ${count((f) => f.initMs < TARGET_INIT_MS, deployed)}/${figures.length} under 100 ms.`,
  );
  say(
    `Runtime SDK: ${count((f) => f.bytes < TARGET_BYTES, runtime)}/${figures.length} under 300 KB, ${count((f) => f.initMs < TARGET_INIT_MS, runtime)}/${figures.length} under 100 ms.`,
  );
  say();
  say('### Where the deployed bytes go');
  say();
  say(
    'Minified KB per package in each deployed bundle (esbuild metafile, `bytesInOutput` summed by package; `functions` and',
  );
  say('`shared` are this repo). The largest six; packages under 2 KB are left out.');
  say();
  say('| entry | largest contributors (KB) |');
  say('|---|---|');
  for (const f of figures) {
    const top = f.packages.filter((p) => p.bytes >= 2048).slice(0, 6);
    say(`| ${f.entry} | ${top.map((p) => `${p.name} ${(p.bytes / 1024).toFixed(1)}`).join(', ') || '—'} |`);
  }

  // Feature sections written by the feature owners (each returns markdown). Loaded lazily so
  // that one failing section leaves the others, and the Lambda figures, in place.
  const sections: Array<[string, () => Promise<string>]> = [
    ['script creator', async () => (await import('./scripts-bench')).benchScripts()],
    ['teleprompter', async () => (await import('./teleprompter-bench')).benchTeleprompter()],
    ['image generator', async () => (await import('./images-bench')).benchImages()],
  ];
  for (const [name, run] of sections) {
    say();
    try {
      for (const line of (await run()).trimEnd().split('\n')) say(line);
    } catch (err) {
      say(`_The ${name} figures could not be measured: ${(err as Error).message}_`);
    }
  }

  fs.mkdirSync(path.resolve(__dirname, '../../docs'), { recursive: true });
  fs.writeFileSync(path.resolve(__dirname, '../../docs/BENCH.md'), lines.join('\n') + '\n');
  console.log('\n→ docs/BENCH.md');
}

const PARTS: Record<string, () => Promise<unknown>> = {
  bench: benchMd,
  // docs/PERFORMANCE.md: builds, starts the local app and runs Lighthouse (~5 min).
  web: async () => (await import('./web-bench')).benchWeb(),
};

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((a) => !(a in PARTS));
  if (unknown.length) {
    console.error(`uso: npm run bench [-- ${Object.keys(PARTS).join('|')}] (desconhecido: ${unknown.join(', ')})`);
    process.exitCode = 1;
    return;
  }
  for (const part of args.length ? args : Object.keys(PARTS)) {
    try {
      await PARTS[part]!();
    } catch (err) {
      // One part failing leaves the others' figures, and its own last ones, in place.
      console.error(`✗ bench ${part}:`, err);
      process.exitCode = 1;
    }
  }
}

void main(process.argv.slice(2));

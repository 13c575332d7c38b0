/**
 * `npm run bench`: prints speed and size figures and writes them to docs/BENCH.md, and the
 * public pages' performance to docs/PERFORMANCE.md. Figures, not pass/fail: targets are
 * printed beside them. `npm run bench -- web` (or `-- bench`) runs one part alone, and
 * `npm run bench -- memory` (or another section's key) one section of docs/BENCH.md; with
 * `--quick`, a section that knows it (load) tries a short run and writes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { measureLambdaBundles } from './lambda-bundles';

const TARGET_BYTES = 300 * 1024;
const TARGET_INIT_MS = 100;
const RUNS = 5;

const BENCH_MD = path.resolve(__dirname, '../../docs/BENCH.md');

/**
 * Feature sections written by the feature owners (each returns markdown that starts with its
 * '## ' heading), in docs/BENCH.md's order. Loaded lazily so that one failing section leaves the
 * others, and the Lambda figures, in place.
 */
const SECTIONS: Array<[key: string, name: string, run: () => Promise<string>]> = [
  ['scripts', 'script creator', async () => (await import('./scripts-bench')).benchScripts()],
  ['teleprompter', 'teleprompter', async () => (await import('./teleprompter-bench')).benchTeleprompter()],
  ['captions', 'burned-in captions', async () => (await import('./captions-bench')).benchCaptions()],
  ['images', 'image generator', async () => (await import('./images-bench')).benchImages()],
  ['memory', 'local server memory', async () => (await import('./memory-bench')).benchMemory()],
  ['load', 'load', async () => (await import('./load-bench')).benchLoad()],
];

async function runSection(key: string): Promise<string> {
  const [, name, run] = SECTIONS.find(([k]) => k === key)!;
  try {
    return (await run()).trimEnd();
  } catch (err) {
    return `_The ${name} figures could not be measured: ${(err as Error).message}_`;
  }
}

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
    `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version} (Lambda runs Node 24), load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  say();
  say(`## Lambda bundles`);
  say();
  say(
    '**Deployed** is each bundle exactly as the CDK app builds it (`infra/lib/lambda-bundles.ts`, one esbuild run): ESM, minified, tree-shaken, with the',
  );
  say(
    'SDK v3 clients inside and only the fallback credential providers left external (Lambda never loads them: its credentials',
  );
  say(
    'are in the environment). **Runtime SDK** is the same entry with all of `@aws-sdk/*` external, as if taken from the SDK the',
  );
  say(
    "Node 24 runtime ships; here those imports resolve from this repo's node_modules and their load time is included.",
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

  for (const [key] of SECTIONS) {
    say();
    for (const line of (await runSection(key)).split('\n')) say(line);
  }

  if (process.env.BENCH_QUICK === '1') return console.log('\n(--quick: docs/BENCH.md left as it was)');
  fs.mkdirSync(path.dirname(BENCH_MD), { recursive: true });
  fs.writeFileSync(BENCH_MD, lines.join('\n') + '\n');
  console.log('\n→ docs/BENCH.md');
}

/**
 * `npm run bench -- <section>`: measures one section and puts it in docs/BENCH.md in place of its
 * last figures (from its '## ' heading to the next one), leaving the other sections as they are.
 */
async function benchOneSection(key: string): Promise<void> {
  // A failure throws, and leaves the section's last figures in place.
  const markdown = (await SECTIONS.find(([k]) => k === key)![2]()).trimEnd();
  console.log(markdown);
  if (process.env.BENCH_QUICK === '1') return console.log('\n(--quick: docs/BENCH.md left as it was)');
  const heading = markdown.split('\n')[0]!;
  const doc = fs.existsSync(BENCH_MD) ? fs.readFileSync(BENCH_MD, 'utf8').trimEnd().split('\n') : [];
  const start = doc.findIndex((line) => line.startsWith('## ') && headingKey(line) === headingKey(heading));
  if (start === -1) doc.push('', ...markdown.split('\n'));
  else {
    const next = doc.findIndex((line, i) => i > start && line.startsWith('## '));
    doc.splice(start, (next === -1 ? doc.length : next - 1) - start, ...markdown.split('\n'));
  }
  fs.writeFileSync(BENCH_MD, doc.join('\n') + '\n');
  console.log('\n→ docs/BENCH.md');
}

/** A section heading without its parenthesised details, which may change between runs. */
const headingKey = (line: string) => line.replace(/\s*\(.*$/, '').trim();

const PARTS: Record<string, () => Promise<unknown>> = {
  bench: benchMd,
  // docs/PERFORMANCE.md: builds, starts the local app and runs Lighthouse (~5 min).
  web: async () => (await import('./web-bench')).benchWeb(),
  // One section of docs/BENCH.md alone: `npm run bench -- memory`.
  ...Object.fromEntries(SECTIONS.map(([key]) => [key, () => benchOneSection(key)])),
};
/** What `npm run bench` runs with no arguments (docs/BENCH.md has every section). */
const DEFAULT_PARTS = ['bench', 'web'];

async function main(argv: string[]): Promise<void> {
  // `--quick`: a section's short trial run, printed and never written (the load section reads it).
  const args = argv.filter((a) => a !== '--quick');
  if (args.length < argv.length) process.env.BENCH_QUICK = '1';
  const unknown = args.filter((a) => !(a in PARTS));
  if (unknown.length) {
    console.error(
      `uso: npm run bench [-- ${Object.keys(PARTS).join('|')} [--quick]] (desconhecido: ${unknown.join(', ')})`,
    );
    process.exitCode = 1;
    return;
  }
  for (const part of args.length ? args : DEFAULT_PARTS) {
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

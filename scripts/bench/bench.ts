/**
 * `npm run bench`: prints speed and size figures and writes them to docs/BENCH.md.
 * Figures, not pass/fail: targets are printed beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { measureLambdaBundles } from './lambda-bundles';

const TARGET_BYTES = 300 * 1024;
const TARGET_INIT_MS = 100;

async function main(): Promise<void> {
  const lines: string[] = [];
  const say = (s = '') => {
    console.log(s);
    lines.push(s);
  };
  say(`# Bench figures`);
  say();
  say(`Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}.`);
  say();
  say('## Lambda bundles (esbuild, minified; init = load in a fresh Node process, median of 5)');
  say();
  say('| entry | size | target | init | target |');
  say('|---|---:|---:|---:|---:|');
  for (const f of await measureLambdaBundles()) {
    const kb = (f.bytes / 1024).toFixed(1);
    say(`| ${f.entry} | ${kb} KB | ${f.bytes <= TARGET_BYTES ? '✓' : '✗'} < 300 KB | ${f.initMs.toFixed(1)} ms | ${f.initMs <= TARGET_INIT_MS ? '✓' : '✗'} < 100 ms |`);
  }
  fs.mkdirSync(path.resolve(__dirname, '../../docs'), { recursive: true });
  fs.writeFileSync(path.resolve(__dirname, '../../docs/BENCH.md'), lines.join('\n') + '\n');
  console.log('\n→ docs/BENCH.md');
}

void main();

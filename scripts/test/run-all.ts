/**
 * `npm test`: lint (layers and style), type-check, unit, integration, infra, end-to-end, the smoke
 * test against the local app, then the build guard over the web app the e2e step's server built (docs/ARCHITECTURE.md §build-guard), in
 * that order. Stops at the first failing step and prints how long each step took.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../local/free-port';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-e2e-'));
  const started = Date.now();
  const steps: Step[] = [
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    { name: 'unit', command: 'npx', args: ['jest', '--selectProjects', 'unit'] },
    { name: 'integration', command: 'npx', args: ['jest', '--selectProjects', 'integration', '--runInBand'] },
    { name: 'infra', command: 'npx', args: ['jest', '--selectProjects', 'infra', '--runInBand'] },
    {
      name: 'e2e',
      command: 'npx',
      args: ['playwright', 'test'],
      // the server builds the web app (never SKIP_WEB_BUILD here): the one build the guard checks
      env: { E2E_PORT: String(await freePort()), E2E_DATA_DIR: e2eDataDir, SKIP_WEB_BUILD: '0' },
    },
    // The smoke test of a deployed stack, proven against the local app (docs/ARCHITECTURE.md §smoke-test).
    { name: 'smoke', command: 'npx', args: ['tsx', 'scripts/smoke/local-smoke.ts'] },
    { name: 'build', command: 'npx', args: ['tsx', 'scripts/build/check-build.ts', String(started)] },
  ].filter((s) => only.length === 0 || only.includes(s.name));

  const timings: string[] = [];
  for (const step of steps) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const res = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    const secs = ((Date.now() - stepStarted) / 1000).toFixed(1);
    timings.push(`${step.name.padEnd(12)} ${secs.padStart(6)} s`);
    if (res.status !== 0) {
      console.error(`\n✗ ${step.name} failed (${secs} s)`);
      process.exit(res.status ?? 1);
    }
  }
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  console.log(`\n✓ all steps passed\n${timings.map((t) => '  ' + t).join('\n')}`);
}

void main();

/**
 * `npm test`: lint (layers and style) beside the type-check, then unit, integration, infra, end-to-end, the smoke
 * test against the local app, then the build guard over the web app the e2e step's server built
 * (docs/ARCHITECTURE.md §build-guard), in that order. Stops at the first failing stage and prints how long each
 * step took.
 *
 * The first stage is the commands of `npm run lint` and `npm run typecheck`, each on its own (ESLint, Prettier and
 * the four `tsc -p`: one thread each, none with a timeout), as many at once as there are cores
 * (docs/TESTING.md §test-budget). Each one's output is held and printed whole when it ends, so they never interleave.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../local/free-port';

interface Step {
  name: string;
  /** What `npm test -- <name>` picks it by, when not its name: the package.json script it comes from. */
  group?: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

interface Finished {
  name: string;
  status: number;
  secs: string;
}

/** Runs one step; `held`: its output is kept and printed in one piece when it ends. */
function run(step: Step, held: boolean): Promise<Finished> {
  const started = Date.now();
  const header = `\n▶ ${step.name}: ${step.command} ${step.args.join(' ')}`;
  if (!held) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => output.push(d));
    child.stderr?.on('data', (d: Buffer) => output.push(d));
    // a command that cannot start fails its step (its 'close' still follows)
    let failedToStart = false;
    child.on('error', (err) => {
      failedToStart = true;
      if (held) output.push(Buffer.from(`${err.message}\n`));
      else console.error(err.message);
    });
    child.on('close', (code, signal) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (held) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name: step.name, status: failedToStart ? 1 : (code ?? (signal ? 1 : 0)), secs });
    });
  });
}

/** A package.json script of commands joined by `&&`, one step each (none quotes an argument). */
function scriptSteps(script: string): Step[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts[script]!.split('&&').map((command) => {
    const [bin, ...args] = command.trim().split(/\s+/);
    return { name: `${script}: ${command.trim()}`, group: script, command: 'npx', args: [bin!, ...args] };
  });
}

/** `a` and `b` taken in turns: typecheck's heaviest tsc first, beside ESLint, so both cores stay busy to the end. */
const alternate = <T>(a: T[], b: T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((x): x is T => !!x);

/** Runs the steps, at most `slots` at once, each started as soon as a slot is free, in the order given. */
async function runPool(steps: Step[], slots: number, held: boolean): Promise<Finished[]> {
  const results: Finished[] = new Array(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const i = next++;
      results[i] = await run(steps[i]!, held);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, steps.length) }, lane));
  return results;
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-e2e-'));
  const started = Date.now();
  // a stage: its steps run at once
  const stages: Step[][] = [
    alternate(scriptSteps('typecheck'), scriptSteps('lint')),
    // jest's steps one at a time: their tests have 5 s timeouts, which a run beside another step missed
    [{ name: 'unit', command: 'npx', args: ['jest', '--selectProjects', 'unit'] }],
    [{ name: 'integration', command: 'npx', args: ['jest', '--selectProjects', 'integration', '--runInBand'] }],
    [{ name: 'infra', command: 'npx', args: ['jest', '--selectProjects', 'infra', '--runInBand'] }],
    [
      {
        name: 'e2e',
        command: 'npx',
        args: ['playwright', 'test'],
        // the server builds the web app (never SKIP_WEB_BUILD here): the one build the guard checks
        env: { E2E_PORT: String(await freePort()), E2E_DATA_DIR: e2eDataDir, SKIP_WEB_BUILD: '0' },
      },
    ],
    // The smoke test of a deployed stack, proven against the local app (docs/ARCHITECTURE.md §smoke-test).
    [{ name: 'smoke', command: 'npx', args: ['tsx', 'scripts/smoke/local-smoke.ts'] }],
    [{ name: 'build', command: 'npx', args: ['tsx', 'scripts/build/check-build.ts', String(started)] }],
  ]
    .map((stage) => stage.filter((s) => only.length === 0 || only.includes(s.group ?? s.name)))
    .filter((stage) => stage.length > 0);

  const timings: string[] = [];
  for (const stage of stages) {
    const stageStarted = Date.now();
    const held = stage.length > 1;
    // tsc and ESLint are CPU-bound: more of them than cores only shares the cores out
    const results = await runPool(stage, held ? os.availableParallelism() : 1, held);
    for (const r of results) timings.push(`${r.name.padEnd(12)} ${r.secs.padStart(6)} s`);
    if (held)
      timings.push(`${'  at once'.padEnd(12)} ${((Date.now() - stageStarted) / 1000).toFixed(1).padStart(6)} s`);
    const failed = results.filter((r) => r.status !== 0);
    if (failed.length) {
      for (const r of failed) console.error(`\n✗ ${r.name} failed (${r.secs} s)`);
      process.exit(failed[0]!.status);
    }
  }
  fs.rmSync(e2eDataDir, { recursive: true, force: true });
  console.log(
    `\n✓ all steps passed (${((Date.now() - started) / 1000).toFixed(1)} s)\n${timings.map((t) => '  ' + t).join('\n')}`,
  );
}

void main();

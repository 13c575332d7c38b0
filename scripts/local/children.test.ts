import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { spawn, type ChildProcess } from 'node:child_process';
import { claimRecord, gone, identify, isRunning, readRecord, writeRecord, type ChildRecord } from './process-record';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

const tempDirs: string[] = [];
const spawned: ChildProcess[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-children-test-'));
  tempDirs.push(dir);
  return dir;
}
/** A process that runs until it is killed, started with the given argv[1..]. */
function sleeper(...args: string[]): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)', ...args], { stdio: 'ignore' });
  spawned.push(child);
  return child;
}

afterAll(async () => {
  for (const child of spawned) child.kill('SIGKILL');
  await Promise.all(spawned.map(exited));
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('children die with the local server (docs/LOCAL-MODE.md §children)', () => {
  it('stops DynamoDB Local, its watchdog and cognito-local when the server is SIGKILLed', async () => {
    const dataDir = tempDir();
    const launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/local/children.fixture.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spawned.push(launcher);
    let stderr = '';
    launcher.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const line = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: launcher.stdout! }).once('line', resolve);
      launcher.once('exit', () => reject(new Error(`the launcher exited:\n${stderr}`)));
    });
    const { javaPid, children } = JSON.parse(line) as { javaPid: number; children: ChildRecord[] };
    expect(children.map((c) => c.name).sort()).toEqual(['cognito (process)', 'dynamodb', 'dynamodb (watchdog)']);
    expect(children.find((c) => c.name === 'dynamodb')!.pid).toBe(javaPid);
    expect(identify(javaPid)!.cmdline[0]).toMatch(/java$/);
    for (const child of children) expect(isRunning(child)).toBe(true);

    launcher.kill('SIGKILL');
    await exited(launcher);

    const survivors: string[] = [];
    // Not our children: /proc is polled until they are gone.
    for (const child of children) if (!(await gone(child, 20_000))) survivors.push(child.name);
    expect(survivors).toEqual([]);
  });
});

describe('a start stops the stale children of its DATA_DIR (docs/LOCAL-MODE.md §children.stale)', () => {
  it('stops the recorded children that still run and leaves a reused pid alone', async () => {
    const file = path.join(tempDir(), 'local-processes.json');
    const stale = sleeper('stale-child');
    const stranger = sleeper('someone-else');
    const deadOwner = sleeper('old-server');
    await Promise.all([stale, stranger, deadOwner].map((c) => new Promise((r) => c.once('spawn', r))));
    const owner = identify(deadOwner.pid!)!;
    deadOwner.kill('SIGKILL');
    await exited(deadOwner);
    writeRecord(file, {
      owner,
      children: [
        { name: 'dynamodb', ...identify(stale.pid!)! },
        // The pid now belongs to a process that is not ours: another command line…
        { name: 'cognito (process)', ...identify(stranger.pid!)!, cmdline: ['node', 'cognito-local-child.cjs'] },
        // …or the same command line started at another time.
        { name: 'dynamodb (watchdog)', ...identify(stranger.pid!)!, startTime: '1' },
      ],
    });

    const stopped = await claimRecord(file);

    expect(stopped.map((c) => c.pid)).toEqual([stale.pid]);
    await exited(stale);
    expect(stale.signalCode).toBe('SIGTERM');
    expect(identify(stranger.pid!)).not.toBeNull();
    expect(readRecord(file)).toEqual({ owner: identify(process.pid), children: [] });
  });

  it('refuses the DATA_DIR while the server that recorded it still runs', async () => {
    const file = path.join(tempDir(), 'local-processes.json');
    const server = sleeper('running-server');
    const child = sleeper('its-child');
    await Promise.all([server, child].map((c) => new Promise((r) => c.once('spawn', r))));
    writeRecord(file, { owner: identify(server.pid!)!, children: [{ name: 'dynamodb', ...identify(child.pid!)! }] });

    await expect(claimRecord(file)).rejects.toThrow(`outro processo (pid ${server.pid}) já usa esta pasta de dados`);
    expect(identify(child.pid!)).not.toBeNull();
  });

  it('escalates to SIGKILL when a stale child ignores SIGTERM', async () => {
    const file = path.join(tempDir(), 'local-processes.json');
    const stubborn = spawn(
      process.execPath,
      ['-e', "process.on('SIGTERM', () => {}); process.send('ready'); setInterval(() => {}, 1e9)"],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      },
    );
    spawned.push(stubborn);
    await new Promise((r) => stubborn.once('message', r));
    writeRecord(file, {
      owner: { pid: 1, startTime: '0', cmdline: ['gone'] },
      children: [{ name: 'dynamodb', ...identify(stubborn.pid!)! }],
    });

    await claimRecord(file, { graceMs: 200 });

    await exited(stubborn);
    expect(stubborn.signalCode).toBe('SIGKILL');
  });
});

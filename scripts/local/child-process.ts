import path from 'node:path';
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { identify, isRunning, readRecord, writeRecord, type ChildRecord } from './process-record';

/**
 * How a child dies with this process, SIGKILL included (docs/LOCAL-MODE.md §children):
 * - `ipc`: a Node script of ours that exits when its IPC channel to us closes;
 * - `watchdog`: a program we cannot change, run under child-watchdog.cjs, which holds that
 *   channel and stops the program when it closes.
 */
export type Lifeline = 'ipc' | 'watchdog';

const WATCHDOG_JS = path.join(__dirname, 'child-watchdog.cjs');

const children = new Set<ChildProcess>();
const watchdogs = new WeakSet<ChildProcess>();
const programPids = new WeakMap<ChildProcess, Promise<number>>();
let recordFile: string | null = null;

/** Records every child started from now on in `file` (written by claimRecord in process-record.ts). */
export function recordChildrenIn(file: string): void {
  recordFile = file;
}

function record(change: (children: ChildRecord[]) => ChildRecord[]): void {
  if (!recordFile) return;
  const current = readRecord(recordFile);
  if (!current) return;
  try {
    writeRecord(recordFile, { ...current, children: change(current.children) });
  } catch (err) {
    console.error(`[local] could not update ${recordFile}: ${(err as Error).message}`);
  }
}

function remember(name: string, pid: number | undefined): void {
  const who = pid ? identify(pid) : null;
  if (who) record((list) => [...list.filter((c) => c.pid !== pid), { name, ...who }]);
}

/** Starts a child that is stopped with this process (Ctrl-C, SIGTERM, a crash or SIGKILL). */
export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & { lifeline: Lifeline },
): ChildProcess {
  const { lifeline, ...spawnOptions } = options;
  const stdio = ['ignore', 'pipe', 'pipe', 'ipc'] as const;
  const child =
    lifeline === 'watchdog'
      ? spawn(process.execPath, [WATCHDOG_JS, command, ...args], { ...spawnOptions, stdio: [...stdio] })
      : spawn(command, args, { ...spawnOptions, stdio: [...stdio] });
  children.add(child);
  remember(`${name} (${lifeline === 'watchdog' ? 'watchdog' : 'process'})`, child.pid);
  if (lifeline === 'watchdog') {
    watchdogs.add(child);
    const pid = new Promise<number>((resolve, reject) => {
      const onMessage = (m: { type?: unknown; pid?: unknown }) => {
        if (m?.type !== 'pid' || typeof m.pid !== 'number') return;
        child.off('message', onMessage);
        remember(name, m.pid);
        resolve(m.pid);
      };
      child.on('message', onMessage);
      child.once('exit', () => reject(new Error(`${name} exited before it started`)));
    });
    pid.catch(() => {});
    programPids.set(child, pid);
  } else if (child.pid) {
    programPids.set(child, Promise.resolve(child.pid));
  }
  child.on('exit', () => {
    children.delete(child);
    record((list) => list.filter(isRunning));
  });
  child.on('error', (err) => console.error(`[${name}] failed to start: ${err.message}`));
  return child;
}

/** The pid of the program itself: the child's, or, under a watchdog, the one the watchdog started. */
export function programPid(child: ChildProcess): Promise<number> {
  return programPids.get(child) ?? Promise.reject(new Error('not a managed child'));
}

export function killAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  // A watchdog killed outright would leave its program running: it gets SIGTERM, which it passes on.
  for (const child of children) if (child.exitCode === null) child.kill(watchdogs.has(child) ? 'SIGTERM' : signal);
}

/** Resolves once the child has exited (or at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

process.once('exit', () => killAll('SIGKILL'));

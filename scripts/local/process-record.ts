/**
 * The record of the local server's child processes in DATA_DIR, so that a start stops the ones a
 * killed server left behind, and never a process that merely reuses one of their pids
 * (docs/LOCAL-MODE.md §children.stale). Linux: it reads /proc.
 */
import fs from 'node:fs';

/** Who a process is: its pid, when it started (clock ticks after boot) and its command line. */
export interface ProcessIdentity {
  pid: number;
  startTime: string;
  cmdline: string[];
}

export interface ChildRecord extends ProcessIdentity {
  name: string;
}

export interface ProcessRecord {
  owner: ProcessIdentity;
  children: ChildRecord[];
}

/** The live process with this pid, or null when there is none (a zombie counts as none). */
export function identify(pid: number): ProcessIdentity | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: state is
    // the first, starttime the 20th (proc(5) numbers them 3 and 22).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (cmdline.at(-1) === '') cmdline.pop();
    return { pid, startTime: fields[19]!, cmdline };
  } catch {
    return null;
  }
}

/** True while the process that `who` describes runs: same pid, same start time, same command line. */
export function isRunning(who: ProcessIdentity): boolean {
  const now = identify(who.pid);
  return (
    !!now &&
    now.startTime === who.startTime &&
    now.cmdline.length === who.cmdline.length &&
    now.cmdline.every((arg, i) => arg === who.cmdline[i])
  );
}

export function readRecord(file: string): ProcessRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as ProcessRecord;
    return record && typeof record === 'object' && Array.isArray(record.children) ? record : null;
  } catch {
    return null;
  }
}

export function writeRecord(file: string, record: ProcessRecord): void {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(record, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

/** Polls until the process is gone (it is not our child: there is no exit event to wait for). */
export async function gone(who: ProcessIdentity, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isRunning(who)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Gone already.
  }
}

/**
 * Takes DATA_DIR for this process: refuses while the server that wrote the record still runs,
 * stops each recorded child that still runs (SIGTERM, then SIGKILL after `graceMs`), and writes
 * a fresh record owned by this process. Returns the children it stopped.
 */
export async function claimRecord(file: string, opts: { graceMs?: number } = {}): Promise<ChildRecord[]> {
  const old = readRecord(file);
  if (old?.owner && old.owner.pid !== process.pid && isRunning(old.owner)) {
    throw new Error(
      `outro processo (pid ${old.owner.pid}) já usa esta pasta de dados; pare-o antes ou use outro DATA_DIR.`,
    );
  }
  const stale = (old?.children ?? []).filter(isRunning);
  for (const child of stale) signal(child.pid, 'SIGTERM');
  for (const child of stale) {
    if (!(await gone(child, opts.graceMs ?? 10_000)) && isRunning(child)) {
      signal(child.pid, 'SIGKILL');
      await gone(child, 5_000);
    }
  }
  const owner = identify(process.pid);
  if (!owner) throw new Error('/proc is not readable: cannot record the local processes');
  writeRecord(file, { owner, children: [] });
  return stale;
}

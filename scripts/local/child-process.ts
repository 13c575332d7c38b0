import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const children = new Set<ChildProcess>();

/** Starts a child that is killed with this process (Ctrl-C, SIGTERM or a crash). */
export function spawnManaged(name: string, command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', (err) => console.error(`[${name}] failed to start: ${err.message}`));
  return child;
}

export function killAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
}

/** Resolves once the child has exited (or at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

process.once('exit', () => killAll('SIGKILL'));

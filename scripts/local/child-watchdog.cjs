/**
 * Runs a program we cannot change (DynamoDB Local's JVM) so that it dies with the local server
 * (docs/LOCAL-MODE.md §children). The server starts this script with an IPC channel, the
 * lifeline: when the server exits in any way, SIGKILL included, the channel closes and this
 * script stops the program, then exits. It reports the program's pid over the same channel, for
 * the server's record of its children.
 *
 * usage: node child-watchdog.cjs <command> [args...]
 */
const { spawn } = require('node:child_process');

/** How long the program has to stop after SIGTERM before it gets SIGKILL. */
const GRACE_MS = 10_000;

const [command, ...args] = process.argv.slice(2);
const program = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

let stopping = false;
function stop() {
  if (stopping || program.exitCode !== null || program.signalCode !== null) return;
  stopping = true;
  program.kill('SIGTERM');
  setTimeout(() => program.kill('SIGKILL'), GRACE_MS).unref();
}

program.once('spawn', () => process.send?.({ type: 'pid', pid: program.pid }));
program.once('error', (err) => {
  console.error(`${command}: ${err.message}`);
  process.exit(127);
});
program.once('exit', (code, signal) => process.exit(code ?? 128 + (require('node:os').constants.signals[signal] ?? 0)));

// This process is the program's parent until it exits, so the pid it kills is never reused.
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
if (!process.connected) stop();

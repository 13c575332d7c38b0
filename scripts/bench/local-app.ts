/**
 * The whole local app for the benches that drive a browser: `scripts/local/start.ts` on a free
 * port with a fresh DATA_DIR, as the e2e tests run it. It runs in its own process group, so
 * stopping it stops DynamoDB Local and cognito-local too, also when the bench itself is
 * interrupted or fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, waitFor } from '../local/free-port';

const ROOT = path.resolve(__dirname, '../..');

export interface LocalApp {
  baseUrl: string;
  /** The app's fresh DATA_DIR (removed by `stop`); absent for an app started elsewhere. */
  dataDir?: string;
  /** The server's inspector (Chrome DevTools Protocol) WebSocket URL, with `inspect`. */
  inspectorUrl?: string;
  stop: () => Promise<void>;
}

/**
 * Starts the app and resolves once /api/health answers. `skipWebBuild` serves dist/web as it
 * is (the caller has just built it); otherwise start.ts builds it, unless SKIP_WEB_BUILD=1.
 * `inspect` runs start.ts in one Node process (tsx as a loader) with its inspector on a free
 * loopback port, for the benches that read the server's own memory figures.
 */
export async function startLocalApp(opts: { skipWebBuild?: boolean; inspect?: boolean } = {}): Promise<LocalApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-bench-'));
  const skip = opts.skipWebBuild ? '1' : (process.env.SKIP_WEB_BUILD ?? '0');
  const args = opts.inspect
    ? ['--import', 'tsx', '--inspect=127.0.0.1:0', 'scripts/local/start.ts']
    : [require.resolve('tsx/cli'), 'scripts/local/start.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_WEB_BUILD: skip },
    stdio: ['ignore', 'ignore', opts.inspect ? 'pipe' : 'inherit'],
    detached: true,
  });
  let inspectorUrl: string | undefined;
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    // Node announces the inspector on stderr; everything else passes through.
    const url = text.match(/Debugger listening on (ws:\/\/\S+)/)?.[1];
    if (url) inspectorUrl ??= url;
    const rest = text.replace(/^(Debugger (listening|ending) on .*|Debugger attached\.|For help, see: .*)\n/gm, '');
    if (rest) process.stderr.write(rest);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  const onExit = () => killGroup('SIGKILL');
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    killGroup('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    killGroup('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitFor(
      'the local app',
      async () => {
        if (child.exitCode !== null)
          throw Object.assign(new Error('the local app exited while starting'), { fatal: true });
        return (await fetch(`${baseUrl}/api/health`)).ok;
      },
      240_000,
      500,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, inspectorUrl, stop };
}

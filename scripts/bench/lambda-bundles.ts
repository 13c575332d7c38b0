import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';

const ROOT = path.resolve(__dirname, '../..');

export interface BundleFigure {
  entry: string;
  bytes: number;
  /** Median time to load the bundle in a fresh Node process, in ms. */
  initMs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Bundles every Lambda entry the way the CDK app does (esbuild, minified, tree-shaken,
 * SDK v3 included) and measures its size and its cold load in a fresh process.
 */
export async function measureLambdaBundles(runs = 5): Promise<BundleFigure[]> {
  const entries = [...new Set([...HTTP_ROUTES.map((r) => r.entry), ...WEBSOCKET_ROUTES.map((r) => r.entry), ...Object.values(COGNITO_TRIGGERS).map((t) => t.entry)])];
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-bench-'));
  const figures: BundleFigure[] = [];
  for (const entry of entries) {
    const outfile = path.join(outdir, entry.replace(/\//g, '__').replace(/\.ts$/, '.js'));
    await build({
      entryPoints: [path.join(ROOT, 'functions/src', entry)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node22',
      format: 'cjs',
      tsconfig: path.join(ROOT, 'tsconfig.json'),
      logLevel: 'silent',
    });
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const out = execFileSync(
        process.execPath,
        ['-e', `const t=process.hrtime.bigint();require(${JSON.stringify(outfile)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`],
        { env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' } },
      ).toString();
      times.push(Number(out));
    }
    figures.push({ entry, bytes: fs.statSync(outfile).size, initMs: median(times) });
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  return figures;
}

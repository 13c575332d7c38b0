import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { JOB_TASKS } from '../../functions/src/jobs/job-tasks';
import {
  ESM_REQUIRE_SHIM,
  LAMBDA_NODE_TARGET,
  EXTERNAL_MODULES,
  LAMBDA_BUNDLE_DEFINE,
  RUNTIME_SDK_EXTERNAL_MODULES,
} from '../../infra/lib/function-factory';

const ROOT = path.resolve(__dirname, '../..');
/**
 * Bundles go inside node_modules/.cache so that imports left external resolve from the
 * repo's node_modules, as they resolve from the runtime's own SDK copy on Lambda. For the
 * "runtime SDK" variant the init time therefore includes loading the SDK from there.
 */
const OUT_ROOT = path.join(ROOT, 'node_modules', '.cache', 'viraliza-bench');

export interface VariantFigure {
  bytes: number;
  /** Median time to import the bundle in a fresh Node process, in ms. */
  initMs: number;
  /** Every run, in ms, for the record. */
  runsMs: number[];
}

export interface BundleFigure extends VariantFigure {
  entry: string;
  /** Where the deployed bundle's bytes come from: minified bytes per npm package (or `functions`, `shared`), largest first. */
  packages: Array<{ name: string; bytes: number }>;
  /** The same entry with the whole SDK v3 left to the runtime (`@aws-sdk/*` external), for comparison. */
  runtimeSdk: VariantFigure;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function lambdaEntries(): string[] {
  return [
    ...new Set([
      ...HTTP_ROUTES.map((r) => r.entry),
      ...WEBSOCKET_ROUTES.map((r) => r.entry),
      ...Object.values(COGNITO_TRIGGERS).map((t) => t.entry),
      ...Object.values(JOB_TASKS).map((t) => t.entry as string),
    ]),
  ];
}

/** `node_modules/@aws-sdk/core/dist-es/…` → `@aws-sdk/core`; our own sources by their top folder. */
export function packageOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/')[0] ?? input;
  const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
  return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
}

/**
 * A bundle exactly as infra/lib/function-factory.ts makes it: the esbuild options of
 * NodejsFunction (source map included, so index.mjs is byte for byte the deployed one).
 * Returns the minified bytes each package contributes (esbuild's metafile).
 */
async function bundle(
  entry: string,
  outfile: string,
  external: string[],
): Promise<Array<{ name: string; bytes: number }>> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'functions/src', entry)],
    outfile,
    bundle: true,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_SHIM },
    charset: 'utf8',
    define: LAMBDA_BUNDLE_DEFINE,
    external,
    tsconfig: path.join(ROOT, 'functions', 'tsconfig.json'),
    logLevel: 'silent',
  });
  const byPackage = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
  }
  return [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Loads the module in a new Node process and reports how long the import took. */
function timeImport(file: string): number {
  const script = `const t=process.hrtime.bigint();await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6))`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', AWS_REGION: 'us-east-1' },
  }).toString();
  return Number(out);
}

/**
 * Bundles every Lambda entry the way the CDK app does (ESM, minified, tree-shaken, SDK
 * clients inside) and, for comparison, with the whole SDK left to the runtime; measures
 * each bundle's size and its cold import in fresh processes (runs interleaved, so load on
 * the machine hits both variants alike).
 */
export async function measureLambdaBundles(runs = 5): Promise<BundleFigure[]> {
  fs.rmSync(OUT_ROOT, { recursive: true, force: true });
  fs.mkdirSync(OUT_ROOT, { recursive: true });
  const figures: BundleFigure[] = [];
  for (const entry of lambdaEntries()) {
    const base = path.join(OUT_ROOT, entry.replace(/\//g, '__').replace(/\.ts$/, ''));
    const deployed = `${base}.mjs`;
    const runtimeSdk = `${base}.runtime-sdk.mjs`;
    const packages = await bundle(entry, deployed, EXTERNAL_MODULES);
    await bundle(entry, runtimeSdk, RUNTIME_SDK_EXTERNAL_MODULES);
    const deployedRuns: number[] = [];
    const runtimeRuns: number[] = [];
    for (let i = 0; i < runs; i++) {
      deployedRuns.push(timeImport(deployed));
      runtimeRuns.push(timeImport(runtimeSdk));
    }
    figures.push({
      entry,
      packages,
      bytes: fs.statSync(deployed).size,
      initMs: median(deployedRuns),
      runsMs: deployedRuns,
      runtimeSdk: { bytes: fs.statSync(runtimeSdk).size, initMs: median(runtimeRuns), runsMs: runtimeRuns },
    });
  }
  fs.rmSync(OUT_ROOT, { recursive: true, force: true });
  return figures;
}

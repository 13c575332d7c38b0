import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import {
  buildLambdaBundles,
  entryOfOutput,
  functionIdFor,
  lambdaEntries,
  RUNTIME_SDK_EXTERNAL_MODULES,
} from '../../infra/lib/lambda-bundles';

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

/** `node_modules/@aws-sdk/core/dist-es/…` → `@aws-sdk/core`; our own sources by their top folder. */
export function packageOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/')[0] ?? input;
  const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
  return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
}

/** The minified bytes each package contributes to each entry's bundle (esbuild's metafile), largest first. */
function packagesByEntry(metafile: Metafile): Map<string, Array<{ name: string; bytes: number }>> {
  const byEntry = new Map<string, Array<{ name: string; bytes: number }>>();
  for (const output of Object.values(metafile.outputs)) {
    const entry = entryOfOutput(output);
    if (!entry) continue;
    const byPackage = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
    byEntry.set(
      entry,
      [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    );
  }
  return byEntry;
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
  // The same esbuild run as the CDK app's (infra/lib/lambda-bundles.ts), so each index.mjs is byte
  // for byte the deployed one; the runtime-SDK variant differs in `external` only.
  const deployedRoot = path.join(OUT_ROOT, 'deployed');
  const runtimeRoot = path.join(OUT_ROOT, 'runtime-sdk');
  fs.rmSync(OUT_ROOT, { recursive: true, force: true });
  const { metafile } = buildLambdaBundles(lambdaEntries(), { outdir: deployedRoot, metafile: true });
  buildLambdaBundles(lambdaEntries(), { outdir: runtimeRoot, external: RUNTIME_SDK_EXTERNAL_MODULES });
  const packages = packagesByEntry(metafile!);
  const figures: BundleFigure[] = [];
  for (const entry of lambdaEntries()) {
    const deployed = path.join(deployedRoot, functionIdFor(entry), 'index.mjs');
    const runtimeSdk = path.join(runtimeRoot, functionIdFor(entry), 'index.mjs');
    const deployedRuns: number[] = [];
    const runtimeRuns: number[] = [];
    for (let i = 0; i < runs; i++) {
      deployedRuns.push(timeImport(deployed));
      runtimeRuns.push(timeImport(runtimeSdk));
    }
    figures.push({
      entry,
      packages: packages.get(entry)!,
      bytes: fs.statSync(deployed).size,
      initMs: median(deployedRuns),
      runsMs: deployedRuns,
      runtimeSdk: { bytes: fs.statSync(runtimeSdk).size, initMs: median(runtimeRuns), runsMs: runtimeRuns },
    });
  }
  fs.rmSync(OUT_ROOT, { recursive: true, force: true });
  return figures;
}

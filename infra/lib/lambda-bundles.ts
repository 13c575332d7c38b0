import * as fs from 'node:fs';
import * as path from 'node:path';
import { type BuildOptions, type BuildResult, buildSync } from 'esbuild';
import { COGNITO_TRIGGERS, GENERATION_WORKER, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { JOB_TASKS } from '../../functions/src/jobs/job-tasks';
import { FUNCTIONS_SRC, REPO_ROOT } from './config';

/**
 * Some dependencies ship CommonJS only; in an ESM bundle their `require('node:…')`
 * calls need a real `require`. esbuild renames its own helpers, so this cannot clash.
 */
export const ESM_REQUIRE_SHIM =
  "import { createRequire as __viralizaCreateRequire } from 'node:module'; const require = __viralizaCreateRequire(import.meta.url);";

/**
 * Left out of every bundle: the SDK's fallback credential providers. Lambda puts the role's
 * credentials in the environment, so the default chain stops at `fromEnv` and never reaches
 * these; the chain loads them with `import()` only when needed, and the Node 24 runtime
 * (which ships the SDK v3) would serve them then. The rest of the SDK (clients, core) stays
 * bundled: `npm run bench` measures ~2–3× faster cold loads than importing the runtime's
 * SDK from node_modules (docs/BENCH.md). The bundles are 32–475 KB; what is in each is listed there too.
 */
export const EXTERNAL_MODULES = [
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
  // Native; only local mode's offline image renderer loads it, with import() on first use. No
  // Lambda reaches it (the resizer is pure JS): docs/INFRA-NOTES.md §sharp-on-lambda.
  'sharp',
];

/** The alternative the bench compares against: the whole SDK v3 taken from the runtime. */
export const RUNTIME_SDK_EXTERNAL_MODULES = ['@aws-sdk/*'];

/** esbuild's target for the runtime that runs the bundles (LAMBDA_RUNTIME in function-factory.ts). */
export const LAMBDA_NODE_TARGET = 'node24';

/** What a Lambda bundle knows at build time: that it is one (process.env.LAMBDA_BUNDLE, read in functions/). */
export const LAMBDA_BUNDLE_DEFINE = { 'process.env.LAMBDA_BUNDLE': JSON.stringify('1') };

/** Every Lambda entry the stack deploys, relative to functions/src (routes, triggers, tasks, the generation worker). */
export function lambdaEntries(): string[] {
  return [
    ...new Set([
      ...HTTP_ROUTES.map((r) => r.entry),
      ...WEBSOCKET_ROUTES.map((r) => r.entry),
      ...Object.values(COGNITO_TRIGGERS).map((t) => t.entry),
      ...Object.values(JOB_TASKS).map((t) => t.entry as string),
      GENERATION_WORKER.entry,
    ]),
  ];
}

/** `handlers/profile/get-profile.handler.ts` → `GetProfile`. Two handlers with one basename fail synth loudly. */
export function functionIdFor(entry: string): string {
  const base = path
    .basename(entry)
    .replace(/\.handler\.ts$/, '')
    .replace(/\.ts$/, '');
  return base
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

export interface LambdaBuild {
  /** Where the bundles go: `<outdir>/<FunctionId>/index.mjs` (and its `.map`). */
  outdir: string;
  /** Default EXTERNAL_MODULES (what is deployed); the bench also builds RUNTIME_SDK_EXTERNAL_MODULES. */
  external?: string[];
  /** Default true; false keeps the files in memory (`outputFiles`). */
  write?: boolean;
  metafile?: boolean;
}

/**
 * esbuild's options for the Lambda bundles, one entry point per function
 * (docs/INFRA-NOTES.md §synth-time): ESM, minified and tree-shaken, SDK v3 clients inside, a
 * source map without the sources. `splitting` stays off, so every `<FunctionId>/index.mjs` is self-contained and the same
 * bytes whether it is built alone or with every other entry; `npm run bench` and the infra tests
 * build with these options too.
 */
export function lambdaBuildOptions(entries: readonly string[], build: LambdaBuild): BuildOptions {
  const entryPoints: Record<string, string> = {};
  for (const entry of entries) {
    const id = functionIdFor(entry);
    const other = entryPoints[`${id}/index`];
    if (other && other !== path.join(FUNCTIONS_SRC, entry))
      throw new Error(`Two Lambda entries make the bundle ${id}: ${entry} and ${path.relative(FUNCTIONS_SRC, other)}`);
    entryPoints[`${id}/index`] = path.join(FUNCTIONS_SRC, entry);
  }
  return {
    entryPoints,
    outdir: build.outdir,
    outExtension: { '.js': '.mjs' },
    write: build.write ?? true,
    metafile: build.metafile ?? false,
    absWorkingDir: REPO_ROOT,
    bundle: true,
    splitting: false,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    format: 'esm',
    // Prefer the ESM builds of the SDK and jose: they tree-shake far better than the CJS ones.
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_SHIM },
    // pt-BR text as UTF-8, not \u escapes (0.1–1 KB per bundle).
    charset: 'utf8',
    // Folds the local in-process generation worker out of every route's bundle (composition/generation-dispatcher.ts).
    define: LAMBDA_BUNDLE_DEFINE,
    external: build.external ?? EXTERNAL_MODULES,
    tsconfig: path.join(REPO_ROOT, 'functions', 'tsconfig.json'),
    logLevel: 'warning',
  };
}

/** Builds every entry's bundle in one esbuild run (the SDK and jose parsed once for all of them). */
export function buildLambdaBundles(entries: readonly string[], build: LambdaBuild): BuildResult {
  if (build.write ?? true) {
    fs.rmSync(build.outdir, { recursive: true, force: true });
    fs.mkdirSync(build.outdir, { recursive: true });
  }
  return buildSync(lambdaBuildOptions(entries, build));
}

/** The entry (relative to functions/src) each output of a metafile build came from, by output path. */
export function entryOfOutput(output: { entryPoint?: string }): string | undefined {
  if (!output.entryPoint) return undefined;
  return path.relative(FUNCTIONS_SRC, path.resolve(REPO_ROOT, output.entryPoint)).split(path.sep).join('/');
}

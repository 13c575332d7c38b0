import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTIONS_SRC, REPO_ROOT, type StageConfig } from './config';

export interface FunctionSpec {
  /** Handler file relative to functions/src, exactly as routes.ts names it. */
  entry: string;
  description?: string;
  /** Added to the factory's shared environment. */
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

export interface FunctionFactoryProps {
  stage: StageConfig;
  /** Environment every function gets (VIRALIZA_MODE, TABLE_NAME). */
  environment: Record<string, string>;
}

/**
 * Some dependencies ship CommonJS only; in an ESM bundle their `require('node:…')`
 * calls need a real `require`. esbuild renames its own helpers, so this cannot clash.
 */
const ESM_REQUIRE_SHIM = "import { createRequire as __viralizaCreateRequire } from 'node:module'; const require = __viralizaCreateRequire(import.meta.url);";

/** `profile/get-profile.handler.ts` → `GetProfile`. Two handlers with one basename fail synth loudly. */
export function functionIdFor(entry: string): string {
  const base = path.basename(entry).replace(/\.handler\.ts$/, '').replace(/\.ts$/, '');
  return base
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Builds every Lambda the same way: Node 22 on arm64, one ESM bundle per handler made
 * by the local esbuild (minified, tree-shaken, SDK v3 clients bundled rather than taken
 * from the runtime), JSON logs into a log group with a stage retention.
 */
export class FunctionFactory {
  constructor(private readonly props: FunctionFactoryProps) {}

  create(scope: Construct, spec: FunctionSpec): NodejsFunction {
    const entry = path.join(FUNCTIONS_SRC, spec.entry);
    if (!fs.existsSync(entry)) throw new Error(`Lambda entry ${spec.entry} not found under functions/src`);
    const id = functionIdFor(spec.entry);
    const { stage } = this.props;

    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: stage.logRetention,
      removalPolicy: stage.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    return new NodejsFunction(scope, `${id}Fn`, {
      entry,
      handler: 'handler',
      description: spec.description ?? spec.entry,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: spec.memorySize ?? 512,
      timeout: spec.timeout ?? Duration.seconds(10),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      environment: {
        ...this.props.environment,
        ...spec.environment,
        // Stack traces point at the TypeScript sources (the bundle carries a source map).
        NODE_OPTIONS: '--enable-source-maps',
      },
      awsSdkConnectionReuse: false, // an SDK v2 setting; we bundle v3
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        format: OutputFormat.ESM,
        // Prefer the ESM builds of the SDK and jose: they tree-shake far better than the CJS ones.
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_SHIM,
        charset: Charset.UTF8,
        tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
        externalModules: [],
      },
    });
  }
}

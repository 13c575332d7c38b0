import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  Architecture,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTIONS_SRC, REPO_ROOT, type StageConfig } from './config';
import { acknowledge } from './nag';

export interface FunctionSpec {
  /** Handler file relative to functions/src, exactly as routes.ts names it. */
  entry: string;
  description?: string;
  /** Added to the factory's shared environment. */
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
  /**
   * Adds the AWS Parameters and Secrets Lambda Extension, so the handler reads Secrets
   * Manager over localhost:2773 without bundling the Secrets Manager SDK.
   */
  readsSecrets?: boolean;
  /**
   * How failures of an asynchronous invocation are kept, when the function is invoked that way
   * (docs/INFRA-NOTES.md §cdk-nag). Absent: the function is only invoked synchronously (API
   * Gateway, Cognito, Step Functions), whose caller gets the error, so no dead-letter target applies.
   */
  asyncFailures?: 'on-failure destination';
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
export const ESM_REQUIRE_SHIM =
  "import { createRequire as __viralizaCreateRequire } from 'node:module'; const require = __viralizaCreateRequire(import.meta.url);";

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

/**
 * The newest Node.js Lambda offers, and esbuild's matching target (the bundles are built for what
 * runs them). `npm run bench` and infra/test/bundle-contents.test.ts build with the same target.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;
export const LAMBDA_NODE_TARGET = 'node24';

/** The alternative the bench compares against: the whole SDK v3 taken from the runtime. */
/** What a Lambda bundle knows at build time: that it is one (process.env.LAMBDA_BUNDLE, read in functions/). */
export const LAMBDA_BUNDLE_DEFINE = { 'process.env.LAMBDA_BUNDLE': JSON.stringify('1') };

export const RUNTIME_SDK_EXTERNAL_MODULES = ['@aws-sdk/*'];

/**
 * Builds every Lambda the same way: Node 24 on arm64, one ESM bundle per handler made
 * by the local esbuild (minified, tree-shaken, SDK v3 clients bundled except the fallback
 * credential providers), JSON logs into a log group with a stage retention.
 */
export class FunctionFactory {
  /** Every function built so far, in creation order (the dashboard and alarms cover them all). */
  readonly created: NodejsFunction[] = [];

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

    const fn = new NodejsFunction(scope, `${id}Fn`, {
      entry,
      handler: 'handler',
      description: spec.description ?? spec.entry,
      runtime: LAMBDA_RUNTIME,
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
      awsSdkConnectionReuse: false, // an SDK v2 setting; v3 reuses connections by default
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // A trace per sampled request (API Gateway → Lambda → DynamoDB/Bedrock calls seen as segments).
      tracing: Tracing.ACTIVE,
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: LAMBDA_NODE_TARGET,
        format: OutputFormat.ESM,
        // Prefer the ESM builds of the SDK and jose: they tree-shake far better than the CJS ones.
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_SHIM,
        charset: Charset.UTF8,
        // aws-cdk-lib 2.276's local bundling never passes `charset` on to esbuild, so the option above alone
        // leaves pt-BR text \u-escaped (0.1–1 KB per bundle); this flag is what makes it apply.
        esbuildArgs: { '--charset': 'utf8' },
        tsconfig: path.join(REPO_ROOT, 'functions', 'tsconfig.json'),
        externalModules: EXTERNAL_MODULES,
        // Folds the local in-process generation worker out of every route's bundle (composition/generation-dispatcher.ts).
        define: LAMBDA_BUNDLE_DEFINE,
      },
      ...(spec.readsSecrets
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103) }
        : {}),
    });
    acknowledgeFunctionFindings(fn, spec);
    this.created.push(fn);
    return fn;
  }
}

/** The cdk-nag findings every function of ours carries, acknowledged on it (its role is below it in the tree). */
function acknowledgeFunctionFindings(fn: NodejsFunction, spec: FunctionSpec): void {
  acknowledge(
    fn,
    'The AWS managed policy for function logs; each function writes to its own log group only (the LogGroup above).',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
  );
  acknowledge(
    fn,
    'X-Ray PutTraceSegments and PutTelemetryRecords take no resource: AWS requires "*" for tracing.',
    'AwsSolutions-IAM5[Resource::*]',
  );
  acknowledge(
    fn,
    spec.asyncFailures
      ? 'Failed asynchronous events go to an SQS on-failure destination (with the error and the request), which AWS recommends over a dead-letter queue.'
      : 'Invoked synchronously only (API Gateway, Cognito trigger, Step Functions task): the caller gets the error; a dead-letter queue applies to asynchronous invocations only.',
    'Serverless-LambdaDLQ',
  );
}

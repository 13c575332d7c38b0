import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  AssetHashType,
  type BundlingOptions,
  DockerImage,
  Duration,
  type ILocalBundling,
  RemovalPolicy,
  Stack,
  Stage,
} from 'aws-cdk-lib';
import {
  Architecture,
  type AssetCode,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { FUNCTIONS_SRC, type StageConfig } from './config';
import { buildLambdaBundles, functionIdFor, lambdaEntries } from './lambda-bundles';
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
 * The newest Node.js Lambda offers; the bundles are built for it (LAMBDA_NODE_TARGET in lambda-bundles.ts).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_24_X;

/**
 * Builds every Lambda the same way: Node 24 on arm64, one ESM bundle per handler, all made
 * by one local esbuild run (lambda-bundles.ts: minified, tree-shaken, SDK v3 clients bundled
 * except the fallback credential providers), JSON logs into a log group with a stage retention.
 */
export class FunctionFactory {
  /** Every function built so far, in creation order (the dashboard and alarms cover them all). */
  readonly created: LambdaFunction[] = [];
  private readonly bundles = new LambdaBundles();

  constructor(private readonly props: FunctionFactoryProps) {}

  /** The esbuild runs that built the functions' code: one per synth (docs/INFRA-NOTES.md §synth-time). */
  get bundleRuns(): number {
    return this.bundles.runs;
  }

  create(scope: Construct, spec: FunctionSpec): LambdaFunction {
    const entry = path.join(FUNCTIONS_SRC, spec.entry);
    if (!fs.existsSync(entry)) throw new Error(`Lambda entry ${spec.entry} not found under functions/src`);
    const id = functionIdFor(spec.entry);
    const { stage } = this.props;

    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: stage.logRetention,
      removalPolicy: stage.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    const fn = new LambdaFunction(scope, `${id}Fn`, {
      code: this.bundles.codeFor(scope, spec.entry),
      handler: 'index.handler',
      description: spec.description ?? spec.entry,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: spec.memorySize ?? 512,
      timeout: spec.timeout ?? Duration.seconds(10),
      environment: {
        ...this.props.environment,
        ...spec.environment,
        // Stack traces point at the TypeScript sources (the bundle carries a source map).
        NODE_OPTIONS: '--enable-source-maps',
      },
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      // A trace per sampled request (API Gateway → Lambda → DynamoDB/Bedrock calls seen as segments).
      tracing: Tracing.ACTIVE,
      ...(spec.readsSecrets
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103) }
        : {}),
    });
    acknowledgeFunctionFindings(fn, spec);
    this.created.push(fn);
    return fn;
  }
}

/**
 * The code of every function, from one esbuild run (docs/INFRA-NOTES.md §synth-time). Each function's
 * asset is a CDK bundling asset whose local bundler links the function's files from that run, so
 * CDK decides whether to bundle at all, exactly as for NodejsFunction: a stack left out of
 * `aws:cdk:bundling-stacks` (the infra tests that read templates only, `cdk deploy` of another stack)
 * gets a placeholder asset and nothing is built. The run happens when the first asset needs its code,
 * and builds every entry the stack deploys (lambdaEntries) at once; an entry outside that list (a
 * test's own route table) gets a run of its own.
 */
class LambdaBundles {
  runs = 0;
  private outdir?: string;
  /** Each built entry's folder (`<FunctionId>/index.mjs` and its map). */
  private readonly folders = new Map<string, string>();

  codeFor(scope: Construct, entry: string): AssetCode {
    // Under cdk.out (or the test app's outdir): never committed, replaced by every synth.
    const stack = Stack.of(scope);
    this.outdir ??= path.join(Stage.of(stack)!.assetOutdir, `lambda-bundles-${stack.artifactId}`);
    return Code.fromAsset(FUNCTIONS_SRC, {
      // The hash of the bundle itself: a function is redeployed exactly when its bundle changes.
      assetHashType: AssetHashType.OUTPUT,
      bundling: new PrebuiltBundle(entry, (outputDir) => {
        // Hard links: CDK moves outputDir into its asset folder, and the run's copy costs no second ~60 MB.
        const folder = this.folderOf(entry);
        for (const file of fs.readdirSync(folder)) fs.linkSync(path.join(folder, file), path.join(outputDir, file));
      }),
    });
  }

  private folderOf(entry: string): string {
    if (this.folders.size === 0) this.build([...new Set([...lambdaEntries(), entry])], this.outdir!);
    else if (!this.folders.has(entry)) this.build([entry], path.join(this.outdir!, `extra-${this.folders.size}`));
    return this.folders.get(entry)!;
  }

  private build(entries: string[], outdir: string): void {
    buildLambdaBundles(entries, { outdir });
    this.runs++;
    for (const entry of entries) this.folders.set(entry, path.join(outdir, functionIdFor(entry)));
  }
}

/**
 * CDK's bundling options for one function: `local` hands over its prebuilt files. The entry is a field so
 * that CDK's asset cache (keyed by these options) tells the functions apart.
 */
class PrebuiltBundle implements BundlingOptions {
  /** Never pulled: the local bundler always answers. */
  readonly image = DockerImage.fromRegistry('unused-local-bundling-only');
  readonly local: ILocalBundling;

  constructor(
    readonly entry: string,
    putInto: (outputDir: string) => void,
  ) {
    this.local = {
      tryBundle: (outputDir) => {
        putInto(outputDir);
        return true;
      },
    };
  }
}

/** The cdk-nag findings every function of ours carries, acknowledged on it (its role is below it in the tree). */
function acknowledgeFunctionFindings(fn: LambdaFunction, spec: FunctionSpec): void {
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

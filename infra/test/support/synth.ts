import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { Access, HttpRouteSpec } from '../../../functions/src/routes';
import type { StageName } from '../../lib/config';
import { buildApp } from '../../lib/app';
import type { EdgeStack } from '../../lib/edge-stack';
import type { ViralizaStack } from '../../lib/viraliza-stack';
import cdkJson from '../../../cdk.json';

export interface SynthOptions {
  stage?: StageName;
  /** Build every Lambda's bundle (one esbuild run for all, ~6.5 s of CPU). Off: the template is the same, the code assets are placeholders. */
  bundle?: boolean;
  /** The web build to upload; by default none (`false`), so a build lying around in dist/web cannot change a test. */
  webDistDir?: string | false;
  /** The stack's Region (the model table decides which models it may call). */
  region?: string;
  httpRoutes?: readonly HttpRouteSpec[];
  context?: Record<string, unknown>;
}

/**
 * A route for a test's own table, on one line: `route('POST /api/x', 'handlers/health/health.handler.ts', access({ table: 'none' }))`.
 * Any handler will do where only the wiring or the declared access is under test.
 */
export function route(
  key: `${HttpRouteSpec['method']} /api/${string}`,
  entry: string,
  access: Access,
  options: Pick<HttpRouteSpec, 'public' | 'throttle'> = {},
): HttpRouteSpec {
  const [method, path] = key.split(' ') as [HttpRouteSpec['method'], string];
  return { method, path, entry, access, ...options };
}

export interface Synthesized {
  app: App;
  stack: ViralizaStack;
  /** The us-east-1 web ACL stack, when the stage has WAF on and the stack is in another Region. */
  edge?: EdgeStack;
  template: Template;
  json: string;
}

/**
 * Builds the stacks the way bin/app.ts does (buildApp) (same cdk.json context and feature flags).
 * CloudFormation schema validation is left to `cdk synth`: it costs ~6 s per test file.
 */
export function synth(options: SynthOptions = {}): Synthesized {
  const app = new App({
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      stage: options.stage ?? 'dev',
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const { stack, edge } = buildApp(
    app,
    { account: '123456789012', region: options.region ?? 'us-west-2' },
    { id: 'Test', webDistDir: options.webDistDir ?? false, httpRoutes: options.httpRoutes },
  );
  const template = Template.fromStack(stack);
  return { app, stack, ...(edge ? { edge } : {}), template, json: JSON.stringify(template.toJSON()) };
}

type Resources = Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string }
>;

export function resources(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}

/** Logical id of the function a construct path ends in, e.g. logicalIdOf(stack, stack.api.functions['GET /api/profile']). */
export function logicalIdOf(stack: ViralizaStack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as never);
}

export type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown; Effect: string };

/** Every statement of the inline policies attached to a function's role. */
export function statementsOf(template: Template, functionLogicalId: string): Statement[] {
  const fn = template.toJSON().Resources[functionLogicalId];
  const roleRef: string = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((p) => ((p.Properties?.Roles ?? []) as Array<{ Ref: string }>).some((r) => r.Ref === roleRef))
    .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
}

export const actionsOfStatement = (st: Statement): string[] => (Array.isArray(st.Action) ? st.Action : [st.Action]);

/** Every IAM action granted to a function's role by inline policies in the template. */
export function actionsOf(template: Template, functionLogicalId: string): string[] {
  return statementsOf(template, functionLogicalId).flatMap(actionsOfStatement);
}

/** What every bucket of ours must say: no public access of any kind, encrypted at rest. */
export const PRIVATE_ENCRYPTED_BUCKET = {
  PublicAccessBlockConfiguration: {
    BlockPublicAcls: true,
    BlockPublicPolicy: true,
    IgnorePublicAcls: true,
    RestrictPublicBuckets: true,
  },
  BucketEncryption: {
    ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
  },
} as const;

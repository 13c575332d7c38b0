import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Validations, type PolicyViolation } from 'aws-cdk-lib';
import { AwsSolutionsChecks, type NagPack, ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { FALLBACK_HTML_FILE } from '../../shared/src/http/static-hosting';
import { Match } from 'aws-cdk-lib/assertions';
import {
  actionsOfStatement,
  logicalIdOf,
  PRIVATE_ENCRYPTED_BUCKET,
  resources,
  statementsOf,
  synth,
  type Synthesized,
} from './support/synth';

/**
 * The field's own rules (docs/INFRA-NOTES.md §cdk-nag): cdk-nag's AwsSolutions and Serverless packs over
 * each stage, with a web build so the upload's own resources are checked too. Every finding we keep is
 * acknowledged next to its resource with a reason; anything else, error or warning, fails here.
 * The packs walk the construct tree of a stack already synthesized (no bundling, no second synth).
 */
const PACKS = (): NagPack[] => [new AwsSolutionsChecks(), new ServerlessChecks()];

let webDist: string;
beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-nag-'));
  fs.writeFileSync(path.join(webDist, FALLBACK_HTML_FILE), '<!doctype html><title>Viraliza</title>');
});
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** One line per unacknowledged finding: `error AwsSolutions-S1 Test/Images/Bucket/Resource`. */
function findings(root: IConstruct, packs: NagPack[]): string[] {
  return packs.flatMap((pack) =>
    pack
      .validateScope(root)
      .violations.flatMap((v: PolicyViolation) =>
        v.violatingResources.map((r) => `${v.severity} ${v.ruleName} ${r.constructPath ?? '?'}`),
      ),
  );
}

describe.each(['dev', 'prod'] as const)('cdk-nag, %s stage', (stage) => {
  it('has no unacknowledged error or warning of the AwsSolutions and Serverless packs', () => {
    const { app } = synth({ stage, webDistDir: webDist });
    const left = findings(app, PACKS());
    expect({ count: left.length, findings: left }).toEqual({ count: 0, findings: [] });
  });

  it('checks for real: without the acknowledgments the packs find what docs/INFRA-NOTES.md §cdk-nag lists', () => {
    const { app } = synth({ stage, webDistDir: webDist });
    // Drop every acknowledgment of the tree, then check again.
    for (const c of app.node.findAll())
      for (const entry of c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
        (entry as { data: unknown }).data = {};
    const rules = new Set(findings(app, PACKS()).map((line) => line.split(' ')[1]!.replace(/\[.*$/, '')));
    expect([...rules].sort()).toEqual(
      expect.arrayContaining([
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR4',
        'AwsSolutions-COG1',
        'AwsSolutions-IAM4',
        'AwsSolutions-IAM5',
        'Serverless-LambdaDLQ',
      ]),
    );
  });
});

describe('the fixes behind the findings (docs/INFRA-NOTES.md §cdk-nag)', () => {
  let s: Synthesized;
  beforeAll(() => {
    s = synth({ stage: 'dev' });
  });
  const logBucketId = () => logicalIdOf(s.stack, s.stack.logs.bucket);

  it('writes JSON access logs of the HTTP API and the WebSocket stage to their own log groups', () => {
    const stages = Object.values(resources(s.template, 'AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(2);
    for (const stage of stages) {
      const settings = stage.Properties?.AccessLogSettings as { DestinationArn: unknown; Format: string };
      expect(settings.DestinationArn).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
      expect(JSON.parse(settings.Format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
    }
  });

  it('names the CloudWatch role API Gateway needs for WebSocket logs before the stage exists, and keeps it', () => {
    s.template.hasResourceProperties('AWS::ApiGateway::Account', { CloudWatchRoleArn: Match.anyValue() });
    const [accountId] = Object.keys(resources(s.template, 'AWS::ApiGateway::Account'));
    const wsStage = logicalIdOf(s.stack, s.stack.realtime.stage);
    expect(s.template.toJSON().Resources[wsStage].DependsOn).toContain(accountId);
    s.template.hasResource('AWS::IAM::Role', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AssumeRolePolicyDocument: Match.objectLike({
          Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
        }),
      }),
    });
  });

  it('logs CloudFront and both buckets to a private, TLS-only log bucket whose files expire', () => {
    s.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: { Bucket: { 'Fn::GetAtt': [logBucketId(), 'RegionalDomainName'] }, Prefix: 'cloudfront/' },
      }),
    });
    for (const bucket of [s.stack.hosting.bucket, s.stack.images.bucket])
      expect(resources(s.template, 'AWS::S3::Bucket')[logicalIdOf(s.stack, bucket)]!.Properties).toMatchObject({
        LoggingConfiguration: { DestinationBucketName: { Ref: logBucketId() } },
      });
    const logBucket = resources(s.template, 'AWS::S3::Bucket')[logBucketId()]!;
    expect(logBucket.Properties).toMatchObject({
      ...PRIVATE_ENCRYPTED_BUCKET,
      LifecycleConfiguration: { Rules: expect.arrayContaining([expect.objectContaining({ ExpirationInDays: 7 })]) },
    });
    const policy = Object.values(resources(s.template, 'AWS::S3::BucketPolicy')).find(
      (p) => (p.Properties?.Bucket as { Ref: string }).Ref === logBucketId(),
    )!;
    expect(JSON.stringify(policy.Properties?.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it('traces every function and the state machine with X-Ray, and logs every state transition', () => {
    for (const fn of s.stack.functions.created)
      expect(s.template.toJSON().Resources[logicalIdOf(s.stack, fn)].Properties.TracingConfig).toEqual({
        Mode: 'Active',
      });
    s.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL' }),
    });
  });

  it('lets the paying routes invoke the generation worker itself, not its versions', () => {
    const worker = logicalIdOf(s.stack, s.stack.generationWorker.fn);
    const route = logicalIdOf(s.stack, s.stack.api.functions['POST /api/scripts/generate']!);
    const invoke = statementsOf(s.template, route).filter((st) =>
      actionsOfStatement(st).includes('lambda:InvokeFunction'),
    );
    expect(invoke.map((st) => st.Resource)).toEqual([{ 'Fn::GetAtt': [worker, 'Arn'] }]);
  });

  it('lets a publishing function manage this stage’s connections only', () => {
    const fn = logicalIdOf(s.stack, s.stack.generationWorker.fn);
    const manage = statementsOf(s.template, fn).filter((st) =>
      actionsOfStatement(st).includes('execute-api:ManageConnections'),
    );
    expect(manage).toHaveLength(1);
    expect(JSON.stringify(manage[0]!.Resource)).toContain('/ws/*/@connections/*');
  });
});

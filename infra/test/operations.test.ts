import * as fs from 'node:fs';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { API_METRICS, BUSINESS_METRICS, GENERATION_METRICS } from '../../functions/src/core/metrics';
import { MODEL_ROUTE_P95_MS } from '../lib/constructs/observability';
import { access, type HttpRouteSpec } from '../../functions/src/routes';
import { REPO_ROOT } from '../lib/config';
import { FINDER_MESSAGES } from '../../shared/src/finder/finder-options';
import { COLOR_MODE_SCRIPT_HASH } from '../../shared/src/http/color-mode-script';
import {
  actionsOf,
  actionsOfStatement as actions,
  logicalIdOf,
  PRIVATE_ENCRYPTED_BUCKET,
  resources,
  route,
  statementsOf as templateStatementsOf,
  synth,
  type Synthesized,
} from './support/synth';

// Template-only assertions (no bundling): jobs, images, models, secrets, headers, observability.

let s: Synthesized;
beforeAll(() => {
  s = synth({ stage: 'dev' });
});

const statementsOf = (x: Synthesized, functionLogicalId: string) => templateStatementsOf(x.template, functionLogicalId);
/** The functions the factory built (CDK's own custom-resource handlers run on the same runtime). */
const ourFunctions = (x: Synthesized) => {
  const ids = new Set(x.stack.functions.created.map((fn) => logicalIdOf(x.stack, fn)));
  return Object.entries(resources(x.template, 'AWS::Lambda::Function')).filter(([id]) => ids.has(id));
};
const fnId = (x: Synthesized, routeKey: string) => logicalIdOf(x.stack, x.stack.api.functions[routeKey]!);

describe('jobs (Step Functions frame)', () => {
  const definition = () => {
    const sm = Object.values(resources(s.template, 'AWS::StepFunctions::StateMachine'))[0]!;
    const joined = sm.Properties?.DefinitionString as { 'Fn::Join': [string, unknown[]] };
    // Tokens become placeholders; the structure is what matters here.
    return JSON.parse(joined['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : 'TOKEN')).join('')) as {
      StartAt: string;
      TimeoutSeconds: number;
      States: Record<string, Record<string, unknown>>;
    };
  };

  it('is one Standard state machine, logging every transition (not the execution data) and traced', () => {
    s.template.resourceCountIs('AWS::StepFunctions::StateMachine', 1);
    s.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineType: 'STANDARD',
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
      TracingConfiguration: { Enabled: true },
    });
  });

  it('starts by invoking the start task with a task token and waits, with the context timeout', () => {
    const d = definition();
    const start = d.States[d.StartAt]!;
    expect(start.Resource).toMatch(/:states:::lambda:invoke\.waitForTaskToken$/);
    expect(start.Parameters).toMatchObject({
      Payload: { 'taskToken.$': '$$.Task.Token', 'jobId.$': '$.jobId', 'userId.$': '$.userId' },
    });
    expect(start.TimeoutSeconds).toBe(15 * 60);
    expect(d.TimeoutSeconds).toBeGreaterThan(start.TimeoutSeconds as number);
  });

  it('takes the failure path on any error: a timeout marks the job timed_out, anything else failed, then fails', () => {
    const d = definition();
    const start = d.States[d.StartAt]!;
    expect(start.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'TimedOutOrFailed' }]);
    expect(d.States.TimedOutOrFailed).toMatchObject({
      Type: 'Choice',
      Choices: [{ Variable: '$.error.Error', StringEquals: 'States.Timeout', Next: 'MarkTimedOut' }],
      Default: 'MarkFailed',
    });
    for (const [state, status, message] of [
      ['MarkTimedOut', 'timed_out', FINDER_MESSAGES.timedOut],
      ['MarkFailed', 'failed', FINDER_MESSAGES.jobFailed],
    ] as const) {
      const mark = d.States[state]!;
      expect(mark.Resource).toMatch(/dynamodb:updateItem$/);
      expect(mark).toMatchObject({
        Next: 'JobFailed',
        Parameters: {
          // only a running job: one the webhook ended keeps its status
          ConditionExpression: 'attribute_exists(pk) AND #status IN (:running, :partial)',
          Key: { pk: { 'S.$': "States.Format('JOB#{}', $.jobId)" }, sk: { S: 'JOB' } },
          ExpressionAttributeValues: { ':status': { S: status }, ':message': { S: message } },
        },
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.markError', Next: 'JobFailed' }],
      });
    }
    expect(d.States.JobFailed).toMatchObject({ Type: 'Fail', ErrorPath: '$.error.Error' });
  });

  it('on success marks the job done and ends, with no placeholder state left', () => {
    const d = definition();
    let state = d.States[d.StartAt]!;
    const visited: string[] = [];
    while (state.Next) {
      visited.push(state.Next as string);
      state = d.States[state.Next as string]!;
    }
    expect(visited).toEqual(['MarkDone', 'Done']);
    expect(state.Type).toBe('Succeed');
    expect(Object.values(d.States).filter((st) => st.Type === 'Pass')).toEqual([]);
    expect(JSON.stringify(d)).not.toMatch(/placeholder/i);
  });

  it('uses the timeout from context', () => {
    const other = synth({ context: { finderJobTimeoutMinutes: '30' } });
    expect(JSON.stringify(other.template.toJSON())).toContain('\\"TimeoutSeconds\\":1800');
  });

  it('lets the start task write job rows and read the shared secret (it signs the provider call), nothing else', () => {
    const all = statementsOf(s, logicalIdOf(s.stack, s.stack.jobs.startTask)).flatMap(actions);
    expect(all).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'secretsmanager:GetSecretValue']));
    expect(all.filter((a) => /GetItem|Query|Scan|states:|bedrock:|s3:/.test(a))).toEqual([]);
  });

  it('grants states:StartExecution to the deep-search start route only, with the state machine in its environment', () => {
    const startRoute = fnId(s, 'POST /api/finder/jobs');
    const starters = Object.keys(resources(s.template, 'AWS::Lambda::Function')).filter((id) =>
      statementsOf(s, id).some((st) => actions(st).includes('states:StartExecution')),
    );
    expect(starters).toEqual([startRoute]);
    const statement = statementsOf(s, startRoute).find((st) => actions(st).includes('states:StartExecution'))!;
    expect(statement.Resource).toEqual({ Ref: logicalIdOf(s.stack, s.stack.jobs.stateMachine) });
    const props = s.template.toJSON().Resources[startRoute].Properties;
    expect(props.Environment.Variables.FINDER_STATE_MACHINE_ARN).toEqual({
      Ref: logicalIdOf(s.stack, s.stack.jobs.stateMachine),
    });
  });

  it('lets the webhook resume executions of this state machine only, write the job and its reels, push, and read its own secret', () => {
    const statements = statementsOf(s, fnId(s, 'POST /api/webhooks/finder'));
    const states = statements.filter((st) => actions(st).some((a) => a.startsWith('states:')));
    expect(states).toHaveLength(1);
    expect(actions(states[0]!).sort()).toEqual([
      'states:SendTaskFailure',
      'states:SendTaskHeartbeat',
      'states:SendTaskSuccess',
    ]);
    expect(states[0]!.Resource).toEqual({ Ref: logicalIdOf(s.stack, s.stack.jobs.stateMachine) });
    const all = statements.flatMap(actions);
    expect(all).not.toContain('states:StartExecution');
    expect(all).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'execute-api:ManageConnections']),
    );
    const secret = statements.find((st) => actions(st).includes('secretsmanager:GetSecretValue'))!;
    // and the origin header's, as every function behind the API (docs/INFRA-NOTES.md §origin-secret)
    expect(secret.Resource).toEqual([
      'arn:aws:secretsmanager:us-west-2:123456789012:secret:viraliza/dev/finder-webhook-??????',
      { Ref: logicalIdOf(s.stack, s.stack.originSecret.secret) },
    ]);
  });

  it('gives the webhook the secret name (not the value) and the secrets extension layer', () => {
    const props = s.template.toJSON().Resources[fnId(s, 'POST /api/webhooks/finder')].Properties;
    expect(props.Environment.Variables.FINDER_WEBHOOK_SECRET_NAME).toBe('viraliza/dev/finder-webhook');
    expect(JSON.stringify(props.Layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension-Arm64');
  });
});

describe('routes that call models, use images or Stripe get what they declare', () => {
  const routes: HttpRouteSpec[] = [
    route('GET /api/health', 'handlers/health/health.handler.ts', access({ table: 'none' }), { public: true }),
    route(
      'POST /api/scripts/generate',
      'handlers/profile/get-profile.handler.ts',
      access({ table: 'readWrite', realtime: true, textModel: true }),
      { throttle: 'generation' },
    ),
    route(
      'GET /api/images',
      'handlers/subscription/get-subscription.handler.ts',
      access({ table: 'read', images: 'read' }),
    ),
    route(
      'POST /api/images/generate',
      'handlers/accounts/custom-message.handler.ts',
      access({ table: 'readWrite', images: 'readWrite', imageModel: true }),
    ),
    route(
      'POST /api/billing/checkout',
      'handlers/realtime/ws-disconnect.handler.ts',
      access({ table: 'readWrite', secrets: ['stripe'] }),
    ),
    route('DELETE /api/scripts/{id}', 'handlers/accounts/post-confirmation.handler.ts', access({ table: 'write' })),
  ];
  let r: Synthesized;
  beforeAll(() => {
    r = synth({ httpRoutes: routes });
  });

  const bedrockStatements = (routeKey: string) =>
    statementsOf(r, fnId(r, routeKey)).filter((st) => actions(st).some((a) => a.startsWith('bedrock:')));

  it('serves path parameters and DELETE behind the authorizer', () => {
    r.template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'DELETE /api/scripts/{id}',
      AuthorizationType: 'JWT',
    });
  });

  it('lets text routes invoke exactly the configured text profile and its model, not the image model', () => {
    const statements = bedrockStatements('POST /api/scripts/generate');
    expect(
      statements
        .flatMap(actions)
        .every((a) => a === 'bedrock:InvokeModel' || a === 'bedrock:InvokeModelWithResponseStream'),
    ).toBe(true);
    expect(statements).toHaveLength(2);
    const direct = statements.find((st) => !st.Condition)!;
    expect([direct.Resource].flat()).toEqual([
      'arn:aws:bedrock:us-west-2:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
    ]);
    const viaProfile = statements.find((st) => st.Condition)!;
    expect(viaProfile.Resource).toBe('arn:aws:bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(viaProfile.Condition).toEqual({
      StringEquals: {
        'bedrock:InferenceProfileArn':
          'arn:aws:bedrock:us-west-2:123456789012:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0',
      },
    });
  });

  it('lets image routes invoke the configured image model only', () => {
    const statements = bedrockStatements('POST /api/images/generate');
    expect(statements.map((st) => [st.Resource, st.Condition])).toEqual([
      ['arn:aws:bedrock:us-west-2::foundation-model/stability.stable-image-core-v1:1', undefined],
    ]);
  });

  it('gives no Bedrock access to routes that declare no model', () => {
    for (const key of ['GET /api/health', 'GET /api/images', 'POST /api/billing/checkout', 'DELETE /api/scripts/{id}'])
      expect(bedrockStatements(key)).toEqual([]);
  });

  it('lets image routes read or read and write image objects, and no one else', () => {
    const s3 = (key: string) => actionsOf(r.template, fnId(r, key)).filter((a) => a.startsWith('s3:'));
    // Named one by one: no `s3:GetObject*`, `s3:List*` or `s3:GetBucket*` (docs/INFRA-NOTES.md §cdk-nag).
    expect(s3('GET /api/images').sort()).toEqual(['s3:GetObject']);
    expect(s3('POST /api/images/generate').sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    for (const key of ['GET /api/health', 'POST /api/scripts/generate', 'POST /api/billing/checkout'])
      expect(s3(key)).toEqual([]);
  });

  it('lets a route that declares the Stripe secret read it only, by name', () => {
    const statements = statementsOf(r, fnId(r, 'POST /api/billing/checkout')).filter((st) =>
      actions(st).includes('secretsmanager:GetSecretValue'),
    );
    const origin = { Ref: logicalIdOf(r.stack, r.stack.originSecret.secret) };
    expect(statements.map((st) => st.Resource)).toEqual([
      ['arn:aws:secretsmanager:us-west-2:123456789012:secret:viraliza/dev/stripe-??????', origin],
    ]);
    expect(
      r.template.toJSON().Resources[fnId(r, 'POST /api/billing/checkout')].Properties.Environment.Variables
        .STRIPE_SECRET_NAME,
    ).toBe('viraliza/dev/stripe');
    // the others read the origin header's secret alone (docs/INFRA-NOTES.md §origin-secret)
    for (const key of ['GET /api/health', 'POST /api/scripts/generate', 'GET /api/images']) {
      const reads = statementsOf(r, fnId(r, key)).filter((st) =>
        actions(st).some((a) => a.startsWith('secretsmanager:')),
      );
      expect(reads.map((st) => st.Resource)).toEqual([origin]);
    }
  });
});

describe('models come from context', () => {
  it('sets TEXT_WRITER, TEXT_MODEL_ID and IMAGE_MODEL_ID on every function', () => {
    for (const [, fn] of ourFunctions(s)) {
      expect((fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        TEXT_WRITER: 'bedrock',
        TEXT_MODEL_ID: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
        IMAGE_MODEL_ID: 'stability.stable-image-core-v1:1',
        IMAGES_BUCKET: { Ref: expect.stringMatching(/^ImagesBucket/) },
      });
    }
  });

  it('follows other ids given with -c, in the environment and in IAM', () => {
    const other = synth({
      context: { textModelId: 'us.amazon.nova-2-lite-v1:0', imageModelId: 'stability.stable-image-ultra-v1:1' },
      httpRoutes: [
        route(
          'POST /api/scripts/generate',
          'handlers/profile/get-profile.handler.ts',
          access({ table: 'none', textModel: true, imageModel: true }),
        ),
      ],
    });
    expect(other.json).toContain('inference-profile/us.amazon.nova-2-lite-v1:0');
    expect(other.json).toContain('foundation-model/stability.stable-image-ultra-v1:1');
    expect(other.json).not.toContain('claude-haiku');
  });

  it.each(['textModelId', 'imageModelId'])(
    'refuses to synthesize without %s in the context (no default in code)',
    (key) => {
      expect(() => synth({ context: { [key]: '' } })).toThrow(new RegExp(`"${key}" is required`));
    },
  );

  it.each(['*', 'anthropic.*', 'a/b', 'model id'])('refuses the model id %j, which could widen IAM', (id) => {
    expect(() => synth({ context: { textModelId: id } })).toThrow(/not a Bedrock model/);
  });
});

describe('images bucket', () => {
  const imagesBucket = () => s.template.toJSON().Resources[logicalIdOf(s.stack, s.stack.images.bucket)];

  it('is private, encrypted, TLS-only', () => {
    expect(imagesBucket().Properties).toMatchObject({
      ...PRIVATE_ENCRYPTED_BUCKET,
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    s.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logicalIdOf(s.stack, s.stack.images.bucket) },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('expires tmp/ and abandoned uploads after a day and tiers old images', () => {
    expect(imagesBucket().Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
        expect.objectContaining({ Transitions: [{ StorageClass: 'INTELLIGENT_TIERING', TransitionInDays: 30 }] }),
      ]),
    );
  });

  it('is destroyed, emptied first, with a dev stack', () => {
    expect(imagesBucket().DeletionPolicy).toBe('Delete');
    // the images, the site and the access-log buckets
    s.template.resourceCountIs('Custom::S3AutoDeleteObjects', 3);
  });
});

describe('site security headers', () => {
  interface HeadersPolicyConfig {
    SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } & Record<string, unknown>;
  }
  const policy = () =>
    Object.values(resources(s.template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties!
      .ResponseHeadersPolicyConfig as HeadersPolicyConfig;
  const csp = () => JSON.stringify(policy().SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);

  it('is attached to the distribution’s default behavior', () => {
    s.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('HostingSecurityHeaders') },
        }),
      }),
    });
  });

  it('sends HSTS, nosniff, DENY framing and a referrer policy, overriding the origin', () => {
    expect(policy().SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
  });

  it('has a CSP whose connect-src is the site itself (/api and /ws), Cognito, the hosted UI and the images bucket', () => {
    // the images bucket: a download fetches the presigned PNG so the file keeps its name (issue 14);
    // the APIs are behind the distribution (docs/INFRA-NOTES.md §edge), so no execute-api host
    expect(csp()).toMatch(
      /connect-src 'self' https:\/\/cognito-idp\.us-west-2\.amazonaws\.com https:\/\/viraliza-dev-[0-9a-f]{8}\.auth\.us-west-2\.amazoncognito\.com https:\/\/",\{"Fn::GetAtt":\["ImagesBucket[A-Z0-9]+","RegionalDomainName"\]\},";/,
    );
    expect(csp()).not.toContain('execute-api');
  });

  it('forbids framing, plugins and inline scripts but the hashed color-mode one, and allows the images bucket for img-src', () => {
    const value = csp();
    expect(value).toContain("frame-ancestors 'none'");
    expect(value).toContain("object-src 'none'");
    expect(value).toContain(`script-src 'self' '${COLOR_MODE_SCRIPT_HASH}';`);
    expect(value).not.toMatch(/script-src[^;]*unsafe/);
    expect(value).toMatch(
      /img-src 'self' data: blob: https:\/\/",\{"Fn::GetAtt":\["ImagesBucket[A-Z0-9]+","RegionalDomainName"\]\}/,
    );
  });
});

describe('observability', () => {
  const alarms = () => Object.values(resources(s.template, 'AWS::CloudWatch::Alarm'));

  it('sends every alarm to the one SNS topic', () => {
    s.template.resourceCountIs('AWS::SNS::Topic', 1);
    const topic = logicalIdOf(s.stack, s.stack.observability.topic);
    expect(alarms().length).toBeGreaterThan(0);
    for (const alarm of alarms()) expect(alarm.Properties?.AlarmActions).toEqual([{ Ref: topic }]);
  });

  it('takes alarms over TLS only, from this account’s CloudWatch alone', () => {
    const policies = Object.values(resources(s.template, 'AWS::SNS::TopicPolicy'));
    expect(policies).toHaveLength(1);
    const statements = (policies[0]!.Properties!.PolicyDocument as { Statement: Array<Record<string, unknown>> })
      .Statement;
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Action: 'sns:Publish',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
        expect.objectContaining({
          Effect: 'Allow',
          Action: 'sns:Publish',
          Principal: { Service: 'cloudwatch.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': expect.anything() } },
        }),
      ]),
    );
  });

  it('alarms on the HTTP API 5xx rate', () => {
    const alarm = alarms().find((a) => JSON.stringify(a.Properties?.Metrics).includes('"MetricName":"5xx"'))!;
    expect(alarm.Properties).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(alarm.Properties?.Metrics)).toContain('"MetricName":"Count"');
  });

  it('alarms on the errors of every one of our Lambdas, ten functions to an alarm (CloudWatch’s metric math limit)', () => {
    type Stat = { MetricStat?: { Metric: { MetricName: string; Dimensions: Array<{ Value: { Ref: string } }> } } };
    const groups = Object.entries(resources(s.template, 'AWS::CloudWatch::Alarm'))
      .filter(([id]) => id.includes('LambdaErrors'))
      .map(([, a]) => {
        expect(a.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
        return (a.Properties?.Metrics as Stat[])
          .filter((m) => m.MetricStat?.Metric.MetricName === 'Errors')
          .map((m) => m.MetricStat!.Metric.Dimensions[0]!.Value.Ref);
      });
    expect(groups.every((refs) => refs.length >= 1 && refs.length <= 10)).toBe(true);
    expect(groups.flat().sort()).toEqual(
      ourFunctions(s)
        .map(([id]) => id)
        .sort(),
    );
  });

  /** The alarm whose metric (or one of whose math metrics) has this name and these dimensions. */
  const alarmsOn = (metricName: string, dimensions: Record<string, unknown> = {}) =>
    alarms().filter((a) => {
      const p = a.Properties as Record<string, unknown>;
      const stats = [
        { MetricName: p.MetricName, Dimensions: p.Dimensions },
        ...((p.Metrics as Array<{ MetricStat?: { Metric: { MetricName: string; Dimensions?: unknown } } }>) ?? [])
          .filter((m) => m.MetricStat)
          .map((m) => m.MetricStat!.Metric),
      ];
      return stats.some(
        (m) =>
          m.MetricName === metricName &&
          Object.entries(dimensions).every(([Name, Value]) =>
            ((m.Dimensions ?? []) as Array<{ Name: string; Value: unknown }>).some(
              (d) => d.Name === Name && JSON.stringify(d.Value) === JSON.stringify(Value),
            ),
          ),
      );
    });
  const atLeastOnceIn5Minutes = {
    Threshold: 1,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    EvaluationPeriods: 1,
  };

  it('alarms on a handled 5xx of any HTTP route, the EMF line of the handler wrapper (docs/INFRA-NOTES.md §operations)', () => {
    const found = alarmsOn(API_METRICS.serverErrors, { Stage: 'dev' }).filter(
      (a) => a.Properties?.Namespace === API_METRICS.namespace,
    );
    expect(found).toHaveLength(1);
    // the stage's total: every route's line is in the [Stage] set (functions/src/core/metrics.ts emfFields)
    expect(found[0]!.Properties?.Dimensions).toEqual([{ Name: 'Stage', Value: 'dev' }]);
    expect(found[0]!.Properties).toMatchObject({ ...atLeastOnceIn5Minutes, Statistic: 'Sum', Period: 300 });
    const body = JSON.stringify(
      Object.values(resources(s.template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties?.DashboardBody,
    );
    expect(body).toContain('{Viraliza/Api,Stage,Route} Stage=');
  });

  it('alarms on a refused or failed delivery of the Stripe and finder webhooks (4xx, 5xx or a crash)', () => {
    for (const routeKey of ['POST /api/webhooks/stripe', 'POST /api/webhooks/finder']) {
      const found = alarmsOn(API_METRICS.clientErrors, { Route: routeKey });
      expect([routeKey, found.length]).toEqual([routeKey, 1]);
      const metrics = JSON.stringify(found[0]!.Properties?.Metrics);
      expect(metrics).toContain(`"MetricName":"${API_METRICS.serverErrors}"`);
      expect(metrics).toContain('"MetricName":"Errors"');
      expect(found[0]!.Properties).toMatchObject(atLeastOnceIn5Minutes);
    }
  });

  it('alarms on the p95 duration of each model route', () => {
    const p95 = alarms().filter((a) => a.Properties?.ExtendedStatistic === 'p95');
    const watched = p95.map((a) => (a.Properties?.Dimensions as Array<{ Value: { Ref: string } }>)[0]!.Value.Ref);
    expect(watched.sort()).toEqual(s.stack.api.modelRoutes.map((k) => fnId(s, k)).sort());
    expect(watched).toContain(fnId(s, 'POST /api/scripts/generate'));
    for (const a of p95)
      expect(a.Properties).toMatchObject({
        MetricName: 'Duration',
        Threshold: MODEL_ROUTE_P95_MS,
        EvaluationPeriods: 2,
      });
  });

  it('alarms on Lambda throttles (the account’s concurrency), DynamoDB throttles and Bedrock throttles and errors per model', () => {
    const lambda = alarmsOn('Throttles').filter((a) => a.Properties?.Namespace === 'AWS/Lambda');
    expect(lambda).toHaveLength(1);
    expect(lambda[0]!.Properties).toMatchObject({ ...atLeastOnceIn5Minutes, Statistic: 'Sum' });
    expect(lambda[0]!.Properties?.Dimensions).toBeUndefined();

    const table = { TableName: { Ref: logicalIdOf(s.stack, s.stack.data.table) } };
    const dynamo = alarmsOn('ReadThrottleEvents', table);
    expect(dynamo).toHaveLength(1);
    expect(alarmsOn('WriteThrottleEvents', table)).toEqual(dynamo);
    expect(dynamo[0]!.Properties).toMatchObject(atLeastOnceIn5Minutes);

    for (const modelId of s.stack.models.modelIds) {
      expect([modelId, alarmsOn('InvocationThrottles', { ModelId: modelId }).length]).toEqual([modelId, 1]);
      const errors = alarmsOn('InvocationServerErrors', { ModelId: modelId });
      expect(errors).toHaveLength(1);
      expect(alarmsOn('InvocationClientErrors', { ModelId: modelId })).toEqual(errors);
      expect(errors[0]!.Properties).toMatchObject(atLeastOnceIn5Minutes);
    }
  });

  it('graphs the business figures per day: sign-ups, checkouts and credits spent, for this stage', () => {
    const body = JSON.stringify(
      Object.values(resources(s.template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties?.DashboardBody,
    );
    for (const name of [BUSINESS_METRICS.signUps, BUSINESS_METRICS.checkouts, BUSINESS_METRICS.creditsSpent])
      expect(body).toContain(`[\\"${BUSINESS_METRICS.namespace}\\",\\"${name}\\",\\"Stage\\",\\"dev\\"`);
    expect(body).toContain('\\"period\\":86400');
  });

  it('alarms on failed or timed-out finder executions', () => {
    const alarm = alarms().find((a) => JSON.stringify(a.Properties?.Metrics ?? '').includes('ExecutionsFailed'))!;
    expect(JSON.stringify(alarm.Properties?.Metrics)).toContain('ExecutionsTimedOut');
    expect(alarm.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  it('has a dashboard with API, Lambda, DynamoDB, Bedrock, Step Functions and WebSocket figures', () => {
    const body = JSON.stringify(
      Object.values(resources(s.template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties?.DashboardBody,
    );
    for (const metric of [
      '\\"AWS/ApiGateway\\",\\"4xx\\"',
      '\\"AWS/ApiGateway\\",\\"5xx\\"',
      '\\"AWS/ApiGateway\\",\\"Latency\\"',
      '\\"AWS/Lambda\\",\\"Errors\\"',
      '\\"AWS/Lambda\\",\\"Duration\\"',
      '\\"AWS/Lambda\\",\\"Throttles\\"',
      '\\"AWS/Lambda\\",\\"ConcurrentExecutions\\"',
      '\\"AWS/DynamoDB\\",\\"ReadThrottleEvents\\"',
      '\\"AWS/DynamoDB\\",\\"WriteThrottleEvents\\"',
      '\\"AWS/Bedrock\\",\\"InvocationLatency\\"',
      '\\"AWS/Bedrock\\",\\"InvocationServerErrors\\"',
      '\\"AWS/States\\",\\"ExecutionsFailed\\"',
      '\\"AWS/ApiGateway\\",\\"ConnectCount\\"',
    ]) {
      expect(body).toContain(metric);
    }
  });

  it('graphs the generation worker’s duration p50 and p95 and its failures per writer (its EMF metrics)', () => {
    // the body is a Fn::Join of JSON text and tokens (the region, ids): tokens as placeholders, then parsed
    const join = Object.values(resources(s.template, 'AWS::CloudWatch::Dashboard'))[0]!.Properties?.DashboardBody as {
      'Fn::Join': [string, unknown[]];
    };
    const text = join['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'TOKEN')).join('');
    const widgets = (JSON.parse(text) as { widgets: Array<{ properties: { title?: string; metrics?: unknown[] } }> })
      .widgets;
    const metricsOf = (title: string) => widgets.find((w) => w.properties.title === title)?.properties.metrics;
    const { namespace, duration, failed, writer, stage } = GENERATION_METRICS;

    // this stage's figures only: the worker logs its stage as a dimension of every set
    expect(metricsOf('Generations: duration (ms)')).toEqual([
      [namespace, duration, stage, 'dev', { label: 'p50', stat: 'p50' }],
      [namespace, duration, stage, 'dev', { label: 'p95', stat: 'p95' }],
    ]);
    expect(metricsOf('Generations: failures per writer')).toContainEqual([
      {
        label: 'failures',
        expression: `SEARCH('{${namespace},${stage},${writer}} ${stage}="dev" MetricName="${failed}"', 'Sum', 300)`,
      },
    ]);
    const worker = s.template.toJSON().Resources[logicalIdOf(s.stack, s.stack.generationWorker.fn)];
    expect(worker.Properties.Environment.Variables.STAGE).toBe('dev');
  });

  it('subscribes an e-mail to the topic only when alarmEmail is given', () => {
    s.template.resourceCountIs('AWS::SNS::Subscription', 0);
    const other = synth({ context: { alarmEmail: 'ops@example.com' } });
    other.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('outputs where the dashboard is', () => {
    expect(s.template.toJSON().Outputs.DashboardUrl.Value).toBe(
      'https://us-west-2.console.aws.amazon.com/cloudwatch/home?region=us-west-2#dashboards/dashboard/viraliza-dev',
    );
  });
});

describe('secrets stay out of code, cdk.json and the template', () => {
  const SECRET_SHAPES =
    /sk_(live|test)_[0-9a-zA-Z]{8,}|whsec_[0-9a-zA-Z]{8,}|GOCSPX-[0-9A-Za-z_-]{8,}|rk_(live|test)_[0-9a-zA-Z]{8,}/;

  it('creates one secret, the origin header’s, whose value Secrets Manager generates; reads the others by name', () => {
    // docs/INFRA-NOTES.md §origin-secret: no value in the template, only a generation spec.
    s.template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    s.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      SecretString: Match.absent(),
    });
    // The other dynamic references are Google's, so with Google on (first-deploy.test.ts).
    const google = synth({ context: { googleSignIn: 'true' } });
    google.template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    const refs = google.json.match(/\{\{resolve:secretsmanager:[^}]+\}\}/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs)
      expect(ref).toMatch(
        /^\{\{resolve:secretsmanager:viraliza\/dev\/google-oauth:SecretString:client(Id|Secret)::\}\}$/,
      );
    // The origin header's reference is split by its Ref (Fn::Join), so the pattern above never sees it.
    expect(google.json).toContain('"{{resolve:secretsmanager:",{"Ref":"OriginSecret');
  });

  it('has no secret-shaped string in the template or cdk.json', () => {
    expect(s.json).not.toMatch(SECRET_SHAPES);
    expect(fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')).not.toMatch(SECRET_SHAPES);
  });

  it('has no secret-shaped string in infra/ or functions/src/', () => {
    const files = ['infra/lib', 'infra/bin', 'functions/src'].flatMap((dir) =>
      (fs.readdirSync(path.join(REPO_ROOT, dir), { recursive: true }) as string[])
        .filter((f) => f.endsWith('.ts'))
        .map((f) => path.join(REPO_ROOT, dir, f)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect([file, fs.readFileSync(file, 'utf8').match(SECRET_SHAPES)?.[0]]).toEqual([file, undefined]);
  });

  it('detects a secret-shaped string (guards the pattern)', () => {
    expect('STRIPE=sk_live_51Habcdefgh').toMatch(SECRET_SHAPES);
    expect('whsec_1234567890abcdef').toMatch(SECRET_SHAPES);
  });
});

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { access, HTTP_ROUTES } from '../../functions/src/routes';
import { actionsOf, logicalIdOf, resources, route, synth, type Synthesized } from './support/synth';

// Everything here reads the template only, so Lambdas are not bundled (~0.3 s per stack instead of ~8 s).

describe('prod stage', () => {
  let prod: Synthesized;
  beforeAll(() => {
    prod = synth({ stage: 'prod' });
  });

  it('retains the table and protects it from deletion', () => {
    prod.template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
  });

  it('retains the user pool, the site bucket, the images bucket and the access-log bucket', () => {
    prod.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    const buckets = resources(prod.template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets).sort()).toEqual(
      [prod.stack.hosting.bucket, prod.stack.images.bucket, prod.stack.logs.bucket]
        .map((b) => logicalIdOf(prod.stack, b))
        .sort(),
    );
    for (const bucket of Object.values(buckets))
      expect([bucket.DeletionPolicy, bucket.UpdateReplacePolicy]).toEqual(['Retain', 'Retain']);
    prod.template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('keeps the finder state machine logs, the API access logs and the log bucket’s files for three months too', () => {
    prod.template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      LoggingConfiguration: Match.objectLike({ Level: 'ALL' }),
    });
    prod.template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    prod.template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([{ Id: 'expire-logs', Status: 'Enabled', ExpirationInDays: 90 }]),
      },
    });
  });

  it('reads the prod Stripe and finder webhook secrets by name', () => {
    const s = synth({
      stage: 'prod',
      httpRoutes: [
        route(
          'POST /api/webhooks/finder',
          'handlers/jobs/finder-webhook.handler.ts',
          access({ table: 'read', secrets: ['finderWebhook'], jobs: 'callback' }),
          { public: true },
        ),
        route(
          'POST /api/billing/checkout',
          'handlers/profile/get-profile.handler.ts',
          access({ table: 'none', secrets: ['stripe'] }),
        ),
      ],
    });
    expect(s.json).toContain('secret:viraliza/prod/finder-webhook-??????');
    expect(s.json).toContain('secret:viraliza/prod/stripe-??????');
    expect(s.json).not.toContain('viraliza/dev/');
  });

  it('keeps Lambda logs for three months and reads the prod Google secret once Google is on', () => {
    prod.template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    const google = synth({ stage: 'prod', context: { googleSignIn: 'true' } });
    expect(google.json).toContain('{{resolve:secretsmanager:viraliza/prod/google-oauth:SecretString:clientSecret::}}');
  });
});

describe('model-backed routes', () => {
  // Health and script generation from the real table: one generation route among others.
  const routes = HTTP_ROUTES.filter((r) =>
    ['handlers/health/health.handler.ts', 'handlers/scripts/generate-script.handler.ts'].includes(r.entry),
  );
  let s: Synthesized;
  beforeAll(() => {
    s = synth({ httpRoutes: routes });
  });

  it('get a stricter per-route throttle, after the route exists', () => {
    const stage = Object.entries(resources(s.template, 'AWS::ApiGatewayV2::Stage')).find(
      ([, r]) => r.Properties?.StageName === '$default',
    )!;
    expect(stage[1].Properties?.RouteSettings).toEqual({
      'POST /api/scripts/generate': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 4 },
    });
    const throttled = Object.entries(resources(s.template, 'AWS::ApiGatewayV2::Route')).find(
      ([, r]) => r.Properties?.RouteKey === 'POST /api/scripts/generate',
    )!;
    expect((s.template.toJSON().Resources[stage[0]].DependsOn ?? []) as string[]).toContain(throttled[0]);
  });

  it('may run up to 29 s and start their worker, which gets the WebSocket rights (the route pushes nothing)', () => {
    const fn = s.stack.api.functions['POST /api/scripts/generate']!;
    const id = logicalIdOf(s.stack, fn);
    const props = s.template.toJSON().Resources[id].Properties;
    expect(props.Timeout).toBe(29);
    expect(props.Environment.Variables.WS_MANAGEMENT_ENDPOINT).toBeUndefined();
    expect(actionsOf(s.template, id)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'lambda:InvokeFunction']));
    expect(actionsOf(s.template, id)).not.toContain('execute-api:ManageConnections');
    const worker = logicalIdOf(s.stack, s.stack.generationWorker.fn);
    const workerProps = s.template.toJSON().Resources[worker].Properties;
    expect(JSON.stringify(workerProps.Environment.Variables.WS_MANAGEMENT_ENDPOINT)).toContain('RealtimeApi');
    expect(actionsOf(s.template, worker)).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 'execute-api:ManageConnections']),
    );
  });
});

describe('web deployment', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-web-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'assets', 'app-abc123.js'),
      'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
    );
    // Source maps carry the full source text: built for local debugging, never uploaded.
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map'), '{"sourcesContent":["segredo"]}');
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.css.map'), '{}');
    fs.writeFileSync(path.join(dir, 'top.map'), '{}');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('uploads the build, then index.html with a config.json naming this stage’s endpoints', () => {
    const s = synth({ webDistDir: dir });
    const deployments = Object.values(resources(s.template, 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    const entry = deployments.find((d) => d.Properties?.Prune === false)!;
    expect(entry.Properties).toMatchObject({
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    const markers = JSON.stringify(entry.Properties?.SourceMarkers);
    for (const ref of ['AuthUserPool', 'WebClient']) expect(markers).toContain(ref);
    // The APIs are /api and /ws on the site itself (docs/INFRA-NOTES.md §edge): config.json names neither host.
    expect(markers).not.toMatch(/ApiHttpApi|RealtimeApi/);

    const assets = deployments.find((d) => d !== entry)!;
    expect(assets.Properties).toMatchObject({
      Exclude: ['index.html', 'config.json'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('stages the assets without any .map file, and lets prune delete maps an older deployment left', () => {
    const s = synth({ webDistDir: dir });
    const assembly = s.app.synth();
    const staged = fs
      .readdirSync(assembly.directory)
      .map((d) => path.join(assembly.directory, d))
      .filter((d) => path.basename(d).startsWith('asset.') && fs.existsSync(path.join(d, 'assets', 'app-abc123.js')));
    expect(staged).toHaveLength(1);
    const files = fs
      .readdirSync(staged[0]!, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(staged[0]!, path.join(e.parentPath, e.name)));
    expect(files).toEqual([path.join('assets', 'app-abc123.js')]);
    const assets = Object.values(resources(s.template, 'Custom::CDKBucketDeployment')).find(
      (d) => d.Properties?.Prune !== false,
    )!;
    // Not in the deployment's own exclude list: that would also keep prune from deleting old maps.
    expect(JSON.stringify(assets.Properties?.Exclude)).not.toContain('.map');
  });

  it('config.json matches the SPA runtime-config schema', () => {
    const s = synth({ webDistDir: dir });
    expect(s.stack.runtimeConfig).toMatchObject({
      mode: 'aws',
      region: 'us-west-2',
      auth: {
        googleEnabled: false,
        oauthDomain: expect.stringMatching(/^viraliza-dev-[0-9a-f]{8}\.auth\.us-west-2\.amazoncognito\.com$/),
      },
    });
    // the site's own origin, as in local mode (docs/INFRA-NOTES.md §edge)
    expect(s.stack.runtimeConfig).toMatchObject({ apiUrl: '/api', wsUrl: '/ws' });
  });
});

describe('context', () => {
  it('drops localhost from CORS and OAuth redirects when allowLocalhost is false', () => {
    const s = synth({ context: { allowLocalhost: 'false' } });
    expect(s.json).not.toContain('localhost');
  });

  it('rejects an unknown stage', () => {
    expect(() => synth({ context: { stage: 'staging' } })).toThrow(/"dev" or "prod"/);
  });
});

describe('Stripe price ids (docs/INFRA-NOTES.md §stripe)', () => {
  const checkoutRoute = () =>
    route(
      'POST /api/billing/checkout',
      'handlers/billing/create-checkout.handler.ts',
      access({ table: 'read', secrets: ['stripe'] }),
    );
  const envOf = (s: Synthesized) =>
    s.template.toJSON().Resources[logicalIdOf(s.stack, s.stack.api.functions['POST /api/billing/checkout']!)].Properties
      .Environment.Variables as Record<string, unknown>;

  it('gives the HTTP functions the price ids set in context and where checkout returns', () => {
    const s = synth({
      httpRoutes: [checkoutRoute()],
      context: { stripePriceProMonthly: 'price_A1', stripePriceEnterpriseYearly: 'price_B2' },
    });
    const env = envOf(s);
    expect(env).toMatchObject({ STRIPE_PRICE_PRO_MONTHLY: 'price_A1', STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_B2' });
    expect(env.STRIPE_PRICE_PRO_YEARLY).toBeUndefined();
    expect(JSON.stringify(env.APP_URL)).toContain('DomainName');
  });

  it('refuses a context value that is not a price id', () => {
    expect(() => synth({ httpRoutes: [checkoutRoute()], context: { stripePriceProYearly: 'prod_123' } })).toThrow(
      'Context "stripePriceProYearly" "prod_123" is not a Stripe price id',
    );
  });
});

describe('the Viral Finder’s YouTube key (docs/INFRA-NOTES.md §finder)', () => {
  const searchEnv = (s: Synthesized) => {
    const fn = s.stack.api.functions['POST /api/finder/search']!;
    const props = s.template.toJSON().Resources[logicalIdOf(s.stack, fn)].Properties;
    return (props.Environment?.Variables ?? {}) as Record<string, unknown>;
  };

  it('reaches the search route alone, from the context', () => {
    const s = synth({ context: { youtubeApiKey: 'AIza-chave-de-teste' } });
    expect(searchEnv(s).YOUTUBE_API_KEY).toBe('AIza-chave-de-teste');
    const others = Object.entries(s.stack.api.functions).filter(([k]) => k !== 'POST /api/finder/search');
    for (const [, fn] of others) {
      const vars = s.template.toJSON().Resources[logicalIdOf(s.stack, fn)].Properties.Environment?.Variables ?? {};
      expect(vars.YOUTUBE_API_KEY).toBeUndefined();
    }
  });

  it('is absent without the context (the search then answers a pt-BR 503)', () => {
    expect(searchEnv(synth()).YOUTUBE_API_KEY).toBeUndefined();
  });
});

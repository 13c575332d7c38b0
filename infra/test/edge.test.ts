import * as vm from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { stageConfigFromContext } from '../lib/config';
import { viewerRequestFunctionCode } from '../lib/constructs/hosting';
import { EdgeStack } from '../lib/edge-stack';
import { ViralizaStack } from '../lib/viraliza-stack';
import cdkJson from '../../cdk.json';
import { COGNITO_TRIGGERS, HTTP_ROUTES, WEBSOCKET_ROUTES } from '../../functions/src/routes';
import { ORIGIN_HEADER } from '../../functions/src/http/origin';
import { WEBHOOKS_PATH_PREFIX } from '../lib/constructs/web-acl';
import { logicalIdOf, resources, statementsOf, synth, type Synthesized } from './support/synth';

// docs/INFRA-NOTES.md §edge, §waf, §mail: one origin for the browser, the web ACL, Cognito's mail.

/** CloudFront's managed policies, by the ids CloudFormation names them with. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  FunctionAssociations?: unknown[];
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Array<{
    Id: string;
    DomainName: unknown;
    OriginPath?: string;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
    OriginCustomHeaders?: Array<{ HeaderName: string; HeaderValue: unknown }>;
  }>;
  CustomErrorResponses?: unknown;
  WebACLId?: unknown;
}

function distributionOf(s: Synthesized): DistributionConfig {
  return (
    Object.values(resources(s.template, 'AWS::CloudFront::Distribution'))[0]!.Properties as {
      DistributionConfig: DistributionConfig;
    }
  ).DistributionConfig;
}

function behaviour(config: DistributionConfig, pattern: string) {
  const b = config.CacheBehaviors.find((x) => x.PathPattern === pattern);
  if (!b) throw new Error(`no ${pattern} behaviour`);
  return { ...b, origin: config.Origins.find((o) => o.Id === b.TargetOriginId)! };
}

describe('the APIs behind the distribution', () => {
  let dev: Synthesized;
  let prod: Synthesized;
  beforeAll(() => {
    dev = synth();
    prod = synth({ stage: 'prod' });
  });

  it.each(['dev', 'prod'] as const)(
    '%s: /api/* goes to the HTTP API, uncached, every viewer header but Host, all methods',
    (stage) => {
      const s = stage === 'dev' ? dev : prod;
      const api = behaviour(distributionOf(s), '/api/*');
      expect(JSON.stringify(api.origin.DomainName)).toMatch(
        /"Ref":"ApiHttpApi[A-Z0-9]+"\},"\.execute-api\.us-west-2\./,
      );
      expect(api.origin.OriginPath ?? '').toBe('');
      expect(api.origin.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
      expect(api).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ViewerProtocolPolicy: 'https-only',
      });
      expect([...api.AllowedMethods].sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
      expect(api.FunctionAssociations ?? []).toEqual([]);
    },
  );

  it('/ws goes to the WebSocket API, whose stage is named like the path (API Gateway takes no path after the stage)', () => {
    const ws = behaviour(distributionOf(prod), '/ws');
    expect(JSON.stringify(ws.origin.DomainName)).toMatch(/"Ref":"RealtimeApi[A-Z0-9]+"\},"\.execute-api\.us-west-2\./);
    expect(ws.origin.OriginPath ?? '').toBe('');
    expect(ws).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect(ws.FunctionAssociations ?? []).toEqual([]);
    prod.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: Match.stringLikeRegexp('^RealtimeApi') },
      StageName: 'ws',
    });
  });

  it('has no distribution-wide error page that would turn an API 403/404 into index.html', () => {
    const config = distributionOf(prod);
    expect(config.CustomErrorResponses).toBeUndefined();
    // The page routing runs on the default behaviour only.
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
  });

  it('config.json names /api and /ws on the site itself, as local mode does', () => {
    expect(prod.stack.runtimeConfig).toMatchObject({ apiUrl: '/api', wsUrl: '/ws' });
    expect(JSON.stringify(prod.template.toJSON().Outputs.ApiUrl.Value)).toMatch(/HostingDistribution.*"\/api"/);
    // The output keeps the hosts, for a local web build pointed at the stage.
    const output = JSON.stringify(prod.template.toJSON().Outputs.RuntimeConfig.Value);
    expect(output).toMatch(
      /\\"apiUrl\\":\\"https:\/\/",\{"Fn::GetAtt":\["HostingDistribution[A-Z0-9]+","DomainName"\]\},"\/api\\"/,
    );
    expect(output).toMatch(
      /\\"wsUrl\\":\\"wss:\/\/",\{"Fn::GetAtt":\["HostingDistribution[A-Z0-9]+","DomainName"\]\},"\/ws\\"/,
    );
  });

  it('prod has no CORS at all; dev allows only localhost:3000 (a local web build against dev)', () => {
    const httpApi = (s: Synthesized) =>
      Object.values(resources(s.template, 'AWS::ApiGatewayV2::Api')).find(
        (a) => a.Properties?.ProtocolType === 'HTTP',
      )!;
    expect(httpApi(prod).Properties?.CorsConfiguration).toBeUndefined();
    expect(httpApi(dev).Properties?.CorsConfiguration).toMatchObject({ AllowOrigins: ['http://localhost:3000'] });
  });

  it('the CSP connects to the site itself and Cognito, never to an execute-api host', () => {
    const policy = Object.values(resources(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
    const csp = JSON.stringify(policy.Properties);
    expect(csp).toContain("connect-src 'self' https://cognito-idp.us-west-2.amazonaws.com");
    expect(csp).not.toContain('execute-api');
  });
});

describe('only the distribution reaches the APIs (docs/INFRA-NOTES.md §origin-secret)', () => {
  let s: Synthesized;
  let secretId: string;
  beforeAll(() => {
    s = synth({ stage: 'prod' });
    secretId = Object.keys(resources(s.template, 'AWS::SecretsManager::Secret'))[0]!;
  });

  it('makes one secret, generated by Secrets Manager: no value in the template', () => {
    s.template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    s.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
      Name: Match.absent(),
      SecretString: Match.absent(),
    });
  });

  it.each(['/api/*', '/ws'])('the %s origin sends the header from a dynamic reference to that secret', (pattern) => {
    const { origin } = behaviour(distributionOf(s), pattern);
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_HEADER,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] },
      },
    ]);
  });

  it('the site bucket gets no header', () => {
    const config = distributionOf(s);
    const site = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId)!;
    expect(site.OriginCustomHeaders).toBeUndefined();
  });

  it('/api/* and /ws forward CloudFront-Viewer-Address: the managed AllViewerExceptHostHeader policy includes it', () => {
    for (const pattern of ['/api/*', '/ws'])
      expect(behaviour(distributionOf(s), pattern).OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
  });

  it('every function behind an API, and only those, can read it and knows its ARN', () => {
    const { api, realtime, auth, jobs, generationWorker } = s.stack;
    const behind = [...HTTP_ROUTES.map((r) => api.functions[`${r.method} ${r.path}`]!), realtime.functions.$connect!];
    const notBehind = [
      ...WEBSOCKET_ROUTES.filter((r) => r.routeKey !== '$connect').map((r) => realtime.functions[r.routeKey]!),
      ...Object.keys(COGNITO_TRIGGERS).map((k) => auth.triggers[k as keyof typeof COGNITO_TRIGGERS]!),
      jobs.startTask,
      generationWorker.fn,
    ];
    expect(behind.length + notBehind.length).toBe(s.stack.functions.created.length);
    const resourcesOf = (fn: (typeof behind)[number]) => {
      const id = logicalIdOf(s.stack, fn);
      const reads = statementsOf(s.template, id)
        .filter((st) => [st.Action].flat().includes('secretsmanager:GetSecretValue'))
        .flatMap((st) => [st.Resource].flat());
      const env = s.template.toJSON().Resources[id].Properties.Environment.Variables as Record<string, unknown>;
      return { reads, env: env.ORIGIN_SECRET_ID, layers: s.template.toJSON().Resources[id].Properties.Layers };
    };
    for (const fn of behind) {
      const got = resourcesOf(fn);
      expect(got.reads).toContainEqual({ Ref: secretId });
      expect(got.env).toEqual({ Ref: secretId });
      // the Parameters and Secrets extension, through which it is read
      expect(JSON.stringify(got.layers)).toContain('AWS-Parameters-and-Secrets-Lambda-Extension');
    }
    for (const fn of notBehind) {
      const got = resourcesOf(fn);
      expect(got.reads).not.toContainEqual({ Ref: secretId });
      expect(got.env).toBeUndefined();
    }
  });

  it('the webhook outputs are on the site: the API’s own host refuses them', () => {
    const outputs = s.template.toJSON().Outputs;
    for (const [key, path] of [
      ['StripeWebhookUrl', '/api/webhooks/stripe'],
      ['FinderWebhookUrl', '/api/webhooks/finder'],
    ] as const) {
      const value = JSON.stringify(outputs[key].Value);
      expect(value).toMatch(/HostingDistribution/);
      expect(value).toContain(path);
      expect(value).not.toContain('execute-api');
    }
  });
});

describe('the page-routing function (cloudfront-js-2.0)', () => {
  const code = viewerRequestFunctionCode({
    routes: { '/': 'index.html', '/precos': 'precos/index.html' },
    shell: 'app.html',
  });
  const handler = vm.runInNewContext(`${code}\nhandler`, {}) as (event: unknown) => { uri: string };
  const routed = (uri: string) => handler({ request: { method: 'GET', uri, querystring: {}, headers: {} } }).uri;

  it.each(['/api', '/api/profile', '/api/generations/abc', '/api/webhooks/stripe', '/ws'])(
    'leaves %s untouched (an API answer is never replaced by a page)',
    (uri) => expect(routed(uri)).toBe(uri),
  );

  it.each([
    ['/painel', '/app.html'],
    ['/precos/', '/precos/index.html'],
    ['/apis', '/app.html'],
    ['/wsx', '/app.html'],
    ['/assets/app-1a2b.js', '/assets/app-1a2b.js'],
  ])('still routes pages: %s -> %s', (uri, expected) => expect(routed(uri)).toBe(expected));
});

describe('WAF (docs/INFRA-NOTES.md §waf)', () => {
  it('prod in us-west-2: a CLOUDFRONT web ACL in a us-east-1 edge stack, its ARN on the distribution', () => {
    const s = synth({ stage: 'prod' });
    expect(s.edge).toBeDefined();
    expect(s.edge!.region).toBe('us-east-1');
    expect(s.stack.dependencies).toContain(s.edge);
    const edge = Template.fromStack(s.edge!);
    edge.resourceCountIs('AWS::WAFv2::WebACL', 1);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: { RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP', Limit: 2000 }) },
          Action: { Block: {} },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
      ]),
    });
    s.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    expect(JSON.stringify(distributionOf(s).WebACLId)).toMatch(/GetStackOutput.*"Region":"us-east-1"/);
  });

  it('the rate rule does not count the webhooks (their senders deliver from a few addresses, signed)', () => {
    const edge = Template.fromStack(synth({ stage: 'prod' }).edge!);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RatePerIp',
          Statement: {
            RateBasedStatement: Match.objectLike({
              ScopeDownStatement: {
                NotStatement: {
                  Statement: {
                    ByteMatchStatement: {
                      FieldToMatch: { UriPath: {} },
                      PositionalConstraint: 'STARTS_WITH',
                      SearchString: WEBHOOKS_PATH_PREFIX,
                      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
                    },
                  },
                },
              },
            }),
          },
        }),
      ]),
    });
    expect(HTTP_ROUTES.filter((r) => r.path.startsWith(WEBHOOKS_PATH_PREFIX)).map((r) => r.path)).toEqual([
      '/api/webhooks/finder',
      '/api/webhooks/stripe',
    ]);
  });

  it('the edge stack passes CloudFormation’s own validation (the other tests skip it for speed)', () => {
    const app = new App({ context: { ...cdkJson.context, stage: 'prod' } });
    new EdgeStack(app, 'Viraliza-prod-edge', {
      env: { account: '123456789012', region: 'us-east-1' },
      stage: 'prod',
      rateLimit: 2000,
    });
    expect(() => app.synth()).not.toThrow();
  });

  it('prod with -c waf=false: no ACL, no edge stack', () => {
    const s = synth({ stage: 'prod', context: { waf: 'false' } });
    expect(s.edge).toBeUndefined();
    expect(distributionOf(s).WebACLId).toBeUndefined();
    expect(s.app.node.children.filter((c) => c instanceof ViralizaStack)).toHaveLength(1);
  });

  it('dev: off by default', () => {
    const s = synth();
    expect(s.edge).toBeUndefined();
    expect(distributionOf(s).WebACLId).toBeUndefined();
  });

  it('-c wafRateLimit sets the rate', () => {
    const s = synth({ context: { waf: 'true', wafRateLimit: '500' } });
    Template.fromStack(s.edge!).hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({ Statement: { RateBasedStatement: Match.objectLike({ Limit: 500 }) } }),
      ]),
    });
  });

  it('refuses a stack with waf on but no ACL from the edge stack', () => {
    const app = new App({ context: { ...cdkJson.context, stage: 'prod', 'aws:cdk:bundling-stacks': [] } });
    expect(
      () =>
        new ViralizaStack(app, 'Alone', {
          env: { account: '123456789012', region: 'us-west-2' },
          config: stageConfigFromContext(app.node),
          webDistDir: false,
        }),
    ).toThrow(/web ACL lives in us-east-1, in the edge stack/);
  });
});

describe('Cognito mail (docs/INFRA-NOTES.md §mail)', () => {
  it('without sesFromAddress: Cognito’s own sender', () => {
    const s = synth({ stage: 'prod' });
    const pool = Object.values(resources(s.template, 'AWS::Cognito::UserPool'))[0]!;
    expect(JSON.stringify(pool.Properties?.EmailConfiguration ?? {})).not.toContain('DEVELOPER');
  });

  it('with -c sesFromAddress: SES, from that verified identity', () => {
    const s = synth({ stage: 'prod', context: { sesFromAddress: 'nao-responda@viraliza.app' } });
    s.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Viraliza <nao-responda@viraliza.app>',
        SourceArn: Match.anyValue(),
      }),
    });
    expect(JSON.stringify(s.template.toJSON())).toContain('identity/nao-responda@viraliza.app');
  });

  it('refuses a sender that is not an e-mail address', () => {
    expect(() => synth({ stage: 'prod', context: { sesFromAddress: 'viraliza.app' } })).toThrow(/sesFromAddress/);
  });
});

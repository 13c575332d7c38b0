import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Aws } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { imageModelFamily } from '../../functions/src/adapters/images/image-model-family';
import { BEDROCK_MODELS, checkModelRegion } from '../lib/bedrock-models';
import { authDomainPrefixFor, DEFAULT_WEB_DIST } from '../lib/config';
import { missingWebBuildMessage } from '../lib/constructs/hosting';
import cdkJson from '../../cdk.json';
import { resources, synth, type Synthesized } from './support/synth';

// docs/INFRA-NOTES.md §first-deploy: what a first `cdk deploy` into a new account needs. Templates
// only, so no Lambda is bundled.

describe('Google sign-in is optional', () => {
  let dev: Synthesized;
  beforeAll(() => {
    dev = synth();
  });

  it('is off by default: no provider, no secret read, e-mail only, and config.json says so', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    expect(dev.json).not.toContain('google-oauth');
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO'] });
    expect(dev.stack.runtimeConfig.auth.googleEnabled).toBe(false);
  });

  it('with -c googleSignIn=true, federates Google from the secret and config.json enables the button', () => {
    const s = synth({ context: { googleSignIn: 'true' } });
    s.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_secret: '{{resolve:secretsmanager:viraliza/dev/google-oauth:SecretString:clientSecret::}}',
      }),
    });
    s.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
    });
    expect(s.stack.runtimeConfig.auth.googleEnabled).toBe(true);
  });
});

describe('the Cognito domain prefix', () => {
  it('is derived from the account, so two accounts never collide, and stays the same on every deploy', () => {
    const a = authDomainPrefixFor({ stage: 'dev' }, '111111111111');
    const b = authDomainPrefixFor({ stage: 'dev' }, '222222222222');
    expect(a).toMatch(/^viraliza-dev-[0-9a-f]{8}$/);
    expect(b).not.toBe(a);
    expect(authDomainPrefixFor({ stage: 'dev' }, '111111111111')).toBe(a);
    expect(authDomainPrefixFor({ stage: 'prod' }, '111111111111')).not.toBe(a);
    const s = synth();
    const prefix = authDomainPrefixFor({ stage: 'dev' }, '123456789012');
    s.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: prefix });
    expect(s.stack.runtimeConfig.auth.oauthDomain).toBe(`${prefix}.auth.us-west-2.amazoncognito.com`);
  });

  it('takes -c authDomainPrefix as it is, and still refuses an invalid one', () => {
    const s = synth({ context: { authDomainPrefix: 'minha-marca' } });
    s.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'minha-marca' });
    expect(() => synth({ context: { authDomainPrefix: 'my-cognito' } })).toThrow(/not a valid Cognito domain prefix/);
  });

  it('asks for the override when the stack has no account to derive it from', () => {
    expect(() => authDomainPrefixFor({ stage: 'dev' }, Aws.ACCOUNT_ID)).toThrow(/-c authDomainPrefix/);
  });
});

describe('the Region and the models agree (infra/lib/bedrock-models.ts)', () => {
  it('refuses a us. profile in sa-east-1, naming the Regions that work', () => {
    expect(() => synth({ region: 'sa-east-1' })).toThrow(
      'Context "textModelId" "us.anthropic.claude-haiku-4-5-20251001-v1:0" cannot be called from sa-east-1: it works from us-east-1, us-east-2, us-west-1, us-west-2.',
    );
  });

  it('refuses the default image model outside us-west-2, and an eu. profile from a US Region', () => {
    expect(() => synth({ region: 'us-east-1' })).toThrow(
      /"imageModelId" "stability\.stable-image-core-v1:1" cannot be called from us-east-1: it works from us-west-2/,
    );
    expect(() => synth({ context: { textModelId: 'eu.amazon.nova-2-lite-v1:0' } })).toThrow(
      /cannot be called from us-west-2: it works from eu-central-1/,
    );
  });

  it('refuses an id the table does not know, and the image models past their end of life', () => {
    expect(() => synth({ context: { textModelId: 'anthropic.claude-haiku-4-5-20251001-v1:0' } })).toThrow(
      /not in the Bedrock model table/,
    );
    for (const legacy of ['amazon.nova-canvas-v1:0', 'amazon.titan-image-generator-v2:0'])
      expect(() => synth({ context: { imageModelId: legacy } })).toThrow(/not in the Bedrock model table/);
  });

  it('gives every image model in the table an adapter, and the defaults agree with the default Region', () => {
    for (const [id, entry] of Object.entries(BEDROCK_MODELS))
      if (entry.use === 'image') expect([id, imageModelFamily(id)]).toEqual([id, expect.any(String)]);
    for (const use of ['text', 'image'] as const)
      expect(() =>
        checkModelRegion(use, cdkJson.context[use === 'text' ? 'textModelId' : 'imageModelId'], 'us-west-2'),
      ).not.toThrow();
  });
});

describe('the web build', () => {
  it('fails synth without a build, naming the command that makes one', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-web-empty-'));
    try {
      expect(() => synth({ webDistDir: empty })).toThrow(missingWebBuildMessage(empty));
      expect(() => synth({ webDistDir: path.join(empty, 'absent') })).toThrow(/run `npm run build:web`/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('is dist/web by default, which the app reads when no folder is given', () => {
    expect(DEFAULT_WEB_DIST).toBe(path.resolve(__dirname, '..', '..', 'dist', 'web'));
    expect(missingWebBuildMessage(DEFAULT_WEB_DIST)).toContain(DEFAULT_WEB_DIST);
  });
});

describe('prod', () => {
  let prod: Synthesized;
  beforeAll(() => {
    prod = synth({ stage: 'prod' });
  });

  it('carries no localhost in CORS or OAuth callbacks, and refuses -c allowLocalhost=true', () => {
    expect(prod.json).not.toContain('localhost');
    expect(() => synth({ stage: 'prod', context: { allowLocalhost: 'true' } })).toThrow(
      /"allowLocalhost" cannot be true in prod/,
    );
    expect(() => synth({ stage: 'prod', context: { allowLocalhost: true } })).toThrow(/cannot be true in prod/);
  });

  it('serves from every edge location, South America included (PriceClass_All)', () => {
    prod.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ PriceClass: 'PriceClass_All' }),
    });
  });

  it('dev keeps localhost and the cheaper price class', () => {
    const dev = synth();
    expect(dev.json).toContain('http://localhost:3000/auth');
    dev.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ PriceClass: 'PriceClass_100' }),
    });
  });
});

describe('a failed first create can be retried', () => {
  it('names no retained resource explicitly, so a retry never collides with what the failed try left', () => {
    const prod = synth({ stage: 'prod' });
    const named: Record<string, string> = {
      'AWS::DynamoDB::GlobalTable': 'TableName',
      'AWS::S3::Bucket': 'BucketName',
      'AWS::Cognito::UserPool': 'UserPoolName',
      'AWS::Logs::LogGroup': 'LogGroupName',
    };
    for (const [type, nameProperty] of Object.entries(named))
      for (const [id, r] of Object.entries(resources(prod.template, type)))
        if (r.DeletionPolicy === 'Retain') expect([id, r.Properties?.[nameProperty]]).toEqual([id, undefined]);
  });
});

describe('CloudFormation limits', () => {
  // A template may hold at most 500 resources; past it the deploy fails outright. Each HTTP route costs 7 (function,
  // role, policy, log group, permission, integration, route): docs/INFRA-NOTES.md §resource-limit.
  it.each(['dev', 'prod'] as const)('keeps the %s stage under the 500 resources a stack may hold', (stage) => {
    const count = Object.keys(synth({ stage }).template.toJSON().Resources).length;
    expect({ stage, count, under: count < 500 }).toEqual({ stage, count, under: true });
  });
});

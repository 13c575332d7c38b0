import { parseBillingConfig, parseConfig, parseImageConfig, parsePacedAccounts, parseTranscriptConfig } from './config';

const ISSUER = 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_Abc123';
const REQUIRED = { TABLE_NAME: 'viraliza-table', AUTH_ISSUER: ISSUER, AUTH_CLIENT_ID: 'client-1' };

describe('parseConfig', () => {
  it('applies the defaults when only the required values are set', () => {
    // act
    const config = parseConfig(REQUIRED);
    // assert
    expect(config).toEqual({
      mode: 'aws',
      tableName: 'viraliza-table',
      dynamoEndpoint: undefined,
      region: 'us-east-1',
      auth: { issuer: ISSUER, jwksUrl: `${ISSUER}/.well-known/jwks.json`, clientId: 'client-1' },
      wsManagementEndpoint: undefined,
    });
  });

  it.each(['TABLE_NAME', 'AUTH_ISSUER', 'AUTH_CLIENT_ID'])('stops start-up naming %s when it is missing', (name) => {
    const env: Record<string, string | undefined> = { ...REQUIRED, [name]: undefined };
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration: .*\\b${name}\\b`));
  });

  it.each(['TABLE_NAME', 'AUTH_ISSUER', 'AUTH_CLIENT_ID'])('rejects an empty %s', (name) => {
    expect(() => parseConfig({ ...REQUIRED, [name]: '' })).toThrow(name);
  });

  it('names every missing variable at once', () => {
    let message = '';
    try {
      parseConfig({});
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/TABLE_NAME/);
    expect(message).toMatch(/AUTH_ISSUER/);
    expect(message).toMatch(/AUTH_CLIENT_ID/);
  });

  it.each([
    { issuer: 'http://localhost:9229/local_pool', jwksUrl: 'http://localhost:9229/local_pool/.well-known/jwks.json' },
    { issuer: 'http://localhost:9229/local_pool/', jwksUrl: 'http://localhost:9229/local_pool/.well-known/jwks.json' },
  ])('derives the JWKS URL from the issuer $issuer without a double slash', ({ issuer, jwksUrl }) => {
    expect(parseConfig({ ...REQUIRED, AUTH_ISSUER: issuer }).auth.jwksUrl).toBe(jwksUrl);
  });

  it('keeps the issuer as given, even with its trailing slash', () => {
    expect(parseConfig({ ...REQUIRED, AUTH_ISSUER: 'http://localhost:9229/pool/' }).auth.issuer).toBe(
      'http://localhost:9229/pool/',
    );
  });

  it('prefers an explicit AUTH_JWKS_URL', () => {
    const config = parseConfig({ ...REQUIRED, AUTH_JWKS_URL: 'http://127.0.0.1:9229/keys.json' });
    expect(config.auth.jwksUrl).toBe('http://127.0.0.1:9229/keys.json');
  });

  it('reads the local-mode values', () => {
    const config = parseConfig({
      ...REQUIRED,
      VIRALIZA_MODE: 'local',
      DYNAMO_ENDPOINT: 'http://127.0.0.1:8000',
      AWS_REGION: 'sa-east-1',
      WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3000',
    });
    expect(config).toMatchObject({
      mode: 'local',
      dynamoEndpoint: 'http://127.0.0.1:8000',
      region: 'sa-east-1',
      wsManagementEndpoint: 'http://127.0.0.1:3000',
    });
  });

  it.each(['dev', 'AWS', 'production', ''])('rejects the mode %p', (mode) => {
    expect(() => parseConfig({ ...REQUIRED, VIRALIZA_MODE: mode })).toThrow(/VIRALIZA_MODE/);
  });

  it.each([
    { name: 'DYNAMO_ENDPOINT', value: '127.0.0.1:8000' },
    { name: 'AUTH_JWKS_URL', value: 'jwks.json' },
    { name: 'WS_MANAGEMENT_ENDPOINT', value: 'not a url' },
  ])('rejects $name = $value because it is not a URL', ({ name, value }) => {
    expect(() => parseConfig({ ...REQUIRED, [name]: value })).toThrow(name);
  });

  it('ignores unrelated environment variables', () => {
    expect(() => parseConfig({ ...REQUIRED, PATH: '/usr/bin', HOME: '/root' })).not.toThrow();
  });
});

describe('parseBillingConfig (issue 12)', () => {
  const AWS = {
    APP_URL: 'https://d1.cloudfront.net/',
    STRIPE_PRICE_PRO_MONTHLY: 'price_1',
    STRIPE_PRICE_PRO_YEARLY: 'price_2',
    STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_3',
    STRIPE_PRICE_ENTERPRISE_YEARLY: 'price_4',
    STRIPE_SECRET_NAME: 'viraliza/dev/stripe',
  };

  it('reads the four price ids, the app URL and the Stripe secret name on AWS', () => {
    expect(parseBillingConfig(AWS)).toEqual({
      appUrl: 'https://d1.cloudfront.net',
      appOrigins: ['https://d1.cloudfront.net'],
      prices: { pro: { monthly: 'price_1', yearly: 'price_2' }, enterprise: { monthly: 'price_3', yearly: 'price_4' } },
      provider: { kind: 'stripe', secretName: 'viraliza/dev/stripe' },
    });
  });

  it.each(['STRIPE_PRICE_ENTERPRISE_YEARLY', 'APP_URL', 'STRIPE_SECRET_NAME'])(
    'stops a billing function on AWS naming a missing %s',
    (name) => {
      expect(() => parseBillingConfig({ ...AWS, [name]: undefined })).toThrow(
        new RegExp(`^Invalid configuration: .*\\b${name}\\b`),
      );
    },
  );

  it('refuses something that is not a price id', () => {
    expect(() => parseBillingConfig({ ...AWS, STRIPE_PRICE_PRO_MONTHLY: 'prod_123' })).toThrow(
      'STRIPE_PRICE_PRO_MONTHLY',
    );
  });

  it("uses the simulation's own price ids locally, and needs its state file and webhook secret", () => {
    const local = { VIRALIZA_MODE: 'local', STRIPE_WEBHOOK_SECRET: 'whsec_x', LOCAL_PAYMENTS_FILE: '/d/p.json' };
    expect(parseBillingConfig(local)).toMatchObject({
      appUrl: 'http://localhost:3000',
      prices: { pro: { monthly: 'price_local_pro_monthly' } },
      provider: { kind: 'local', webhookSecret: 'whsec_x', stateFile: '/d/p.json' },
    });
    expect(() => parseBillingConfig({ VIRALIZA_MODE: 'local' })).toThrow(
      'local billing needs STRIPE_WEBHOOK_SECRET and LOCAL_PAYMENTS_FILE',
    );
  });

  it('knows the app under each loopback name locally, so checkout comes back to the page that opened it', () => {
    const local = { VIRALIZA_MODE: 'local', STRIPE_WEBHOOK_SECRET: 'whsec_x', LOCAL_PAYMENTS_FILE: '/d/p.json' };
    expect(parseBillingConfig({ ...local, APP_URL: 'http://localhost:4123' }).appOrigins).toEqual([
      'http://localhost:4123',
      'http://127.0.0.1:4123',
    ]);
    expect(parseBillingConfig({ ...local, APP_URL: 'http://app.test' }).appOrigins).toEqual(['http://app.test']);
  });
});

describe('parseTranscriptConfig (Viral Curto)', () => {
  it('reads captions on AWS and none locally, unless told otherwise', () => {
    expect(parseTranscriptConfig({})).toEqual({ source: 'youtube' });
    expect(parseTranscriptConfig({ VIRALIZA_MODE: 'aws' })).toEqual({ source: 'youtube' });
    expect(parseTranscriptConfig({ VIRALIZA_MODE: 'local' })).toEqual({ source: 'none' });
    expect(parseTranscriptConfig({ VIRALIZA_MODE: 'local', TRANSCRIPT_SOURCE: 'youtube' })).toEqual({
      source: 'youtube',
    });
    expect(parseTranscriptConfig({ VIRALIZA_MODE: 'aws', TRANSCRIPT_SOURCE: 'none' })).toEqual({ source: 'none' });
  });

  it('stops with the name of a bad value', () => {
    expect(() => parseTranscriptConfig({ TRANSCRIPT_SOURCE: 'vimeo' })).toThrow(/TRANSCRIPT_SOURCE/);
  });
});

describe('parseImageConfig (issue 14)', () => {
  it('draws with the offline renderer in local mode and Stable Image Core on AWS by default (Nova Canvas is past its end of life)', () => {
    expect(parseImageConfig({ VIRALIZA_MODE: 'local' })).toEqual({ model: 'offline' });
    expect(parseImageConfig({ VIRALIZA_MODE: 'aws', AWS_REGION: 'us-west-2' })).toEqual({
      model: 'bedrock',
      modelId: 'stability.stable-image-core-v1:1',
      region: 'us-west-2',
    });
  });

  it('slows the offline renderer with OFFLINE_DELAY_MS: an image takes as long as a 10-minute script (issue 28)', () => {
    expect(parseImageConfig({ VIRALIZA_MODE: 'local', OFFLINE_DELAY_MS: '600' })).toEqual({
      model: 'offline',
      delayMs: 6000,
    });
  });

  it('takes the model id from IMAGE_MODEL_ID, and Bedrock locally when asked', () => {
    expect(parseImageConfig({ VIRALIZA_MODE: 'local', IMAGE_MODEL: 'bedrock', IMAGE_MODEL_ID: 'amazon.novo' })).toEqual(
      {
        model: 'bedrock',
        modelId: 'amazon.novo',
        region: 'us-east-1',
      },
    );
  });

  it('refuses an unknown model kind loudly', () => {
    expect(() => parseImageConfig({ IMAGE_MODEL: 'dall-e' })).toThrow(/Invalid configuration: IMAGE_MODEL/);
  });
});

describe('parsePacedAccounts (OFFLINE_DELAY_ACCOUNTS)', () => {
  it('is null when unset or blank: OFFLINE_DELAY_MS then slows every account', () => {
    expect(parsePacedAccounts({})).toBeNull();
    expect(parsePacedAccounts({ OFFLINE_DELAY_ACCOUNTS: ' ' })).toBeNull();
  });

  it('reads the e-mails, comma-separated, in lower case', () => {
    expect(parsePacedAccounts({ OFFLINE_DELAY_ACCOUNTS: 'Ritmo@Viraliza.test, outra@viraliza.test' })).toEqual(
      new Set(['ritmo@viraliza.test', 'outra@viraliza.test']),
    );
  });

  it('stops start-up on a value that is not an e-mail', () => {
    expect(() => parsePacedAccounts({ OFFLINE_DELAY_ACCOUNTS: 'ritmo@viraliza.test,,todos' })).toThrow(
      'Invalid configuration: OFFLINE_DELAY_ACCOUNTS: not an e-mail: "", "todos"',
    );
  });
});

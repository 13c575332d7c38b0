import { Duration, RemovalPolicy, SecretValue, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { COGNITO_TRIGGERS } from '../../../functions/src/routes';
import { createWithAccess, type GrantTargets } from '../access-grants';
import { authDomainPrefixFor, type StageConfig } from '../config';
import type { FunctionFactory } from '../function-factory';
import { acknowledge } from '../nag';

type CognitoTrigger = keyof typeof COGNITO_TRIGGERS;

/** How long access and id tokens live: the shortest the UX tolerates (Amplify refreshes them silently). */
export const ACCESS_TOKEN_MINUTES = 15;
/** How long a session lasts without a new sign-in. */
export const REFRESH_TOKEN_DAYS = 30;

export interface AuthProps {
  stage: StageConfig;
  functions: FunctionFactory;
  /** What the triggers' declared access may name (built first, so never `realtime` or `jobs`). */
  grants: GrantTargets;
  /** Origins the SPA runs on; each gets `<origin>/auth` as OAuth callback and sign-out URL. */
  appOrigins: string[];
}

/**
 * Cognito: e-mail sign-in with self sign-up, optional TOTP, Google federation through
 * the hosted domain, and one public SPA client. Every trigger in COGNITO_TRIGGERS is
 * wired with the access it declares (post-confirmation creates the account rows;
 * custom-message writes the pt-BR e-mails).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  readonly triggers: Partial<Record<CognitoTrigger, LambdaFunction>> = {};
  /** `https://cognito-idp.{region}.amazonaws.com/{poolId}`, the `iss` of the pool's tokens. */
  readonly issuer: string;
  /** Hosted domain host name (no scheme), what Amplify's `oauth.domain` expects. */
  readonly oauthDomain: string;
  /** Whether the Google provider exists; config.json says the same to the SPA. */
  readonly googleEnabled: boolean;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { stage } = props;
    const region = Stack.of(this).region;

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // An e-mail change only takes effect once the new address is verified.
      keepOriginal: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: 'Viraliza: seu código de verificação',
        emailBody: 'Seu código de verificação do Viraliza é {####}.',
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      // Product rule: at least 6 characters, nothing else.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's own sender allows about 50 e-mails a day: SES when the stage names a verified
      // sender (docs/INFRA-NOTES.md §mail).
      ...(stage.ses
        ? {
            email: UserPoolEmail.withSES({
              fromEmail: stage.ses.fromAddress,
              fromName: 'Viraliza',
              ...(stage.ses.region ? { sesRegion: stage.ses.region } : {}),
            }),
          }
        : {}),
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: stage.retain,
      removalPolicy: stage.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // docs/INFRA-NOTES.md §cdk-nag
    acknowledge(
      this.userPool,
      'Product rule (docs/PRODUCT.md): a password of at least 6 characters, with no class requirements.',
      'AwsSolutions-COG1',
    );
    acknowledge(
      this.userPool,
      'Product rule: TOTP is optional, offered in the account settings; requiring it would block sign-up for most users.',
      'AwsSolutions-COG2',
    );
    acknowledge(
      this.userPool,
      'The Plus feature plan (threat protection) is billed per monthly active user; Essentials until the product needs it.',
      'AwsSolutions-COG8',
    );
    this.issuer = `https://cognito-idp.${region}.amazonaws.com/${this.userPool.userPoolId}`;

    // A trigger's environment cannot name the pool or its client: the pool already refers
    // to the function, so that would be a dependency cycle. Triggers verify no tokens;
    // these values only satisfy functions/src/config.ts.
    const triggerEnvironment = {
      AUTH_ISSUER: `https://cognito-idp.${region}.amazonaws.com/not-used-by-cognito-triggers`,
      AUTH_CLIENT_ID: 'not-used-by-cognito-triggers',
    };
    for (const [operation, trigger] of Object.entries(COGNITO_TRIGGERS) as Array<
      [CognitoTrigger, (typeof COGNITO_TRIGGERS)[CognitoTrigger]]
    >) {
      const fn = createWithAccess(
        props.functions,
        this,
        {
          entry: trigger.entry,
          description: `Cognito ${operation} trigger`,
          environment: triggerEnvironment,
          access: trigger.access,
        },
        props.grants,
      );
      // The camelCase names routes.ts uses for cognito-local are also the LambdaConfig keys.
      this.userPool.addTrigger(UserPoolOperation.of(trigger.name), fn);
      this.triggers[operation] = fn;
    }

    // Google credentials live in Secrets Manager; the template only holds a dynamic reference.
    // Only with -c googleSignIn=true: without the secret the whole stack would roll back, so a
    // first deploy signs in by e-mail only (docs/INFRA-NOTES.md §first-deploy).
    const google = stage.googleSignIn ? this.google(stage) : undefined;
    this.googleEnabled = google !== undefined;

    const domainPrefix = authDomainPrefixFor(stage, Stack.of(this).account);
    this.domain = this.userPool.addDomain('HostedDomain', { cognitoDomain: { domainPrefix } });
    this.oauthDomain = `${domainPrefix}.auth.${region}.amazoncognito.com`;

    const redirectUrls = props.appOrigins.map((origin) => `${origin}/auth`);
    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      generateSecret: false,
      // SRP for password sign-in; CDK always adds ALLOW_REFRESH_TOKEN_AUTH. The admin password
      // flow needs IAM credentials (the account-deletion Lambda checks the password again with it),
      // so a browser cannot use it.
      authFlows: { userSrp: true, adminUserPassword: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE, OAuthScope.COGNITO_ADMIN],
        callbackUrls: redirectUrls,
        logoutUrls: redirectUrls,
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(google ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // Short-lived access and id tokens, refreshed by Amplify before they expire: a token
      // stolen or left behind works for at most 15 minutes past a sign-out everywhere
      // (docs/ARCHITECTURE.md §tokens; the standing check refuses revoked accounts sooner).
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      idTokenValidity: Duration.minutes(ACCESS_TOKEN_MINUTES),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_DAYS),
    });
    // The client may only list Google once the provider exists.
    if (google) this.client.node.addDependency(google);
  }

  private google(stage: StageConfig): UserPoolIdentityProviderGoogle {
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      // A client id is not a secret; a dynamic reference is still the simplest way to keep both in one place.
      clientId: SecretValue.secretsManager(stage.googleSecretName, { jsonField: 'clientId' }).unsafeUnwrap(),
      clientSecretValue: SecretValue.secretsManager(stage.googleSecretName, { jsonField: 'clientSecret' }),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });
  }
}

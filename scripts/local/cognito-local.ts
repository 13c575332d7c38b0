import path from 'node:path';
import fs from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { COGNITO_TRIGGERS } from '../../functions/src/routes';
import { exited, spawnManaged } from './child-process';
import { freePort, waitFor } from './free-port';

/**
 * cognito-local, run as a child process with its data under `<dataDir>/cognito/.cognito`
 * (it resolves that folder from its cwd at every write, so it cannot run in process).
 * Its Lambda client points at our local server, which runs the same trigger handlers
 * that Cognito runs on AWS.
 */
export interface CognitoLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface DeliveredCode {
  to: string;
  code: string;
  subject?: string;
}

/** cognito-local's start script, wrapped so that codes reach us over IPC (cognito-local-child.cjs). */
const CHILD_JS = path.join(__dirname, 'cognito-local-child.cjs');

/** A delivery message from the child, as cognito-local-child.cjs sends it. */
export function asDelivery(message: unknown): DeliveredCode | null {
  const m = message as { type?: unknown; to?: unknown; code?: unknown; subject?: unknown } | null;
  if (!m || m.type !== 'code' || typeof m.to !== 'string' || typeof m.code !== 'string') return null;
  return { to: m.to, code: m.code, subject: typeof m.subject === 'string' ? m.subject : undefined };
}

export async function startCognitoLocal(opts: {
  dataDir: string;
  /** Where cognito-local sends trigger invocations (our local server). */
  lambdaEndpoint: string;
  /** The per-start secret its Lambda client signs with, as its access key id (docs/LOCAL-MODE.md §local-callers). */
  lambdaAccessKeyId: string;
  /** The issuer domain written into tokens. */
  issuerDomain: string;
  onCode: (delivery: DeliveredCode) => void;
  port?: number;
}): Promise<CognitoLocal> {
  const port = opts.port ?? (await freePort());
  const cwd = path.join(opts.dataDir, 'cognito');
  fs.mkdirSync(path.join(cwd, '.cognito'), { recursive: true });
  fs.writeFileSync(
    path.join(cwd, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: opts.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: opts.lambdaAccessKeyId, secretAccessKey: 'local' },
        },
        TriggerFunctions: Object.fromEntries(Object.entries(COGNITO_TRIGGERS).map(([trigger, t]) => [trigger, t.name])),
        TokenConfig: { IssuerDomain: opts.issuerDomain },
      },
      null,
      2,
    ),
  );
  const child = spawnManaged('cognito', process.execPath, [CHILD_JS], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    lifeline: 'ipc',
  });
  child.on('message', (message) => {
    const delivery = asDelivery(message);
    if (delivery) opts.onCode(delivery);
  });
  let log = '';
  const onText = (s: string) => void (log = (log + s).slice(-20_000));
  child.stdout?.setEncoding('utf8').on('data', onText);
  child.stderr?.setEncoding('utf8').on('data', onText);
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor('cognito-local', async () => {
    if (child.exitCode !== null) throw Object.assign(new Error(`cognito-local exited:\n${log}`), { fatal: true });
    const res = await fetch(`${endpoint}/health`).catch(() => null);
    return !!res;
  });
  return {
    endpoint,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

export interface LocalPool {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Optional TOTP, as the AWS pool has it (infra/lib/constructs/auth.ts: `mfa: Mfa.OPTIONAL`, `otp: true`).
 * cognito-local's pools default to MFA `OFF`, which never asks a user with TOTP for a code
 * (docs/LOCAL-MODE.md §cognito-local). Set at every start, so pools made before this are upgraded.
 */
async function allowTotp(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

/** Creates the user pool and SPA client once; their ids are kept in `<dataDir>/local-pool.json`. */
export async function ensurePool(endpoint: string, dataDir: string): Promise<LocalPool> {
  const file = path.join(dataDir, 'local-pool.json');
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    if (fs.existsSync(file)) {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as LocalPool;
      try {
        await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
        await allowTotp(client, saved.userPoolId);
        return saved;
      } catch {
        // The pool's data folder was removed: create a new pool below.
      }
    }
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: 'viraliza-local',
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 6,
            RequireLowercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
            RequireUppercase: false,
          },
        },
      }),
    );
    const userPoolId = pool.UserPool!.Id!;
    const appClient = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'viraliza-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const saved: LocalPool = { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! };
    await allowTotp(client, userPoolId);
    fs.writeFileSync(file, JSON.stringify(saved, null, 2));
    return saved;
  } finally {
    client.destroy();
  }
}

